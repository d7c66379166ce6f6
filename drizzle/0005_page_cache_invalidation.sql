-- Page cache invalidation (ADR 0008): every write to a table whose rows appear on pages sends the
-- tags of the pages it changes on the channel `page_cache`, once per statement, delivered by
-- PostgreSQL after commit to every app process (in-process on PGlite). A new table that feeds
-- pages adds one line in its own migration: SELECT page_cache_watch('<table>', '<kind>'[, '<id column>']);
--
-- Kinds: 'shell' (header, menu, footer, settings, languages, UI strings: every page), 'catalog'
-- (product lists), 'restaurants', 'product' (the tags 'catalog' and 'product:<id>' of the rows'
-- product ids, read from the named column), 'page' and 'page_i18n' (the tag 'page:<slug>' of the
-- rows' content page; the footer's texts are 'shell').
CREATE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  changed text;
  ids text[];
  tags text[];
BEGIN
  IF kind NOT IN ('product', 'page', 'page_i18n') THEN
    PERFORM pg_notify('page_cache', kind);
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('page_cache', CASE kind WHEN 'product' THEN 'catalog product:*' ELSE 'shell page:*' END);
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  IF kind = 'product' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM (%s) AS changed', TG_ARGV[1], changed) INTO ids;
    IF ids IS NULL THEN RETURN NULL; END IF;
    -- A bulk write (a CSV import) names no ids: a NOTIFY payload holds at most 8000 bytes.
    tags := CASE WHEN cardinality(ids) > 100 THEN ARRAY['catalog', 'product:*']
      ELSE ARRAY['catalog'] || ARRAY(SELECT 'product:' || id FROM unnest(ids) AS id) END;
  ELSE
    IF kind = 'page' THEN
      EXECUTE format('SELECT array_agg(DISTINCT page_slug) FROM (%s) AS changed', changed) INTO ids;
    ELSE
      -- A text deleted with its page (ON DELETE CASCADE) has no page left to name: the page's own trigger did.
      EXECUTE format('SELECT array_agg(DISTINCT page.page_slug) FROM (%s) AS changed JOIN page_content AS page ON page.id = changed.page_content_id', changed) INTO ids;
    END IF;
    IF ids IS NULL THEN RETURN NULL; END IF;
    tags := CASE WHEN cardinality(ids) > 100 THEN ARRAY['shell', 'page:*']
      ELSE ARRAY(SELECT CASE WHEN slug = 'footer' THEN 'shell' ELSE 'page:' || slug END FROM unnest(ids) AS slug) END;
  END IF;
  PERFORM pg_notify('page_cache', array_to_string(tags, ' '));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Statement-level triggers with transition tables: one notification per statement, however many rows.
-- (A trigger with transition tables serves one event, hence three, plus TRUNCATE.)
CREATE FUNCTION page_cache_watch(target regclass, kind text, id_column text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := CASE WHEN id_column IS NULL THEN quote_literal(kind) ELSE quote_literal(kind) || ', ' || quote_literal(id_column) END;
  name text := 'page_cache_' || replace(target::text, '"', '');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(%s)', name || '_insert', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(%s)', name || '_update', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(%s)', name || '_delete', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(%s)', name || '_truncate', target, args);
END;
$$;--> statement-breakpoint
SELECT page_cache_watch('factories', 'shell');--> statement-breakpoint
SELECT page_cache_watch('factory_settings', 'shell');--> statement-breakpoint
SELECT page_cache_watch('languages', 'shell');--> statement-breakpoint
SELECT page_cache_watch('translations', 'shell');--> statement-breakpoint
SELECT page_cache_watch('menu_items', 'shell');--> statement-breakpoint
SELECT page_cache_watch('menu_items_i18n', 'shell');--> statement-breakpoint
SELECT page_cache_watch('footer_links', 'shell');--> statement-breakpoint
SELECT page_cache_watch('footer_links_i18n', 'shell');--> statement-breakpoint
SELECT page_cache_watch('page_content', 'page');--> statement-breakpoint
SELECT page_cache_watch('page_content_i18n', 'page_i18n');--> statement-breakpoint
SELECT page_cache_watch('categories', 'catalog');--> statement-breakpoint
SELECT page_cache_watch('categories_i18n', 'catalog');--> statement-breakpoint
SELECT page_cache_watch('products', 'product', 'id');--> statement-breakpoint
SELECT page_cache_watch('products_i18n', 'product', 'product_id');--> statement-breakpoint
SELECT page_cache_watch('product_images', 'product', 'product_id');--> statement-breakpoint
SELECT page_cache_watch('product_categories', 'product', 'product_id');--> statement-breakpoint
SELECT page_cache_watch('restaurants', 'restaurants');
