import { createHash } from "node:crypto";

// React and React Router write inline scripts as `<script>` or `<script type="module" …>` with the
// text escaped so that it cannot contain `</script`; data blocks (JSON-LD) are not executed, so CSP
// ignores them.
const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const executableType = /\stype\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i;

/**
 * The CSP sources ('sha256-…') of every inline script in `html`: a cached page cannot carry a
 * per-request nonce, so its policy allows exactly the inline scripts it was stored with. An
 * injected script has another hash and does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (/\stype\s*=/i.test(attributes) && !executableType.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
