import type { Express } from "express";
import type { AddressInfo } from "node:net";

/** Serves `app` on a free local port, for tests of middleware. */
export async function listen(app: Express): Promise<{ base: string; close: () => void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
