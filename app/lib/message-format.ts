/**
 * A small ICU MessageFormat subset: `{name}`, `{count, number}`, `{count, plural, =0 {…} one {# item} other {# items}}`
 * and `{kind, select, a {…} other {…}}`, nested. Enough for UI strings without shipping a full
 * ICU runtime to the browser. Unknown variables render as empty text, never as the key.
 */
export type MessageValues = Record<string, string | number | undefined>;

interface Cursor {
  text: string;
  at: number;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

// The characters that can mean something; everything between them is copied as it stands.
const special = /['{}#]/g;

export function formatMessage(message: string, values: MessageValues = {}, locale = "en"): string {
  // Most UI strings are plain text: no argument, no quoting (a page formats some hundred of them per render).
  if (!message.includes("{") && !message.includes("'")) return message;
  const cursor: Cursor = { text: message, at: 0 };
  return readMessage(cursor, values, locale, undefined, false);
}

/** Reads until the end of input, or until the `}` that closes the current branch. */
function readMessage(cursor: Cursor, values: MessageValues, locale: string, hash: number | undefined, inBranch: boolean): string {
  let output = "";
  while (cursor.at < cursor.text.length) {
    const char = cursor.text[cursor.at]!;
    if (char === "'" && cursor.text[cursor.at + 1] === "'") {
      output += "'";
      cursor.at += 2;
    } else if (char === "'" && /[{}#]/.test(cursor.text[cursor.at + 1] ?? "")) {
      const end = cursor.text.indexOf("'", cursor.at + 1);
      const stop = end === -1 ? cursor.text.length : end;
      output += cursor.text.slice(cursor.at + 1, stop);
      cursor.at = stop + 1;
    } else if (char === "{") {
      cursor.at++;
      output += readArgument(cursor, values, locale);
    } else if (char === "}" && inBranch) {
      cursor.at++;
      return output;
    } else if (char === "#" && hash !== undefined) {
      output += numberFormat(locale).format(hash);
      cursor.at++;
    } else {
      special.lastIndex = cursor.at + 1;
      const stop = special.exec(cursor.text)?.index ?? cursor.text.length;
      output += cursor.text.slice(cursor.at, stop);
      cursor.at = stop;
    }
  }
  return output;
}

function readArgument(cursor: Cursor, values: MessageValues, locale: string): string {
  const header = /^\s*([\w.]+)\s*(?:,\s*(plural|select|number)\s*(?:,|(?=\})))?/.exec(cursor.text.slice(cursor.at));
  if (!header) throw new Error(`Bad message argument at ${cursor.at}: ${cursor.text}`);
  cursor.at += header[0].length;
  const name = header[1]!;
  const type = header[2];
  const value = values[name];
  if (!type || type === "number") {
    skipTo(cursor, "}");
    if (value === undefined) return "";
    return type === "number" && typeof value === "number" ? numberFormat(locale).format(value) : String(value);
  }
  const branches = new Map<string, number>();
  let offset = 0;
  for (;;) {
    skipSpace(cursor);
    if (cursor.text[cursor.at] === "}") {
      cursor.at++;
      break;
    }
    const selector = /^(offset:\d+|=\d+|[\w-]+)\s*/.exec(cursor.text.slice(cursor.at));
    if (!selector) throw new Error(`Bad message branch at ${cursor.at}: ${cursor.text}`);
    cursor.at += selector[0].length;
    if (selector[1]!.startsWith("offset:")) {
      offset = Number(selector[1]!.slice(7));
      continue;
    }
    if (cursor.text[cursor.at] !== "{") throw new Error(`Expected '{' at ${cursor.at}: ${cursor.text}`);
    branches.set(selector[1]!, cursor.at + 1);
    cursor.at++;
    readMessage(cursor, {}, locale, 0, true);
  }
  const end = cursor.at;
  let chosen: number | undefined;
  let hash: number | undefined;
  if (type === "plural") {
    const count = Number(value ?? 0);
    hash = count - offset;
    chosen = branches.get(`=${count}`) ?? branches.get(pluralCategory(locale, hash)) ?? branches.get("other");
  } else {
    chosen = branches.get(String(value)) ?? branches.get("other");
  }
  if (chosen === undefined) return "";
  const branchCursor: Cursor = { text: cursor.text, at: chosen };
  const result = readMessage(branchCursor, values, locale, hash, true);
  cursor.at = end;
  return result;
}

function skipSpace(cursor: Cursor): void {
  while (/\s/.test(cursor.text[cursor.at] ?? "")) cursor.at++;
}

function skipTo(cursor: Cursor, char: string): void {
  const index = cursor.text.indexOf(char, cursor.at);
  cursor.at = index === -1 ? cursor.text.length : index + 1;
}
