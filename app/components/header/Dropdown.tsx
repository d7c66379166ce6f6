import { ChevronDown } from "lucide-react";
import { useId } from "react";

/**
 * A disclosure dropdown on the browser's Popover API: the button opens and closes the panel
 * without JavaScript, Escape and a click outside close it (focus returns to the button), and the
 * panel's links follow the button in the tab order. Only one such panel is open at a time.
 * The panel sits under its button through CSS anchor positioning.
 */
export function Dropdown({
  label,
  buttonContent,
  buttonClassName = "",
  panelClassName = "",
  children,
}: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows; a chevron is added. Defaults to the label. */
  buttonContent?: React.ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const panelId = `dropdown${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const anchor = `--${panelId}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={buttonContent === undefined ? undefined : label}
        style={{ anchorName: anchor } as React.CSSProperties}
        className={`inline-flex items-center gap-1 whitespace-nowrap ${buttonClassName}`}
      >
        {buttonContent ?? label}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <div
        id={panelId}
        popover="auto"
        style={{ positionAnchor: anchor } as React.CSSProperties}
        // A chosen link closes the panel: client-side navigation keeps the page (and an open popover) alive.
        onClick={(event) => {
          if ((event.target as Element).closest("a")) event.currentTarget.hidePopover();
        }}
        className={`m-0 mt-1 rounded-lg border border-slate-200 bg-white p-1.5 text-slate-800 shadow-lg [position-area:block-end_span-inline-end] [position-try-fallbacks:flip-inline] ${panelClassName}`}
      >
        {children}
      </div>
    </>
  );
}
