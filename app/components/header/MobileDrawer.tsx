import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { SearchBox } from "~/components/search/SearchBox";
import { useModalSheet } from "~/components/ui/use-modal-sheet";
import { useT } from "~/lib/i18n/use-t";
import type { NavLink } from "~/lib/navigation/links";
import { useLinkDelegation } from "~/lib/navigation/use-link-delegation";
import { useNeutralLocation } from "~/lib/use-shell";
import { AccountControl } from "./AccountControl";
import { EditModeSwitch } from "./HeaderControls";
import { LanguageLinks } from "./LanguageSwitcher";
import type { Brand } from "./Logo";
import { Logo } from "./Logo";
import { drawerMenuMarkup } from "./menu-markup";

export const drawerId = "site-menu-drawer";

function drawer(): HTMLDialogElement | null {
  return document.getElementById(drawerId) as HTMLDialogElement | null;
}

// Invoker commands open the modal drawer before JavaScript loads (in browsers that have them);
// the click handler does the same everywhere once it has.
const openCommand = { commandfor: drawerId, command: "show-modal" } as Record<string, string>;
const closeCommand = { commandfor: drawerId, command: "close" } as Record<string, string>;

/** The button that opens the menu drawer; styles show it on small screens (or always, for sidebar-like styles). */
export function MenuToggle({ className = "md:hidden" }: { className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      {...openCommand}
      aria-haspopup="dialog"
      aria-controls={drawerId}
      onClick={(event) => {
        event.preventDefault();
        const dialog = drawer();
        if (dialog && !dialog.open) dialog.showModal();
      }}
      className={`shrink-0 rounded-md p-2 hover:bg-black/5 ${className}`}
    >
      <Menu aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("nav.openMenu")}</span>
    </button>
  );
}

/**
 * The slide-out menu: a modal dialog from the start side, 20 rem wide. The page behind is inert,
 * Tab cycles inside it, Escape or a click on the backdrop closes it, and so does any navigation.
 */
export function MobileDrawer({ brand, menu }: { brand: Brand; menu: NavLink[] }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const neutralLocation = useNeutralLocation();
  const navigateOnClick = useLinkDelegation();
  const sheet = useModalSheet(ref);

  return (
    <dialog
      id={drawerId}
      ref={ref}
      aria-label={t("nav.menu")}
      className="drawer fixed inset-y-0 start-0 m-0 h-dvh max-h-none w-80 max-w-[calc(100vw-2.5rem)] overflow-y-auto bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      {...sheet}
    >
      <div className="flex min-h-full flex-col gap-5 p-4">
        <div className="flex items-center justify-between gap-3">
          <Logo brand={brand} nameClassName="text-base text-brand-800" />
          <button
            type="button"
            {...closeCommand}
            onClick={(event) => {
              event.preventDefault();
              ref.current?.close();
            }}
            className="rounded-md p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <SearchBox />
        {/* The menu as markup remembered per shell (menu-markup.ts): the header row already renders these links once. */}
        <nav aria-label={t("nav.main")} onClick={navigateOnClick}>
          <ul className="space-y-0.5" dangerouslySetInnerHTML={{ __html: drawerMenuMarkup(menu, neutralLocation) }} />
        </nav>
        <div className="mt-auto space-y-4 border-t border-slate-200 pt-4">
          <LanguageLinks className="space-y-0.5" />
          <EditModeSwitch />
          <AccountControl />
        </div>
      </div>
    </dialog>
  );
}
