import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { ShellNavigation } from "~/server/site/shell.server";
import { localizePath, stripLanguagePrefix } from "./i18n/language";

/** The root loader's shell data (language, languages, brand; the menu and footer through `useShellNavigation`); undefined only when the root loader failed. */
export function useShell() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

// Parsed once per text, and the same objects while the text stays: the menu and footer markup is remembered per object.
const navigations = new Map<string, ShellNavigation>();

/** The menu and the footer of the shell (sent as one JSON text); null only when the root loader failed. */
export function useShellNavigation(): ShellNavigation | null {
  const json = useShell()?.navigationJson;
  if (!json) return null;
  let navigation = navigations.get(json);
  if (!navigation) {
    if (navigations.size >= 32) navigations.clear();
    navigations.set(json, (navigation = JSON.parse(json) as ShellNavigation));
  }
  return navigation;
}

/** Localizes a language-neutral path ("/products") into the page's language. */
export function useLocalizePath(): (path: string) => string {
  const shell = useShell();
  return (path) => (shell ? localizePath(path, shell.language.code, shell.defaultLanguageCode) : path);
}

/** The current location without its language prefix, which is what menu URLs are compared with. */
export function useNeutralLocation(): { pathname: string; search: string } {
  const location = useLocation();
  const shell = useShell();
  const pathname = shell ? stripLanguagePrefix(location.pathname, shell.languages, shell.defaultLanguageCode) : location.pathname;
  return { pathname, search: location.search };
}
