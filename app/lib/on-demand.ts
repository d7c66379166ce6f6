import { use } from "react";

type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * Code that storefront pages show only to some visitors (the quote basket's controls in the header
 * and the cart sheet), kept out of the JavaScript every visitor loads. In the browser `load` runs the first time
 * a component asks for the module, so a visitor who never needs it never fetches it. On the server it
 * runs as the app starts, so a render never waits for it and a page without JavaScript still gets
 * the whole HTML. Call the returned hook inside a <Suspense> boundary: while the module is on its
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
  if (import.meta.env.SSR) void start();
  return () => use<T>(start() as Promise<T>);
}
