import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildProgress, runBuild } from "./build-progress.mjs";

// What `react-router build` prints (shortened: the real one lists every asset, about 150 lines).
const buildOutput = `
> factory-storefront@0.1.0 build
> react-router build

vite v7.3.8 building client environment for production...
transforming...
node_modules/zod/v4/core/util.js (400:0): A comment
✓ 2716 modules transformed.
Generated an empty chunk: "account.export".
rendering chunks...
computing gzip size...
build/client/.vite/manifest.json                                     26.95 kB │ gzip:   2.71 kB
build/client/assets/root-CyZ3zGnh.js                                  1.20 kB │ gzip:   0.60 kB
✓ built in 53.47s
  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8.
     -> https://reactrouter.com/v7/upgrading/future#futurev8_middleware
vite v7.3.8 building ssr environment for production...
transforming...
\u001b[32m✓\u001b[39m 2454 modules transformed.
rendering chunks...
build/server/index.js                                0.89 kB
✓ built in 25.80s
`;

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-build-progress-"));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** Runs a stand-in for the build that prints `text` (to stdout, the rest to stderr) and exits with `status`. */
async function fakeBuild(text: string, status: number) {
  const script = path.join(directory, `build-${status}.mjs`);
  const [first, ...rest] = text.split("vite v7.3.8 building ssr");
  fs.writeFileSync(
    script,
    `process.stdout.write(${JSON.stringify(first)}); process.stderr.write(${JSON.stringify(rest.length ? `vite v7.3.8 building ssr${rest.join("")}` : "")}); process.exitCode = ${status};`,
  );
  const out: string[] = [];
  const err: string[] = [];
  const logFile = path.join(directory, `build-${status}.log`);
  const exit = await runBuild({
    command: process.execPath,
    args: [script],
    cwd: directory,
    logFile,
    out: (line) => void out.push(line),
    err: (line) => void err.push(line),
  });
  return { exit, out: out.join(""), err: err.join(""), logFile };
}

describe("the build as npm start runs it", () => {
  it("makes one line of each build step", () => {
    const progress = buildProgress();
    const lines = buildOutput
      .split("\n")
      .map((line) => progress.line(line))
      .filter(Boolean);
    expect(lines).toEqual(["  ✓ client (2,716 modules) built in 53.47s", "  ✓ server (2,454 modules) built in 25.80s"]);
  });

  it("prints a line per step and where the whole output is, and keeps that output in the file", async () => {
    const { exit, out, err, logFile } = await fakeBuild(buildOutput, 0);
    expect(exit).toBe(0);
    expect(err).toBe("");
    const lines = out.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("  ✓ client (2,716 modules) built in 53.47s");
    expect(lines[1]).toBe("  ✓ server (2,454 modules) built in 25.80s");
    expect(lines[2]).toMatch(/^Built in \d+ s \(the build's output: build-0\.log\)$/);
    const kept = fs.readFileSync(logFile, "utf8");
    expect(kept).toContain("build/client/assets/root-CyZ3zGnh.js");
    expect(kept).toContain("Future Flag Warning");
  });

  it("prints the whole output when the build fails", async () => {
    const failing = buildOutput.replace("✓ built in 25.80s", "error during build:\nRollupError: something broke");
    const { exit, out, err } = await fakeBuild(failing, 2);
    expect(exit).toBe(2);
    expect(out).toBe("  ✓ client (2,716 modules) built in 53.47s\n");
    expect(err).toContain("RollupError: something broke");
    expect(err).toContain("build/client/assets/root-CyZ3zGnh.js");
    expect(err).toContain("The build failed (exit 2); its output is above.");
  });
});
