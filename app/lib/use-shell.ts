import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { localizePath, stripLanguagePrefix } from "./i18n/language";

/** The root loader's shell data (language, languages, menu, brand, footer); undefined only when the root loader failed. */
export function useShell() {
  return useRouteLoaderData<typeof rootLoader>("root");
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
