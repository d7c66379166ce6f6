import type { HeaderMenuStyle } from "~/server/db/schema/factories";
import { BbcHeader } from "./Bbc";
import { BootstrapHeader } from "./Bootstrap";
import { CenteredHeader } from "./Centered";
import { CnnHeader } from "./Cnn";
import { CompactHeader } from "./Compact";
import { FacebookHeader } from "./Facebook";
import { GmailHeader } from "./Gmail";
import { HorizontalHeader } from "./Horizontal";
import { InstagramHeader } from "./Instagram";
import { LinkedinHeader } from "./Linkedin";
import { MediumHeader } from "./Medium";
import { MegaHeader } from "./Mega";
import { MinimalHeader } from "./Minimal";
import { SplitHeader } from "./Split";
import type { HeaderStyleProps } from "./types";
import { YoutubeHeader } from "./Youtube";

/**
 * Every menu style of the spec with its height. The fixed header and the space it keeps free above
 * the page share the height classes, so nothing hides under the header.
 */
export const headerStyles: Record<
  HeaderMenuStyle,
  { Component: (props: HeaderStyleProps) => React.ReactNode; height: string; surface: string }
> = {
  horizontal: { Component: HorizontalHeader, height: "h-16", surface: "bg-white/95 border-b border-slate-200" },
  centered: { Component: CenteredHeader, height: "h-16 md:h-28", surface: "bg-white border-b border-slate-200" },
  split: { Component: SplitHeader, height: "h-16 md:h-[6.75rem]", surface: "bg-white border-b border-slate-200" },
  mega: { Component: MegaHeader, height: "h-16 md:h-28", surface: "bg-white" },
  minimal: { Component: MinimalHeader, height: "h-14", surface: "bg-white/95" },
  bbc: { Component: BbcHeader, height: "h-16", surface: "" },
  cnn: { Component: CnnHeader, height: "h-16", surface: "" },
  linkedin: { Component: LinkedinHeader, height: "h-16", surface: "bg-white border-b border-slate-200" },
  instagram: { Component: InstagramHeader, height: "h-16", surface: "bg-white border-b border-slate-200" },
  youtube: { Component: YoutubeHeader, height: "h-14 md:h-[6.5rem]", surface: "bg-white" },
  facebook: { Component: FacebookHeader, height: "h-14", surface: "bg-white shadow-md" },
  gmail: { Component: GmailHeader, height: "h-16 md:h-28", surface: "" },
  bootstrap: { Component: BootstrapHeader, height: "h-14", surface: "" },
  medium: { Component: MediumHeader, height: "h-14 md:h-[6.5rem]", surface: "bg-white border-b border-slate-200" },
  compact: { Component: CompactHeader, height: "h-12", surface: "bg-white border-b border-slate-200" },
};
