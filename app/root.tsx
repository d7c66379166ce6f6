import { Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CartSheet } from "./components/cart/CartSheet";
import { EditMode } from "./components/edit-mode/lazy";
import { SiteHeader } from "./components/header/SiteHeader";
import { SiteFooter } from "./components/shell/SiteFooter";
import { StatusPage } from "./components/shell/StatusPage";
import { languageFromPath } from "./lib/i18n/language";
import { useT } from "./lib/i18n/use-t";
import { useShellNavigation } from "./lib/use-shell";
import { AppStyles } from "./lib/app-styles";
import { useNonce } from "./lib/nonce";
import { FlashToaster } from "./components/toast/FlashToaster";
import { loadAccountState } from "./server/auth/viewer.server";
import { loadVisitorCart } from "./server/cart/visitor.server";
import { loadVisitorQuoteBasket } from "./server/quotes/visitor.server";
import { endEmptyGuestVisit } from "./server/guest/guest-state.server";
import { pageTags } from "./server/page-cache/tags";
import { readCookie } from "./server/auth/cookies.server";
import { EDIT_MODE_COOKIE } from "./server/edit-mode/access.server";
import { editModeMessagesJson, loadShell, shellForClient } from "./server/site/shell.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await context.site();
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname, site.languages, site.defaultLanguage.code);
  // The shell (header, menu, footer, UI strings) is read once per process and language, until a write changes it.
  const [shell, { account, headers }, cart, quote] = await Promise.all([
    context.memo.get(`shell:${language.code}`, [pageTags.shell], () => loadShell(context.db, site, language.code)),
    loadAccountState(request, context),
    loadVisitorCart(request, context, language.code, site.defaultLanguage.code),
    loadVisitorQuoteBasket(request, context, language.code, site.defaultLanguage.code),
  ]);
  // A guest cookie that keys nothing any more (an emptied cart and quote basket, a stale cookie) goes, so the visitor's next pages are shared ones.
  if (!account.user && !cart?.items.length && !quote?.items.length)
    for (const line of await endEmptyGuestVisit(request, context)) headers.append("Set-Cookie", line);
  // Edit Mode is personal: on only for an admin (checked on the server) who turned it on; such a
  // request carries personal cookies, so its page never enters the shared page cache.
  const editMode = account.isAdmin && readCookie(request, EDIT_MODE_COOKIE) === "on";
  const editor = account.isAdmin ? { editMode, messagesJson: editModeMessagesJson(shell) } : null;
  return data({ ...shellForClient(shell), ...account, cart, quote, editMode, editor }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
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
        root?.editMode ? (
          <Suspense fallback={null}>
            <EditMode part="footer" footer={navigation.footer} />
          </Suspense>
        ) : (
          <SiteFooter footer={navigation.footer} />
        )
      ) : null}
      <FlashToaster message={root?.toast ?? null} />
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
