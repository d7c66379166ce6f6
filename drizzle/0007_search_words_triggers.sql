-- Typo-tolerant search (ADR 0009). fuzzystrmatch's levenshtein narrows the dictionary down to
-- candidate words in the database; the exact typo rule (optimal string alignment) is checked in
-- app/server/catalog/typo-rule.ts on those few.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- A name as words: lower case, every run of spaces and punctuation (ASCII, Latin-1, general and
-- Arabic punctuation) one space, and a space at each end so that `like '% word %'` finds a whole
-- word. The same characters as WORD_SEPARATORS in app/server/catalog/typo-rule.ts.
CREATE FUNCTION search_normalize(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || regexp_replace(lower(coalesce(name, '')), '[\t-\r !-/:-@\[-`{-~\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u3000\u060c\u061b\u061f\u066a-\u066d\u06d4\ufeff]+', ' ', 'g') || ' '
$$;--> statement-breakpoint
-- The dictionary words of a name: 4 to 64 letters (a five-letter word with one letter missing is
-- the shortest a typo can reach), no digits (numbers and codes match only as typed).
CREATE FUNCTION search_words_of(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(btrim(search_normalize(name)), ' ') AS word
  WHERE char_length(word) BETWEEN 4 AND 64 AND word !~ '[0-9\u0660-\u0669\u06f0-\u06f9]'
$$;--> statement-breakpoint
-- Keeps search_words true after every statement on products ('base', language '') or
-- products_i18n ('i18n'): the words of the names written count up, those of the names replaced or
-- deleted count down, once per statement however many rows (a bulk seed or an import is one
-- set-based upsert). Rows whose name did not change add nothing.
CREATE FUNCTION search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_base boolean := TG_ARGV[0] = 'base';
  lang text := CASE WHEN is_base THEN quote_literal('') ELSE 'language_code' END;
  keys text := CASE WHEN is_base THEN 'id' ELSE 'product_id, language_code' END;
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF is_base THEN
      DELETE FROM search_words WHERE language_code = '';
    ELSE
      DELETE FROM search_words WHERE language_code <> '';
    END IF;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s AS language_code, name AS new_name, NULL::text AS old_name FROM new_rows', lang)
    WHEN 'DELETE' THEN format('SELECT %s AS language_code, NULL::text AS new_name, name AS old_name FROM old_rows', lang)
    ELSE format('SELECT %s AS language_code, n.name AS new_name, o.name AS old_name FROM new_rows AS n FULL JOIN old_rows AS o USING (%s) WHERE n.name IS DISTINCT FROM o.name', lang, keys)
  END;
  -- Sorted, so that concurrent writers lock the words they share in the same order.
  EXECUTE format($upsert$
    INSERT INTO search_words AS s (language_code, word, uses)
    SELECT language_code, word, sum(change)::int FROM (
      SELECT c.language_code, w.word, 1 AS change FROM (%1$s) AS c CROSS JOIN LATERAL search_words_of(c.new_name) AS w(word)
      UNION ALL
      SELECT c.language_code, w.word, -1 AS change FROM (%1$s) AS c CROSS JOIN LATERAL search_words_of(c.old_name) AS w(word)
    ) AS changes
    GROUP BY language_code, word HAVING sum(change) <> 0
    ORDER BY language_code, word
    ON CONFLICT (language_code, word) DO UPDATE SET uses = s.uses + excluded.uses
  $upsert$, changed);
  DELETE FROM search_words WHERE uses <= 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_words_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('base');--> statement-breakpoint
CREATE TRIGGER search_words_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('base');--> statement-breakpoint
CREATE TRIGGER search_words_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('base');--> statement-breakpoint
CREATE TRIGGER search_words_products_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('base');--> statement-breakpoint
CREATE TRIGGER search_words_products_i18n_insert AFTER INSERT ON products_i18n REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('i18n');--> statement-breakpoint
CREATE TRIGGER search_words_products_i18n_update AFTER UPDATE ON products_i18n REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('i18n');--> statement-breakpoint
CREATE TRIGGER search_words_products_i18n_delete AFTER DELETE ON products_i18n REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('i18n');--> statement-breakpoint
CREATE TRIGGER search_words_products_i18n_truncate AFTER TRUNCATE ON products_i18n FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh('i18n');--> statement-breakpoint
-- The words of the names already there.
INSERT INTO search_words (language_code, word, uses)
SELECT language_code, word, count(*)::int FROM (
  SELECT '' AS language_code, w.word FROM products AS p CROSS JOIN LATERAL search_words_of(p.name) AS w(word)
  UNION ALL
  SELECT i.language_code, w.word FROM products_i18n AS i CROSS JOIN LATERAL search_words_of(i.name) AS w(word)
) AS words
GROUP BY language_code, word;
