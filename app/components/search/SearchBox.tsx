import { Search } from "lucide-react";
import { useId } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { useT } from "~/lib/i18n/use-t";
import { useLocalizePath, useNeutralLocation } from "~/lib/use-shell";

/**
 * The product search box: a GET form to /products (in the page's language) that works before
 * JavaScript loads. With JavaScript, a blank or whitespace-only search is ignored and the term is
 * trimmed; while the results load, the search icon turns into a loading indicator.
 */
export function SearchBox({ className = "" }: { className?: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const neutral = useNeutralLocation();
  const action = useLocalizePath()("/products");
  const current = neutral.pathname === "/products" ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  const searching = navigation.state === "loading" && navigation.location.pathname === action && new URLSearchParams(navigation.location.search).has("search");

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={`relative flex items-center ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const term = (new FormData(event.currentTarget).get("search") ?? "").toString().trim();
        if (term === "") return;
        void navigate(`${action}?search=${encodeURIComponent(term)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.placeholder")}
      </label>
      <span className="pointer-events-none absolute start-2.5 flex items-center text-slate-500" aria-hidden={searching ? undefined : true}>
        {searching ? <LoadingIndicator size="sm" label={t("search.searching")} /> : <Search className="size-4" />}
      </span>
      <input
        id={id}
        key={current}
        type="search"
        name="search"
        defaultValue={current}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white ps-8 pe-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
    </form>
  );
}
