import { describe, expect, it } from "vitest";
import { detectDelimiter, parseCsv, stringifyCsv, unguardCell } from "./csv";

describe("CSV", () => {
  it("detects ; or , from the header line, outside quotes", () => {
    expect(detectDelimiter("sku;name_nb;price\n1;2;3")).toBe(";");
    expect(detectDelimiter("sku,name_nb,price")).toBe(",");
    expect(detectDelimiter('"a;b;c",x,y')).toBe(",");
  });
  it("parses quotes, doubled quotes, delimiters and line breaks inside quotes, CRLF and a BOM", () => {
    const result = parseCsv('\uFEFFsku;name\r\nA-1;"Brød; grovt"\r\nA-2;"Sier ""hei""\nog ha det"\r\n\r\nA-3;\r\n');
    expect(result.rows).toEqual([
      ["sku", "name"],
      ["A-1", "Brød; grovt"],
      ["A-2", 'Sier "hei"\nog ha det'],
      ["A-3", ""],
    ]);
    expect(result.lines).toEqual([1, 2, 3, 6]);
    expect(result.unterminatedQuoteLine).toBeNull();
  });
  it("reports a quote left open", () => {
    expect(parseCsv('sku,name\nA,"open\nB,x').unterminatedQuoteLine).toBe(2);
  });
  it("round-trips, guarding formulas", () => {
    const rows = [
      ["sku", "name", "note"],
      ["X;1", 'a "quoted" name', '=HYPERLINK("http://evil")'],
      ["Y", "line\nbreak", " padded "],
    ];
    const text = stringifyCsv(rows, ";");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const parsed = parseCsv(text);
    expect(parsed.rows.map((row) => row.map(unguardCell))).toEqual(rows);
    expect(parseCsv(stringifyCsv(rows, ","), ",").rows.map((row) => row.map(unguardCell))).toEqual(rows);
  });
});
