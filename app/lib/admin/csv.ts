/** CSV as spreadsheets write it (RFC 4180): quoted fields may hold the delimiter, quotes ("") and line breaks. */

export type CsvDelimiter = ";" | ",";

/** The delimiter of a file: the one of ; and , that occurs more often outside quotes in its first line. */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ";" : ",";
}

export interface CsvParseResult {
  rows: string[][];
  /** A quote left open at the end of the file, with the line it opened on. */
  unterminatedQuoteLine: number | null;
  /** The line each row starts on (1-based), for messages. */
  lines: number[];
}

/** Parses UTF-8 text (a byte-order mark is dropped); empty lines are skipped. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input.replace(/^\uFEFF/, ""))): CsvParseResult {
  const text = input.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  let fieldStarted = false;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === "" && !fieldStarted)) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    field = "";
    fieldStarted = false;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = "";
      fieldStarted = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      endRow();
      line++;
      rowLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== "" || row.length > 0 || fieldStarted) endRow();
  return { rows, lines, unterminatedQuoteLine: quoted ? quoteLine : null };
}

const needsQuotes = (value: string, delimiter: CsvDelimiter) => value.includes(delimiter) || /["\r\n]/.test(value) || /^\s|\s$/.test(value);

/**
 * One CSV text (with a byte-order mark, so that spreadsheet programs read UTF-8, and CRLF line
 * ends). A field starting with = + - @ is prefixed with ' so that a spreadsheet never runs it as a formula.
 */
export function stringifyCsv(rows: string[][], delimiter: CsvDelimiter = ";"): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return needsQuotes(safe, delimiter) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(delimiter)).join("\r\n")}\r\n`;
}

/** Undoes stringifyCsv's formula guard. */
export const unguardCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
