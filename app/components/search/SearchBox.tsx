import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { isSuggestible, normalizeSearchTerm, SEARCH_DEBOUNCE_MS } from "~/lib/catalog-params";
import { localizePath } from "~/lib/i18n/language";
import { useT } from "~/lib/i18n/use-t";
import type { loader as rootLoader } from "~/root";
import type { Suggestion } from "~/lib/product-card";

// The panel is only needed once someone starts to search: keep it out of the first load.
const loadPanel = () => import("./SuggestionPanel");
const SuggestionPanel = lazy(loadPanel);

type Results =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; items: Suggestion[] }
  | { status: "failed"; term: string };

/**
 * The product search box: a GET form to the localized /products (works without JavaScript), and
 * with JavaScript an ARIA combobox suggesting up to eight products after two characters.
 */
export function SearchBox({ className }: { className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const languageCode = root?.language.code ?? "nb";
  const action = localizePath("/products", languageCode, root?.defaultLanguageCode ?? languageCode);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<Results>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The term last submitted with Enter: no suggestions pop up for it on the results page.
  const [submittedTerm, setSubmittedTerm] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  // The spec's "searching" state: from a submitted search until the result list has loaded.
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === action &&
    new URLSearchParams(navigation.location.search).has("search");

  const trimmed = normalizeSearchTerm(term);
  const seeAllHref = `${action}?search=${encodeURIComponent(trimmed)}`;
  const items = results.status === "done" ? results.items : [];
  // Options: the suggestions, then "See all results".
  const optionCount = items.length > 0 ? items.length + 1 : 0;

  useEffect(() => {
    if (!isSuggestible(trimmed) || trimmed === submittedTerm) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResults({ status: "loading", term: trimmed });
      setOpen(true);
      try {
        const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(trimmed)}&lang=${languageCode}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        const body = (await response.json()) as { suggestions: Suggestion[] };
        setResults({ status: "done", term: trimmed, items: body.suggestions });
        setActive(-1);
      } catch {
        // The spec clears the results of a failed search (the browser's network log shows why).
        if (!controller.signal.aborted) setResults({ status: "failed", term: trimmed });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, languageCode, submittedTerm]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const choose = (href: string) => {
    setTerm("");
    setResults({ status: "idle" });
    setOpen(false);
    setActive(-1);
    navigate(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && optionCount > 0) {
      event.preventDefault();
      setOpen(true);
      // -1 is the input itself; moving past either end wraps through it.
      if (event.key === "ArrowDown") setActive((current) => (current + 1 >= optionCount ? -1 : current + 1));
      else setActive((current) => (current - 1 < -1 ? optionCount - 1 : current - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active < items.length ? items[active]!.href : seeAllHref);
    }
  };

  const expanded = open && optionCount > 0;
  return (
    <div ref={container} className={`relative ${className ?? ""}`}>
      <form
        method="get"
        action={action}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === "") return; // the spec: blank searches are ignored
          setSubmittedTerm(trimmed);
          setResults({ status: "idle" });
          setOpen(false);
          navigate(seeAllHref);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("search.label")}
        </label>
        <div className="relative">
          {searching ? (
            <LoadingIndicator
              size="sm"
              label={t("search.searching")}
              className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-brand-700"
            />
          ) : (
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          )}
          <input
            id={`${id}-input`}
            // A text input: the ARIA combobox is not allowed on type="search" (HTML's ARIA rules);
            // the form's role="search" keeps the landmark and Enter still submits it.
            type="text"
            enterKeyHint="search"
            name="search"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              // Under two characters the spec clears the results and closes the panel.
              if (!isSuggestible(event.target.value)) {
                setResults({ status: "idle" });
                setOpen(false);
              }
            }}
            onFocus={() => {
              void loadPanel();
              if (results.status !== "idle" && isSuggestible(trimmed)) setOpen(true);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            maxLength={100}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            className="h-10 w-full rounded-full border border-slate-300 bg-white ps-9 pe-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
          />
        </div>
      </form>
      {open && results.status !== "idle" ? (
        <Suspense fallback={null}>
          <SuggestionPanel
            listboxId={listboxId}
            optionId={optionId}
            results={results}
            active={active}
            seeAllHref={seeAllHref}
            onChoose={choose}
            onHover={setActive}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
