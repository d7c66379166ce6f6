import { Suspense, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CartSheet } from "./components/cart/CartSheet";
import { EditMode } from "./components/edit-mode/lazy";
import { SiteHeader } from "./components/header/SiteHeader";
import { SiteFooter } from "./components/shell/SiteFooter";
import { StatusPage } from "./components/shell/StatusPage";
import { languageFromPath, type LanguageSummary } from "./lib/i18n/language";
import { useT } from "./lib/i18n/use-t";
import { useShellNavigation } from "./lib/use-shell";
import { AppStyles } from "./lib/app-styles";
import { useNonce } from "./lib/nonce";
import { FlashToaster } from "./components/toast/FlashToaster";
import { shellOfPath } from "./server/site/shell.server";
import { loadPersonalState, rootData } from "./server/page-cache/personal-state.server";
import { PersonalData, useAdminState } from "./lib/personal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const shell = await shellOfPath(new URL(request.url).pathname, context);
  // A page shared between visitors carries no visitor's state: the browser takes it from the
  // document's JSON block, which is filled in for each visitor (ADR 0035).
  if (context.sharedRender) return data(rootData(shell, null));
  const { state, headers } = await loadPersonalState(request, context, shell);
  return data(rootData(shell, state), { headers });
}

// In the browser: the site's languages, as the page's root data last said.
let siteLanguages: { languages: LanguageSummary[]; defaultCode: string } = { languages: [], defaultCode: "" };
const languageOfPath = (pathname: string) => languageFromPath(pathname, siteLanguages.languages, siteLanguages.defaultCode).code;

/**
 * The root's data (the shell and the visitor's state) is loaded again after any form or fetcher
 * submission, on an explicit revalidation, and for a page in another language; not when a link
 * leads to another page in the same language. So a client-side navigation asks only for the page's
 * own data, which is the same for every visitor and answered from the page cache even for a
 * visitor with a cart or a session (ADR 0035).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!defaultShouldRevalidate) return false;
  if (formMethod || currentUrl.href === nextUrl.href) return true;
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const languages = root?.languages;
  const defaultCode = root?.defaultLanguageCode;
  useEffect(() => {
    if (languages && defaultCode) siteLanguages = { languages, defaultCode };
  }, [languages, defaultCode]);
  const nonce = useNonce();
  const language = root?.language ?? { code: "en", direction: "ltr" as const };
  // An uploaded favicon (/uploads/{id}) is a PNG, ICO …: its type is the server's to say.
  const favicon = root?.brand?.faviconUrl ?? "/favicon.svg";
  return (
    <html lang={language.code} dir={language.direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="application-name" content={root?.brand?.siteName ?? "Factory Management System"} />
        <meta name="theme-color" content="#1f5135" />
        <link rel="icon" href={favicon} type={favicon.endsWith(".svg") ? "image/svg+xml" : undefined} />
        <AppStyles nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <PersonalData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { editMode, toast } = useAdminState();
  const navigation = useShellNavigation();
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      {/* Without the root loader's data (it failed) the header is a skeleton with no cart button, and no UI strings came: no sheet. */}
      {root ? <CartSheet /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* Exactly one footer: the remembered markup, or in Edit Mode its editable React twin instead
          (no markup footer as the fallback while Edit Mode's code loads: React could leave it standing beside the editor). */}
      {navigation ? (
        editMode ? (
          <Suspense fallback={null}>
            <EditMode part="footer" footer={navigation.footer} />
          </Suspense>
        ) : (
          <SiteFooter footer={navigation.footer} />
        )
      ) : null}
      <FlashToaster message={toast} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? "notFound" : status === 503 ? "unavailable" : status === 403 ? "forbidden" : "error";
  return (
    <Shell>
      <title>{`${t(`${kind}.title`)}`}</title>
      <meta name="robots" content="noindex" />
      <StatusPage
        status={status}
        title={t(`${kind}.title`)}
        body={t(`${kind}.body`)}
        backLabel={t("notFound.back")}
        homePath={root?.homePath}
      />
    </Shell>
  );
}
