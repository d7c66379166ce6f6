import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { useLocalizePath } from "~/lib/use-shell";

/** The account area: a Sign In link for now (the accounts issue replaces it with the account menu). */
export function AccountControl() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Link
      to={localize("/auth")}
      className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <LogIn aria-hidden="true" className="size-4" />
      <span>{t("auth.signIn")}</span>
    </Link>
  );
}
