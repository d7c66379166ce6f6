// @ts-check
// The production build as `npm start` runs it on a first start (or after the sources changed): the
// build's own output (about 150 lines: every asset, warnings, React Router's future flags) goes to
// a file, and the terminal gets one line per build step. A failed build prints its whole output.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Reads the build's output line by line and answers a progress line when a step ends: Vite's
 * "building <environment> environment for production..." opens a step, its "✓ N modules
 * transformed." counts it, "✓ built in Xs" ends it.
 */
export function buildProgress() {
  /** @type {{ name: string, modules: string | null } | null} */
  let step = null;
  /** @type {string[]} */
  const done = [];
  return {
    /** @param {string} line @returns {string | null} a progress line, when `line` ends a step */
    line(line) {
      // eslint-disable-next-line no-control-regex
      const text = line.replace(/\u001b\[[0-9;]*m/g, "").trim();
      const started = /building (\w+) environment for production/.exec(text) ?? (/building SSR bundle/.test(text) ? [text, "ssr"] : null);
      if (started) {
        step = { name: started[1] === "ssr" ? "server" : (started[1] ?? "app"), modules: null };
        return null;
      }
      const modules = /✓ (\d+) modules transformed/.exec(text);
      if (modules && step) step.modules = modules[1] ?? null;
      const built = /✓ built in ([\d.]+\s*m?s)/.exec(text);
      if (built && step) {
        const summary = `  ✓ ${step.name}${step.modules ? ` (${Number(step.modules).toLocaleString("en")} modules)` : ""} built in ${built[1]}`;
        done.push(step.name);
        step = null;
        return summary;
      }
      return null;
    },
    /** The steps finished so far. */
    get done() {
      return [...done];
    },
  };
}

/**
 * Runs `command` (the build) with its output captured: progress lines to `out`, the whole output
 * to `logFile` once it has finished (the build empties the build directory as it starts). On
 * failure, the whole output goes to `err`. Resolves with the exit status.
 * @param {{ command: string, args: string[], cwd: string, logFile: string, out: (text: string) => void, err: (text: string) => void }} options
 * @returns {Promise<number>}
 */
export function runBuild({ command, args, cwd, logFile, out, err }) {
  const started = Date.now();
  const progress = buildProgress();
  /** @type {string[]} */
  const output = [];
  let pending = "";
  const take = (/** @type {Buffer} */ chunk) => {
    pending += chunk.toString("utf8");
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? "";
    for (const line of lines) {
      output.push(line);
      const summary = progress.line(line);
      if (summary) out(`${summary}\n`);
    }
  };
  return new Promise((resolve) => {
    // FORCE_COLOR=0: the file gets plain text, whatever the terminal.
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", (error) => {
      err(`The build could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => {
      if (pending) output.push(pending);
      const status = code ?? (signal ? 1 : 0);
      const text = `${output.join("\n")}\n`;
      if (status !== 0) {
        err(text);
        err(`The build failed (exit ${status}); its output is above.\n`);
        return resolve(status);
      }
      try {
        fs.mkdirSync(path.dirname(logFile), { recursive: true });
        fs.writeFileSync(logFile, text);
      } catch {
        // Only the record of a build that worked: the start goes on without it.
      }
      out(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s (the build's output: ${path.relative(cwd, logFile)})\n`);
      resolve(0);
    });
  });
}
