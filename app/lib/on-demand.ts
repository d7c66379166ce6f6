import { use } from "react";

type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

// On the server: the on-demand modules still loading (started as the app starts).
const serverLoads = new Set<Promise<unknown>>();

/**
 * On the server, a promise that settles once every on-demand module has loaded, or undefined when
 * none is still loading (every request after the first moments). The document render waits for it,
 * so that no page, not even the first after a start, is rendered without those parts.
 */
export function onDemandLoading(): Promise<unknown> | undefined {
  return serverLoads.size > 0 ? Promise.allSettled([...serverLoads]) : undefined;
}

/**
 * Code that storefront pages show only to some visitors (the quote basket's controls in the header
 * and the cart sheet), kept out of the JavaScript every visitor loads. In the browser `load` runs the first time
 * a component asks for the module, so a visitor who never needs it never fetches it. On the server it
 * runs as the app starts, and the document render waits for it (`onDemandLoading`), so a page
 * without JavaScript always gets the whole HTML. Call the returned hook inside a <Suspense> boundary: while the module is on its
 * way, hydration keeps the server's HTML, a later render shows the boundary's fallback.
 */
export function onDemand<T>(load: () => Promise<T>): () => T {
  let loading: Loading<T> | undefined;
  const start = (): Loading<T> => {
    if (!loading) {
      const promise: Loading<T> = load();
      // React's `use` reads a thenable's status: once settled it answers at once, without suspending.
      promise.status = "pending";
      promise.then(
        (value) => {
          promise.status = "fulfilled";
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = "rejected";
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  if (import.meta.env.SSR) {
    const promise = start();
    serverLoads.add(promise);
    const settled = () => serverLoads.delete(promise);
    promise.then(settled, settled);
  }
  return () => use<T>(start() as Promise<T>);
}
