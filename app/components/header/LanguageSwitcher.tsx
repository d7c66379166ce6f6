import { Globe } from "lucide-react";
import { useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { useShell } from "~/lib/use-shell";
import { Dropdown } from "./Dropdown";

/** Where the switcher's link for `code` goes: the cookie-setting route, back to this page in that language. */
export function languageHref(code: string, location: { pathname: string; search: string }): string {
  return `/language?${new URLSearchParams({ code, to: `${location.pathname}${location.search}` })}`;
}

function Flag({ url, lazy = false }: { url: string | null; lazy?: boolean }) {
  // A language is not a country: languages without a flag show their native name alone. Flags in
  // the closed menu load lazily; an eager image would be preloaded ahead of the page's own picture.
  return url ? (
    <img src={url} alt="" width={20} height={14} loading={lazy ? "lazy" : undefined} className="h-3.5 w-5 rounded-sm object-cover" />
  ) : null;
}

/** The language links, for a dropdown panel or the mobile drawer. Plain links: they work without JavaScript. */
export function LanguageLinks({ className = "" }: { className?: string }) {
  const shell = useShell();
  const location = useLocation();
  if (!shell || shell.languages.length <= 1) return null;
  return (
    <ul className={className}>
      {shell.languages.map((language) => (
        <li key={language.code}>
          <a
            href={languageHref(language.code, location)}
            hrefLang={language.code}
            aria-current={language.code === shell.language.code ? "true" : undefined}
            className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
          >
            <Flag url={language.flagIconUrl} lazy />
            <span lang={language.code} dir={language.direction}>
              {language.nativeName}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language switcher: hidden when the site has one active language or none. */
export function LanguageSwitcher({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  const t = useT();
  const shell = useShell();
  if (!shell || shell.languages.length <= 1) return null;
  const current = shell.languages.find((language) => language.code === shell.language.code);
  return (
    <div className={className}>
      <Dropdown
        label={`${t("language.label")}: ${current?.nativeName ?? shell.language.code}`}
        buttonClassName="rounded-md px-2 py-1.5 text-sm hover:bg-black/5"
        buttonContent={
          <>
            {current?.flagIconUrl ? <Flag url={current.flagIconUrl} /> : <Globe aria-hidden="true" className="size-4" />}
            <span className={compact ? "sr-only" : "hidden 2xl:inline"}>{current?.nativeName}</span>
          </>
        }
      >
        <LanguageLinks />
      </Dropdown>
    </div>
  );
}
