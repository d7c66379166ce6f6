import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const stubs = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-ci-run-"));
afterAll(() => fs.rmSync(stubs, { recursive: true, force: true }));

/** A command on PATH that notes its name, arguments and CI variable, and succeeds. */
function stub(name: string) {
  const file = path.join(stubs, name);
  fs.writeFileSync(file, `#!/bin/sh\necho "${name} $* CI=\${CI-unset}" >> "${path.join(stubs, "calls.log")}"\n`, { mode: 0o755 });
}

describe(".ci/run", () => {
  it("runs the README's test command with CI=true, so that a stray .only fails the run", () => {
    for (const name of ["npm", "psql", "pg_isready", "apt-get", "pg_ctlcluster"]) stub(name);
    const { CI: _ci, ...environment } = process.env;
    const result = spawnSync("bash", [path.join(root, ".ci", "run")], {
      cwd: root,
      env: { ...environment, PATH: `${stubs}:/usr/bin:/bin`, CHROMIUM_PATH: "/bin/true" },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const calls = fs.readFileSync(path.join(stubs, "calls.log"), "utf8").trim().split("\n");
    expect(calls).toContain("npm test CI=true");
    expect(calls.filter((call) => call.startsWith("npm ")).every((call) => call.endsWith("CI=true"))).toBe(true);
  });

  it("the test scripts' comments name where the PostgreSQL journeys are listed, not an old subset", () => {
    for (const file of ["scripts/test.mjs", "scripts/e2e-postgres-server.mjs"]) {
      const header = fs.readFileSync(path.join(root, file), "utf8").split("\n").slice(0, 8).join("\n");
      expect(header, file).toContain("postgresJourneys");
      expect(header, file).not.toMatch(/accounts and catalogue journeys/);
    }
    expect(fs.readFileSync(path.join(root, "playwright.config.ts"), "utf8")).toContain("const postgresJourneys = [");
  });
});
