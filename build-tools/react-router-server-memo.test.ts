import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { applySourcePatches, reactRouterServerPatches } from "./react-router-server-memo";

const productionDir = fileURLToPath(new URL("../node_modules/react-router/dist/production/", import.meta.url));
const productionFiles = fs
  .readdirSync(productionDir)
  .filter((name) => name.endsWith(".mjs"))
  .map((name) => ({ name, code: fs.readFileSync(path.join(productionDir, name), "utf8") }));

describe("React Router server patches", () => {
  it("each applies exactly once to the installed production build's browser/server chunks", () => {
    // index-react-server.mjs (React Server Components) is not part of our server build.
    const counts = new Map<string, number>();
    for (const file of productionFiles.filter((candidate) => candidate.name.startsWith("chunk-"))) {
      for (const name of applySourcePatches(file.code, reactRouterServerPatches).applied) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(reactRouterServerPatches.map((patch) => [patch.name, 1])));
  });

  it("leaves code without the patched functions alone and refuses an ambiguous match", () => {
    expect(applySourcePatches("const x = 1;", reactRouterServerPatches)).toEqual({ code: "const x = 1;", applied: [] });
    const [first] = reactRouterServerPatches;
    if (!first) throw new Error("no patches");
    expect(() => applySourcePatches(`${first.find}\n${first.find}`, [first])).toThrow(/more than once/);
  });

  it("keeps behaviour: remembered values are reused, and a changed path or match gives its own manifest", async () => {
    const { code } = applySourcePatches(
      [
        "function getPartialManifest({ sri, ...manifest }, router) {",
        "  calls.push(router.state.location.pathname);",
        "  return { ...manifest, ids: router.state.matches.map((m) => m.route.id) };",
        "}",
        "export { getPartialManifest };",
      ].join("\n"),
      reactRouterServerPatches,
    );
    const calls: string[] = [];
    const module = new Function("calls", `${code.replace("export { getPartialManifest };", "")}\nreturn getPartialManifest;`) as (
      calls: string[],
    ) => (manifest: object, router: object) => object;
    const getPartialManifest = module(calls);
    const manifest = { version: "1", routes: {} };
    const router = (pathname: string, ids: string[]) => ({
      basename: "/",
      state: { location: { pathname }, matches: ids.map((id) => ({ route: { id } })) },
    });
    const first = getPartialManifest(manifest, router("/products/a", ["root", "product"]));
    // Same parent path and matches: the remembered object; the last segment does not enter the manifest.
    expect(getPartialManifest(manifest, router("/products/b", ["root", "product"]))).toBe(first);
    expect(getPartialManifest(manifest, router("/en/products/b", ["root", "product-localized"]))).not.toBe(first);
    expect(getPartialManifest(manifest, router("/products/a/b", ["root"]))).not.toBe(first);
    expect(calls).toEqual(["/products/a", "/en/products/b", "/products/a/b"]);
  });

  it("matches like React Router when the branch of a path is remembered (the patched build, run)", async () => {
    const chunk = productionFiles.find((file) => file.code.includes("function createStaticHandler2(routes, opts)"));
    if (!chunk) throw new Error("createStaticHandler2 not found");
    // Beside node_modules, so that its imports (react) resolve as in the build.
    const dir = fileURLToPath(new URL("../node_modules/.cache/react-router-server-memo-test/", import.meta.url));
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `chunk-${process.pid}.mjs`);
    fs.writeFileSync(file, applySourcePatches(chunk.code, reactRouterServerPatches).code);
    try {
      const { createStaticHandler2 } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        createStaticHandler2: (routes: object[]) => {
          query: (request: Request) => Promise<{ matches: Array<{ params: Record<string, string>; route: { id: string } }> } | Response>;
        };
      };
      const handler = createStaticHandler2([
        {
          id: "root",
          path: "",
          children: [
            { id: "home", index: true },
            { id: "product", path: "products/:slug" },
            { id: "product-localized", path: ":lang/products/:slug" },
          ],
        },
      ]);
      const matched = async (url: string) => {
        const context = await handler.query(new Request(`http://shop.test${url}`));
        if (context instanceof Response) throw new Error("unexpected response");
        return context.matches.map((match) => `${match.route.id}${JSON.stringify(match.params)}`);
      };
      for (let round = 0; round < 2; round++) {
        expect(await matched("/products/milk")).toEqual(['root{"slug":"milk"}', 'product{"slug":"milk"}']);
        expect(await matched("/products/cheese")).toEqual(['root{"slug":"cheese"}', 'product{"slug":"cheese"}']);
        expect(await matched("/en/products/milk")).toEqual([
          'root{"lang":"en","slug":"milk"}',
          'product-localized{"lang":"en","slug":"milk"}',
        ]);
        expect(await matched("/")).toEqual(["root{}", "home{}"]);
        expect(await matched("/nowhere/at/all")).toEqual(["root{}"]);
      }
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
