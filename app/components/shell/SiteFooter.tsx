import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { useLinkDelegation } from "~/lib/navigation/use-link-delegation";
import { useLocalizePath } from "~/lib/use-shell";
import type { Shell } from "~/server/site/shell.server";
import { footerMarkup } from "./footer-markup";

type Section = Shell["footer"]["sections"][number];

/**
 * Site footer in the stored footer colours: the company block and three link sections in four
 * columns on large screens, then the copyright line with the bottom (legal) links. Its content is
 * markup remembered per shell (footer-markup.ts); clicks on its links navigate in the app.
 */
export function SiteFooter({ footer }: { footer: Shell["footer"] }) {
  const t = useT();
  const { company, colors } = footer;
  const title = (section: Section) => section.title ?? t(`footer.${section.key === "bottom" ? "legal" : section.key}` as MessageKey);
  const copyright =
    footer.copyright ?? t("footer.copyright", { year: new Date().getFullYear(), company: company.name, rights: t("footer.rights") });
  const titles = Object.fromEntries(footer.sections.map((section) => [section.key, title(section)]));
  const navigateOnClick = useLinkDelegation();
  const localize = useLocalizePath();
  const newsletter = {
    title: t("newsletter.title"),
    intro: t("newsletter.intro"),
    email: t("newsletter.email"),
    submit: t("newsletter.subscribe"),
    action: localize("/newsletter/subscribe"),
  };
  return (
    <footer
      style={
        {
          backgroundColor: colors.backgroundColor,
          color: colors.textColor,
          borderColor: colors.borderColor,
          "--footer-link": colors.linkColor,
          "--footer-link-hover": colors.linkHoverColor,
        } as React.CSSProperties
      }
      // Below the fold on every page: the browser lays it out and paints it once it comes near the screen.
      className="border-t [contain-intrinsic-size:auto_24rem] [content-visibility:auto]"
      onClick={navigateOnClick}
      dangerouslySetInnerHTML={{ __html: footerMarkup(footer, { titles, copyright, newsletter }) }}
    />
  );
}
