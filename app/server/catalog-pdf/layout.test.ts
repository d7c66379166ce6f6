import { describe, expect, it } from "vitest";
import { planCatalogue, PRODUCTS_PER_PAGE } from "./layout";

const items = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe("planCatalogue", () => {
  it("puts the cover on page 1, the contents on page 2 and each category from a new page", () => {
    const plan = planCatalogue([
      { key: "dairy", title: "Meieri", items: items("d", 7) },
      { key: "grains", title: "Korn", items: items("g", 5) },
      { key: "organic", title: "Økologisk", items: items("o", 1) },
    ]);
    expect(PRODUCTS_PER_PAGE).toBe(5);
    expect(plan.tocPages).toBe(1);
    expect(plan.sections.map((section) => [section.key, section.startPage])).toEqual([
      ["dairy", 3],
      ["grains", 5],
      ["organic", 6],
    ]);
    expect(plan.sections[0]!.pages).toEqual([
      { pageNumber: 3, first: true, items: ["d1", "d2", "d3", "d4", "d5"] },
      { pageNumber: 4, first: false, items: ["d6", "d7"] },
    ]);
    expect(plan.sections[1]!.pages).toEqual([{ pageNumber: 5, first: true, items: ["g1", "g2", "g3", "g4", "g5"] }]);
    expect(plan.pageCount).toBe(6);
    expect(plan.tocPageEntries.map((page) => page.map((entry) => entry.key))).toEqual([["dairy", "grains", "organic"]]);
  });

  it("leaves out empty categories, from the pages and from the contents", () => {
    const plan = planCatalogue([
      { key: "empty", title: "Tom", items: [] },
      { key: "dairy", title: "Meieri", items: items("d", 2) },
    ]);
    expect(plan.sections.map((section) => section.key)).toEqual(["dairy"]);
    expect(plan.sections[0]!.startPage).toBe(3);
    expect(plan.pageCount).toBe(3);
  });

  it("gives the contents more pages when the categories do not fit on one, and numbers the rest after them", () => {
    const sections = Array.from({ length: 7 }, (_, index) => ({ key: `c${index}`, title: `C${index}`, items: items(`c${index}-`, 3) }));
    const plan = planCatalogue(sections, { tocEntriesPerPage: 3, productsPerPage: 2 });
    expect(plan.tocPages).toBe(3);
    expect(plan.tocPageEntries.map((page) => page.length)).toEqual([3, 3, 1]);
    // Cover 1, contents 2–4, then two pages per category.
    expect(plan.sections.map((section) => section.startPage)).toEqual([5, 7, 9, 11, 13, 15, 17]);
    expect(plan.pageCount).toBe(18);
  });

  it("plans a catalogue of 1 000 products on 203 pages, every product exactly once", () => {
    const plan = planCatalogue([
      { key: "a", title: "A", items: items("a", 250) },
      { key: "b", title: "B", items: items("b", 750) },
    ]);
    expect(plan.pageCount).toBe(1 + 1 + 50 + 150);
    const placed = plan.sections.flatMap((section) => section.pages.flatMap((page) => page.items));
    expect(new Set(placed).size).toBe(1000);
    expect(plan.sections[1]!.startPage).toBe(53);
  });

  it("has a cover and one contents page when nothing is for sale", () => {
    const plan = planCatalogue([{ key: "a", title: "A", items: [] }]);
    expect(plan).toEqual({ tocPages: 1, tocPageEntries: [[]], sections: [], pageCount: 2 });
  });
});
