// @ts-check
// `npm run dev`: our Express server with Vite in middleware mode (hot reload, no build).
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const server = /** @type {{ main: (options: { vite: import("vite").ViteDevServer }) => Promise<unknown> }} */ (
  await vite.ssrLoadModule("./server/app.ts")
);
await server.main({ vite });
