import { ChevronDown, LogIn, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { useLocalizePath } from "~/lib/use-shell";
import { PersonalHole, usePersonal } from "~/lib/personal";

/**
 * Signed out: a 'Sign In' button to /auth. Signed in: a disclosure menu (native <details>, so it
 * opens by keyboard and without JavaScript) with the user's name or e-mail, 'My account',
 * 'Admin Panel' for admins, and 'Sign Out' (a POST form). Filled in for each visitor on a cached page.
 */
export function AccountControl() {
  return (
    <PersonalHole name="account">
      <AccountMenu />
    </PersonalHole>
  );
}

/** The account control itself (the hole's content). */
export function AccountMenu() {
  const personal = usePersonal();
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const localize = useLocalizePath();

  // Close the menu after navigating (not at the first render: a menu opened before hydration stays
  // open), on Escape and on a click outside it.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    details.current?.removeAttribute("open");
  }, [location.key]);
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) {
        element.open = false;
        if (event instanceof KeyboardEvent) element.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  const user = personal.user;
  if (!user) {
    return (
      <Link
        to={localize("/auth")}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800"
      >
        <LogIn aria-hidden="true" className="size-4" />
        <span>{t("auth.signIn")}</span>
      </Link>
    );
  }
  const label = user.name || user.email;
  const item = "block w-full px-4 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none";
  return (
    <details ref={details} className="relative">
      <summary
        className="flex max-w-[12rem] cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
        aria-label={`${t("auth.accountMenu")}: ${label}`}
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </summary>
      <div className="absolute end-0 mt-2 w-56 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{user.email}</p>
        <Link to={localize("/account")} className={item}>
          {t("account.myAccount")}
        </Link>
        {personal.isAdmin ? (
          <Link to={localize("/admin")} className={item}>
            {t("account.adminPanel")}
          </Link>
        ) : null}
        <Form method="post" action={localize("/auth/sign-out")}>
          <button type="submit" className={item}>
            {t("auth.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
