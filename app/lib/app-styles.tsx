import { createContext, useContext } from "react";

// The site's stylesheet is written into every server-rendered page as one <style> element instead
// of a render-blocking <link>: the page can paint as soon as its HTML has arrived, without a
// second round trip (see ADR 0007). The server hands the compiled CSS in through this context; in
// the browser the context is empty and the element keeps the text the server wrote, so hydration
// sees the same markup and client-side navigation never touches it.
const AppStylesContext = createContext<string | undefined>(undefined);

export const AppStylesProvider = AppStylesContext.Provider;

let browserCss: string | undefined;

function stylesFromDocument(): string {
  browserCss ??= document.getElementById("app-styles")?.textContent ?? "";
  return browserCss;
}

export function AppStyles({ nonce }: { nonce: string | undefined }) {
  const serverCss = useContext(AppStylesContext);
  const css = serverCss ?? (typeof document === "undefined" ? "" : stylesFromDocument());
  return <style id="app-styles" nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
