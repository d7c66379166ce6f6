import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { splitWords, typoBudget, wordTypos } from "./typo-rule";

/** A longer term is matched as typed only: each word adds a condition and a dictionary lookup. */
const MAX_TERM_WORDS = 8;
/** Typo words kept per word of the term, fewest typos first: a ceiling on the size of the product query. */
const MAX_TYPO_WORDS = 32;
/** A trigram index serves `like '%…%'` from three letters on. */
const MIN_INDEXED_LENGTH = 3;

interface TermWord {
  word: string;
  budget: 0 | 1 | 2;
  /** The last word of the term may be a beginning of a name's word (it is still being typed). */
  prefix: boolean;
  /** Dictionary words within the typo budget (1 or more typos), fewest typos first. */
  typoWords: Array<{ word: string; typos: number }>;
}

/** Conditions matching product names word by word: every word of the term, as typed or within the typo rule, in any order. */
export interface WordMatch {
  /** Whether the lower-cased name `name` holds every word of the term. */
  where(name: SQL): SQL;
  /** How many typos the name's best-matching words hold in all (0 when every word is as typed). */
  typos(name: SQL): SQL;
}

/** The words of a term and the dictionary query for their typo candidates, before it runs. */
export interface WordMatchPlan {
  termWords: TermWord[];
  /** One column `words` (text[]): the dictionary's candidate words; null when no word of the term tolerates a typo. */
  candidates: SQL | null;
}

/**
 * Plans word-by-word matching of `term` (lower case) over the dictionaries of the given languages
 * ('' is the products' base names), or returns null when it would add nothing to matching the term
 * as typed (one word without a typo budget) or could not use an index (only words under three letters).
 */
export function planWordMatch(term: string, languageCodes: string[]): WordMatchPlan | null {
  const words = splitWords(term);
  if (words.length === 0 || words.length > MAX_TERM_WORDS) return null;
  const termWords: TermWord[] = words.map((word, index) => ({
    word,
    budget: typoBudget(word),
    prefix: index === words.length - 1,
    typoWords: [],
  }));
  const tolerant = termWords.filter((termWord) => termWord.budget > 0);
  const indexable = termWords.some((termWord) => [...termWord.word].length >= MIN_INDEXED_LENGTH);
  if (!indexable || (tolerant.length === 0 && termWords.length === 1)) return null;
  if (tolerant.length === 0) return { termWords, candidates: null };
  // Levenshtein distance (C, from fuzzystrmatch) counts a swap as two edits, so words within 2k
  // of it are a superset of those within k typos: the database narrows the dictionary down to
  // that superset, and the exact rule is checked here on the few it returns.
  const conditions = tolerant.map(({ word, budget, prefix }) => {
    const length = [...word].length;
    const bound = 2 * budget;
    if (!prefix) {
      return sql`(char_length(word) between ${length - budget} and ${length + budget} and levenshtein_less_equal(${word}, word, ${bound}) <= ${bound})`;
    }
    const beginnings = Array.from(
      { length: 2 * budget + 1 },
      (_, index) => sql`levenshtein_less_equal(${word}, left(word, ${length - budget + index}), ${bound})`,
    );
    return sql`(char_length(word) >= ${length - budget} and least(${sql.join(beginnings, sql`, `)}) <= ${bound})`;
  });
  const codes = sql.join(
    [...new Set(languageCodes)].map((code) => sql`${code}`),
    sql`, `,
  );
  const candidates = sql`(select coalesce(array_agg(distinct word), '{}') from search_words where language_code in (${codes}) and (${sql.join(conditions, sql` or `)})) as words`;
  return { termWords, candidates };
}

/** The conditions of a plan, given the candidate words its query returned. */
export function resolveWordMatch(plan: WordMatchPlan, candidates: readonly string[]): WordMatch {
  const termWords = plan.termWords.map((termWord) => ({
    ...termWord,
    typoWords:
      termWord.budget === 0
        ? []
        : candidates
            .map((word) => ({ word, typos: wordTypos(termWord.word, word, { prefix: termWord.prefix }) }))
            .filter((match): match is { word: string; typos: number } => match.typos !== null && match.typos > 0)
            .sort((a, b) => a.typos - b.typos || (a.word < b.word ? -1 : 1))
            .slice(0, MAX_TYPO_WORDS),
  }));
  return { where: (name) => whereAll(termWords, name), typos: (name) => typoCount(termWords, name) };
}

/** Plans, looks up and resolves word-by-word matching of `term` in one go (see planWordMatch). */
export async function loadWordMatch(db: Database, term: string, languageCodes: string[]): Promise<WordMatch | null> {
  const plan = planWordMatch(term, languageCodes);
  if (!plan) return null;
  if (!plan.candidates) return resolveWordMatch(plan, []);
  const rows = await db.execute<{ words: string[] }>(sql`select ${plan.candidates}`);
  return resolveWordMatch(plan, rows.rows[0]?.words ?? []);
}

// Stored words and term words hold no LIKE or regular-expression metacharacters: every ASCII
// punctuation character separates words (WORD_SEPARATORS), so they go into patterns as they are.

/** A regular expression over `search_normalize(name)` (words between single spaces) for some of a term word's matches. */
function wordPattern(words: string[], asTyped: TermWord | null): string {
  const alternatives = words.map((word) => `${word} `);
  if (asTyped) alternatives.unshift(asTyped.prefix ? asTyped.word : `${asTyped.word} `);
  return ` (?:${alternatives.join("|")})`;
}

function whereAll(termWords: TermWord[], name: SQL): SQL {
  const normalized = sql`search_normalize(${name})`;
  const conditions = termWords.map((termWord) => {
    const matches = sql`${normalized} ~ ${wordPattern(
      termWord.typoWords.map((match) => match.word),
      termWord,
    )}`;
    const spellings = [termWord.word, ...termWord.typoWords.map((match) => match.word)];
    if (spellings.some((spelling) => [...spelling].length < MIN_INDEXED_LENGTH)) return matches;
    // The same words as plain substrings: what the trigram index on lower(name) can find.
    const contains = sql.join(
      spellings.map((spelling) => sql`${name} like ${`%${spelling}%`}`),
      sql` or `,
    );
    return sql`((${contains}) and ${matches})`;
  });
  return sql`(${sql.join(conditions, sql` and `)})`;
}

function typoCount(termWords: TermWord[], name: SQL): SQL {
  const normalized = sql`search_normalize(${name})`;
  const perWord = termWords
    .filter((termWord) => termWord.typoWords.length > 0)
    .map((termWord) => {
      const asTyped = sql`when ${normalized} ~ ${wordPattern([], termWord)} then 0`;
      const oneTypo = termWord.typoWords.filter((match) => match.typos === 1).map((match) => match.word);
      // A row reaching `else` matched this word (the where clause says so) with its most typos.
      return oneTypo.length > 0 && oneTypo.length < termWord.typoWords.length
        ? sql`case ${asTyped} when ${normalized} ~ ${wordPattern(oneTypo, null)} then 1 else 2 end`
        : sql`case ${asTyped} else ${termWord.typoWords[0]!.typos} end`;
    });
  return perWord.length > 0 ? sql`(${sql.join(perWord, sql` + `)})` : sql`0`;
}
