-- hand-written: the per-process memo of visitors' own state (ADR 0035) is told when a visitor's cart,
-- quote basket, session, account or admin rights change, on the page-cache channel with tags that
-- start 'visitor:' (the page cache ignores those): 'visitor:user:<users.id>' and
-- 'visitor:guest:<guest id>' of the owners the statement's rows belong to, once per statement, after
-- commit, to every app process. More than 100 owners in one statement (or a TRUNCATE) sends
-- 'visitor:*'. Modes: 'owner' (the rows' own user_id and session_id columns), 'owner_via' (the owner
-- columns of the parent row the named column points at, in the named parent table), 'user' (the
-- named column is a users.id).
CREATE FUNCTION visitor_state_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mode text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  parent text := TG_ARGV[2];
  changed text;
  tags text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('page_cache', 'visitor:*');
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  IF mode = 'owner' THEN
    EXECUTE format('SELECT array_agg(DISTINCT tag) FROM (SELECT ''visitor:user:'' || user_id AS tag FROM (%1$s) AS c WHERE user_id IS NOT NULL UNION SELECT ''visitor:guest:'' || session_id FROM (%1$s) AS c WHERE session_id IS NOT NULL) AS owners', changed) INTO tags;
  ELSIF mode = 'owner_via' THEN
    -- Rows deleted with their parent (ON DELETE CASCADE) find no parent: the parent's own trigger named the owner.
    EXECUTE format('SELECT array_agg(DISTINCT tag) FROM (SELECT ''visitor:user:'' || p.user_id AS tag FROM (%1$s) AS c JOIN %2$I AS p ON p.id = c.%3$I WHERE p.user_id IS NOT NULL UNION SELECT ''visitor:guest:'' || p.session_id FROM (%1$s) AS c JOIN %2$I AS p ON p.id = c.%3$I WHERE p.session_id IS NOT NULL) AS owners', changed, parent, id_column) INTO tags;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT ''visitor:user:'' || %2$I::text) FROM (%1$s) AS c WHERE %2$I IS NOT NULL', changed, id_column) INTO tags;
  END IF;
  IF tags IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_notify('page_cache', CASE WHEN cardinality(tags) > 100 THEN 'visitor:*' ELSE array_to_string(tags, ' ') END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- hand-written
CREATE FUNCTION visitor_state_watch(target regclass, mode text, id_column text DEFAULT NULL, parent text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := quote_literal(mode) || ', ' || quote_literal(coalesce(id_column, '')) || ', ' || quote_literal(coalesce(parent, ''));
  name text := 'visitor_state_' || replace(target::text, '"', '');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visitor_state_notify(%s)', name || '_insert', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visitor_state_notify(%s)', name || '_update', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION visitor_state_notify(%s)', name || '_delete', target, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION visitor_state_notify(%s)', name || '_truncate', target, args);
END;
$$;--> statement-breakpoint
SELECT visitor_state_watch('carts', 'owner');--> statement-breakpoint
SELECT visitor_state_watch('cart_items', 'owner_via', 'cart_id', 'carts');--> statement-breakpoint
SELECT visitor_state_watch('quote_baskets', 'owner');--> statement-breakpoint
SELECT visitor_state_watch('quote_basket_items', 'owner_via', 'basket_id', 'quote_baskets');--> statement-breakpoint
SELECT visitor_state_watch('sessions', 'user', 'user_id');--> statement-breakpoint
SELECT visitor_state_watch('users', 'user', 'id');--> statement-breakpoint
SELECT visitor_state_watch('admins', 'user', 'user_id');
