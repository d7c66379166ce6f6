// The typo rule of the product search, after Meilisearch's default: a word of 5–8 letters
// tolerates one typo, a word of 9 or more two, a shorter word none. A typo is one letter inserted,
// deleted or replaced, or two adjacent letters swapped: the optimal string alignment distance
// (restricted Damerau–Levenshtein). Letters are Unicode code points, so æ, ø and å are letters of
// their own ("brod" → "brød" is one replacement) and Arabic letters count one each.

/** Shortest word that tolerates one typo. */
export const ONE_TYPO_LENGTH = 5;
/** Shortest word that tolerates two typos. */
export const TWO_TYPOS_LENGTH = 9;
/** Longer words match only as typed: nobody types them, and they bound the work per word. */
export const MAX_TYPO_WORD_LENGTH = 40;

/**
 * What separates words: ASCII control spaces, punctuation and symbols, Latin-1 punctuation, the
 * general punctuation block, Arabic punctuation. Must stay the same as the class in the SQL
 * function `search_normalize` (migration 0007), which splits the stored names.
 */
export const WORD_SEPARATORS =
  "\\t-\\r !-/:-@\\[-`{-~\\u00a0-\\u00bf\\u00d7\\u00f7\\u2000-\\u206f\\u3000\\u060c\\u061b\\u061f\\u066a-\\u066d\\u06d4\\ufeff";
const separators = new RegExp(`[${WORD_SEPARATORS}]+`, "u");
const digits = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;

/** The words of a (lower-cased) search term, in order. */
export function splitWords(text: string): string[] {
  return text.split(separators).filter((word) => word !== "");
}

/** How many typos the rule allows in a word of the term: 0, 1 or 2. Numbers and codes match only as typed. */
export function typoBudget(word: string): 0 | 1 | 2 {
  const length = [...word].length;
  if (digits.test(word) || length > MAX_TYPO_WORD_LENGTH) return 0;
  if (length >= TWO_TYPOS_LENGTH) return 2;
  return length >= ONE_TYPO_LENGTH ? 1 : 0;
}

/**
 * The optimal string alignment table of `a` against `b`: row i, column j holds the distance
 * between the first i letters of a and the first j letters of b. Returns its last row.
 */
function lastRow(a: string[], b: string[]): number[] {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous;
}

/** Optimal string alignment distance: insertions, deletions, replacements and adjacent swaps, one each. */
export function typoDistance(a: string, b: string): number {
  return lastRow([...a], [...b]).at(-1)!;
}

/** The least typo distance between `a` and any beginning (prefix) of `b`, `b` itself included. */
export function prefixTypoDistance(a: string, b: string): number {
  return Math.min(...lastRow([...a], [...b]));
}

/**
 * How many typos separate a word of the term from a word of a name, or null when the rule does
 * not accept it. With `prefix` (the last word of a term, still being typed) the name's word may
 * go on: the typos are counted against its best-matching beginning, as Meilisearch does.
 */
export function wordTypos(termWord: string, nameWord: string, options: { prefix: boolean }): number | null {
  const budget = typoBudget(termWord);
  const distance = options.prefix ? prefixTypoDistance(termWord, nameWord) : typoDistance(termWord, nameWord);
  return distance <= budget ? distance : null;
}
