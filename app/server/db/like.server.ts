/** `text` as a literal inside a LIKE/ILIKE pattern: `\`, `%` and `_` escaped (PostgreSQL's default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
