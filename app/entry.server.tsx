import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough, Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import appCss from "./app.css?inline";
import { AppStylesProvider } from "./lib/app-styles";
import { onDemandLoading } from "./lib/on-demand";
import { NonceProvider } from "./lib/nonce";
import { PersonalOutsideHolesContext } from "./lib/personal";
import { loadPersonalRoot, renderPersonalHoles } from "./server/page-cache/personal-page.server";
import { redactSecretParameters } from "./server/secret-params.server";

export const streamTimeout = 5_000;

/** For server/pages.ts: filling a cached page's holes for a visitor (ADR 0035), with this build's React and React Router. */
export const personalPages = { load: loadPersonalRoot, render: renderPersonalHoles };

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Only in the first moments after a start: the code of the parts some visitors see (lib/on-demand).
  const loading = onDemandLoading();
  if (loading) await loading;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA-mode builds and pages shared through the page cache get the whole document at once.
    const whole = loadContext.sharedRender || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    // A shared page carries no nonce: its CSP lists the hashes of its inline scripts instead.
    const nonce = loadContext.cspNonce || undefined;

    // Made before the render starts, so that every callback below may clear it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <AppStylesProvider value={appCss}>
          <PersonalOutsideHolesContext.Provider value={loadContext.sharedRender ? loadContext.personalOutsideHoles : null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PersonalOutsideHolesContext.Provider>
        </AppStylesProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (whole) return;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onAllReady() {
          if (!whole) return;
          // Everything is rendered: collect React's many small chunks into one buffer and one write.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const body = Buffer.concat(chunks);
              // The whole document is written: nothing is left for the timeout to abort.
              clearTimeout(timeout);
              if (loadContext.sharedRender) {
                loadContext.keepDocument(body);
                resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
              } else {
                resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              }
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A query that found the database gone marks it down: later requests get the 503 page at once.
  if (context.httpError(error) !== error) return;
  // 4xx responses (a POST without an action, a thrown 404) are the client's doing, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.logger.debug({ status: error.status, url: redactSecretParameters(request.url) }, "client error");
    return;
  }
  context.logger.error({ err: error, url: redactSecretParameters(request.url) }, "unhandled error");
};
