import { cartSheetId } from "./CartSheet";

// Invoker commands open the sheet before JavaScript loads (in browsers that have them); the click
// handler does the same everywhere once it has.
const openCommand = { commandfor: cartSheetId, command: "show-modal" } as Record<string, string>;

/**
 * A header button that opens the cart side sheet, with a count badge (hidden at 0) and the count
 * in its accessible name; `scrollTo` names the sheet's section to bring into view. `testId` names the
 * button (`{testId}-button`) and its badge (`{testId}-count`).
 */
export function SheetButton({
  label,
  count,
  icon,
  badgeClassName,
  testId,
  scrollTo,
}: {
  label: string;
  count: number;
  icon: React.ReactNode;
  badgeClassName: string;
  testId: string;
  scrollTo?: string;
}) {
  return (
    <button
      type="button"
      {...openCommand}
      aria-haspopup="dialog"
      aria-controls={cartSheetId}
      onClick={(event) => {
        event.preventDefault();
        const sheet = document.getElementById(cartSheetId) as HTMLDialogElement | null;
        if (sheet && !sheet.open) sheet.showModal();
        if (scrollTo) document.getElementById(scrollTo)?.scrollIntoView({ block: "start" });
      }}
      className="relative shrink-0 rounded-md p-2 hover:bg-black/5"
      data-testid={`${testId}-button`}
    >
      {icon}
      <span className="sr-only">{label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={`absolute -end-1 -top-1 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold text-white ${badgeClassName}`}
          data-testid={`${testId}-count`}
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}
