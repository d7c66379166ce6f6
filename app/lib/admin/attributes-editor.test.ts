import { describe, expect, it } from "vitest";
import { editorFromJson, editorToJson, emptyAttribute, moved } from "./attributes-editor";
import { ATTRIBUTES_EXAMPLE, parseProductForm } from "./product-form";

const serverReads = (json: string) => {
  const form = new FormData();
  form.set("name.nb", "Ost");
  form.set("vatRatePercent", "15");
  form.set("attributesSchema", json);
  const result = parseProductForm(form, { languageCodes: ["nb"], defaultCode: "nb", categoryIds: [] });
  return result.ok
    ? { ok: true as const, schema: result.value.attributesSchema }
    : { ok: false as const, problems: result.problems.map((problem) => problem.field) };
};

describe("the attributes editor's conversion", () => {
  it("round-trips a schema through the rows to the same JSON the server accepts", () => {
    const schema = {
      attributes: [
        {
          key: "size",
          type: "select",
          label: { nb: "Størrelse", en: "Size" },
          options: [
            { value: "small", label: { nb: "Liten", en: "Small" } },
            { value: "large", label: { nb: "Stor", en: "Large" }, priceOre: 2500 },
          ],
        },
        { key: "extras", type: "multi", label: { nb: "Tillegg" }, options: [{ value: "cheese", label: { nb: "Ost" }, priceOre: 0 }] },
      ],
    };
    const rows = editorFromJson(JSON.stringify(schema));
    expect(rows).not.toBeNull();
    expect(rows!.map((row) => [row.key, row.type, row.options.map((option) => option.priceOre)])).toEqual([
      ["size", "select", ["", "2500"]],
      ["extras", "multi", ["0"]],
    ]);
    const json = editorToJson(rows!);
    expect(JSON.parse(json)).toEqual(schema);
    expect(serverReads(json)).toEqual({ ok: true, schema });
    expect(editorFromJson(ATTRIBUTES_EXAMPLE)).not.toBeNull();
  });

  it("posts nothing for no rows, trims text, drops empty labels", () => {
    expect(editorToJson([])).toBe("");
    expect(editorFromJson("  ")).toEqual([]);
    const row = { ...emptyAttribute(), key: " colour ", label: { nb: " Farge ", en: " " } };
    row.options = [{ ...row.options[0]!, value: " red ", label: { nb: "Rød", en: "" }, priceOre: " " }];
    expect(JSON.parse(editorToJson([row]))).toEqual({
      attributes: [{ key: "colour", type: "select", label: { nb: "Farge" }, options: [{ value: "red", label: { nb: "Rød" } }] }],
    });
  });

  it("leaves judging to the server: a half-filled row or a bad price is posted and refused there", () => {
    expect(serverReads(editorToJson([emptyAttribute()]))).toEqual({ ok: false, problems: ["attributesSchema"] });
    const row = { ...emptyAttribute(), key: "size", label: { nb: "Str" } };
    row.options = [{ ...row.options[0]!, value: "s", label: { nb: "S" }, priceOre: "12,5" }];
    const json = editorToJson([row]);
    expect(JSON.parse(json).attributes[0].options[0].priceOre).toBe("12,5");
    expect(serverReads(json)).toEqual({ ok: false, problems: ["attributesSchema"] });
  });

  it("shows as rows only the shapes it can show; anything else stays JSON", () => {
    expect(editorFromJson("{not json")).toBeNull();
    expect(editorFromJson("[]")).toBeNull();
    expect(editorFromJson(JSON.stringify({ attributes: [], extra: 1 }))).toBeNull();
    expect(editorFromJson(JSON.stringify({ attributes: [{ key: "a", type: "text", label: {}, options: [] }] }))).toBeNull();
    expect(editorFromJson(JSON.stringify({ attributes: [{ key: "a", type: "select", label: { nb: 1 }, options: [] }] }))).toBeNull();
    expect(
      editorFromJson(
        JSON.stringify({ attributes: [{ key: "a", type: "select", label: {}, options: [{ value: "x", label: {}, priceOre: "5" }] }] }),
      ),
    ).toBeNull();
  });

  it("moves an item one place, and not past either end", () => {
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    const list = ["a", "b"];
    expect(moved(list, 0, -1)).toBe(list);
    expect(moved(list, 1, 1)).toBe(list);
  });
});
