import { localizePath } from "../i18n/language";

/** A menu or footer link as the browser gets it. */
export interface NavLink {
  id: string;
  title: string;
  /** Where the link goes: internal paths localized into the page's language. */
  href: string;
  /** The stored, language-neutral URL (what the active-state rule compares). */
  url: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  isExternal: boolean;
  icon: string | null;
  children: NavLink[];
}

/** Whether a stored URL points inside the site (a path), as opposed to another site or a mailto:/tel: link. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** Builds the browser's view of a stored link: internal paths get the language prefix. */
export function toNavLink(
  item: {
    id: string;
    title: string;
    url: string;
    isExternal: boolean;
    icon?: string | null;
    children?: Array<Parameters<typeof toNavLink>[0]>;
  },
  languageCode: string,
  defaultLanguageCode: string,
): NavLink {
  const internal = isInternalUrl(item.url);
  return {
    id: item.id,
    title: item.title,
    href: internal ? localizePath(item.url, languageCode, defaultLanguageCode) : item.url,
    url: item.url,
    isExternal: item.isExternal || /^https?:\/\//i.test(item.url),
    icon: item.icon ?? null,
    children: (item.children ?? []).map((child) => toNavLink(child, languageCode, defaultLanguageCode)),
  };
}
