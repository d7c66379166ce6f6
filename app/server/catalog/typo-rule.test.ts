import { describe, expect, it } from "vitest";
import { prefixTypoDistance, splitWords, typoBudget, typoDistance, wordTypos } from "./typo-rule";

describe("typo distance (optimal string alignment)", () => {
  it("counts each kind of typo as one", () => {
    expect(typoDistance("honey", "honey")).toBe(0);
    expect(typoDistance("honney", "honey")).toBe(1); // a letter inserted
    expect(typoDistance("hony", "honey")).toBe(1); // a letter deleted
    expect(typoDistance("hiney", "honey")).toBe(1); // a letter replaced
    expect(typoDistance("hoeny", "honey")).toBe(1); // two adjacent letters swapped
    expect(typoDistance("ohney", "honey")).toBe(1); // … also the first two
    expect(typoDistance("honye", "honey")).toBe(1); // … and the last two
  });

  it("counts two typos as two, and a swap of letters that are not adjacent as two replacements", () => {
    expect(typoDistance("hoenyy", "honey")).toBe(2);
    expect(typoDistance("yoneh", "honey")).toBe(2);
    // Optimal string alignment, not full Damerau–Levenshtein: a swapped pair is not edited again.
    expect(typoDistance("ca", "abc")).toBe(3);
  });

  it("keeps æ, ø and å letters of their own, and counts Arabic letters one each", () => {
    expect(typoDistance("brod", "brød")).toBe(1);
    expect(typoDistance("al", "ål")).toBe(1);
    expect(typoDistance("smor", "smør")).toBe(1);
    expect(typoDistance("aere", "ære")).toBe(2);
    expect(typoDistance("المزعرة", "المزرعة")).toBe(1);
  });

  it("measures a term word against the best beginning of a longer word", () => {
    expect(prefixTypoDistance("chese", "cheesecake")).toBe(1);
    expect(prefixTypoDistance("bicsu", "biscuits")).toBe(1);
    expect(prefixTypoDistance("biscu", "biscuits")).toBe(0);
    expect(prefixTypoDistance("honey", "hon")).toBe(2);
  });
});

describe("the typo rule per word length", () => {
  it("allows no typo below five letters, one from five to eight, two from nine", () => {
    expect(typoBudget("melk")).toBe(0);
    expect(typoBudget("honey")).toBe(1);
    expect(typoBudget("yoghurts")).toBe(1);
    expect(typoBudget("flatbread")).toBe(2);
    expect(typoBudget("lynghonning")).toBe(2);
    // Letters, not bytes: "smør" is four letters, "brødet" six.
    expect(typoBudget("smør")).toBe(0);
    expect(typoBudget("brødet")).toBe(1);
    expect(typoBudget("حليب")).toBe(0);
    expect(typoBudget("المزرعة")).toBe(1);
  });

  it("matches numbers and codes only as typed", () => {
    expect(typoBudget("12345")).toBe(0);
    expect(typoBudget("abc123def")).toBe(0);
    expect(typoBudget("١٢٣٤٥")).toBe(0);
  });

  it("accepts what the budget allows at each threshold, and no more", () => {
    const whole = { prefix: false };
    // 4 letters: exact only.
    expect(wordTypos("melk", "melk", whole)).toBe(0);
    expect(wordTypos("mekl", "melk", whole)).toBeNull();
    expect(wordTypos("brod", "brød", whole)).toBeNull();
    // 5 letters: one typo of any kind, not two.
    expect(wordTypos("hoeny", "honey", whole)).toBe(1);
    expect(wordTypos("honeyy", "honey", whole)).toBe(1);
    expect(wordTypos("hoenyy", "honey", whole)).toBeNull();
    // 8 letters: still one.
    expect(wordTypos("flatbrod", "flatbrød", whole)).toBe(1);
    expect(wordTypos("fltabrod", "flatbrød", whole)).toBeNull();
    // 9 letters: two.
    expect(wordTypos("falbtread", "flatbread", whole)).toBe(2);
    expect(wordTypos("falbtraed", "flatbread", whole)).toBeNull();
    // The budget is the term word's: a short word does not borrow the longer word's budget.
    expect(wordTypos("hony", "honey", whole)).toBeNull();
  });

  it("treats the last word of a term as a beginning, with the same budget", () => {
    const last = { prefix: true };
    expect(wordTypos("mel", "melk", last)).toBe(0);
    expect(wordTypos("mle", "melk", last)).toBeNull();
    expect(wordTypos("chees", "cheesecake", last)).toBe(0);
    expect(wordTypos("cheez", "cheesecake", last)).toBe(1);
    expect(wordTypos("chese", "cheese", last)).toBe(1);
    expect(wordTypos("chese", "cheese", { prefix: false })).toBe(1);
    expect(wordTypos("cheez", "cheesecake", { prefix: false })).toBeNull();
  });

  it("keeps æ, ø and å distinct in short words and spends a typo on them in longer ones", () => {
    expect(wordTypos("smor", "smør", { prefix: true })).toBeNull();
    expect(wordTypos("al", "ål", { prefix: true })).toBeNull();
    expect(wordTypos("syltetoy", "syltetøy", { prefix: false })).toBe(1);
  });
});

describe("words of a term", () => {
  it("splits at spaces and punctuation, in every script, and keeps letters with diacritics together", () => {
    expect(splitWords("whole-milk, 1 l")).toEqual(["whole", "milk", "1", "l"]);
    expect(splitWords("  røkt   laks ")).toEqual(["røkt", "laks"]);
    expect(splitWords("بريم – جبن، بني")).toEqual(["بريم", "جبن", "بني"]);
    expect(splitWords("فِنالور")).toEqual(["فِنالور"]);
    expect(splitWords("«sour cream» 35 %")).toEqual(["sour", "cream", "35"]);
  });
});
