import { createHash } from "node:crypto";

// React and React Router write inline scripts as `<script>` or `<script type="module" …>` with the
// text escaped so that it cannot contain `</script`; data blocks (JSON-LD) are not executed, so CSP
// ignores them. The page is scanned as bytes: no copy of it as a string, and the hash is of the
// script's UTF-8 bytes, which is what browsers compare.
const open = Buffer.from("<script");
const close = Buffer.from("</script>");
const executableType = /\stype\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i;

/**
 * The CSP sources ('sha256-…') of every inline script in `html`: a cached page cannot carry a
 * per-request nonce, so its policy allows exactly the inline scripts it was stored with. An
 * injected script has another hash and does not run.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set<string>();
  let at = bytes.indexOf(open);
  while (at !== -1) {
    const tagEnd = bytes.indexOf(0x3e, at); // ">"
    if (tagEnd === -1) break;
    const attributes = bytes.toString("latin1", at + open.length, tagEnd);
    const end = bytes.indexOf(close, tagEnd);
    if (end === -1) break;
    // "<scripts…" or another element whose name starts with "script" is not a script.
    const isScript = attributes === "" || /^\s/.test(attributes);
    const executable = isScript && !/\ssrc\s*=/i.test(attributes) && (!/\stype\s*=/i.test(attributes) || executableType.test(attributes));
    if (executable)
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(bytes.subarray(tagEnd + 1, end))
          .digest("base64")}'`,
      );
    at = bytes.indexOf(open, end + close.length);
  }
  return [...hashes];
}
