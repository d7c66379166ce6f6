CREATE TABLE "shop_facet_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_facet_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"factory_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"band" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"size" text,
	"properties" text[] NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "shop_facet_groups_key" UNIQUE NULLS NOT DISTINCT("factory_id","language_code","band","in_stock","size","properties","category_ids")
);
--> statement-breakpoint
CREATE TABLE "shop_facet_products" (
	"product_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"factory_id" uuid NOT NULL,
	"band" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"size" text,
	"properties" text[] NOT NULL,
	"category_ids" uuid[] NOT NULL,
	CONSTRAINT "shop_facet_products_language_code_product_id_pk" PRIMARY KEY("language_code","product_id")
);
--> statement-breakpoint
CREATE INDEX "shop_facet_groups_empty_idx" ON "shop_facet_groups" USING btree ("id") WHERE "shop_facet_groups"."product_count" <= 0;--> statement-breakpoint
CREATE INDEX "shop_facet_products_product_idx" ON "shop_facet_products" USING btree ("product_id");--> statement-breakpoint
-- hand-written: the price band of a shop price in øre, the bands of `priceBands` (app/lib/shop/params.ts),
-- [from, to) with the last open-ended; an integration test checks that both agree at every boundary.
CREATE FUNCTION shop_price_band(price_ore integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price_ore < 5000 THEN '0-50' WHEN price_ore < 10000 THEN '50-100' WHEN price_ore < 25000 THEN '100-250' ELSE '250-' END
$$;--> statement-breakpoint
-- hand-written: recomputes the facet rows of the given products (deleted, no longer buyable or changed)
-- and moves their counts between groups. Statement-level, so a bulk write refreshes its products in sets.
CREATE FUNCTION shop_facets_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied integer[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  WITH gone AS (
    DELETE FROM shop_facet_products WHERE product_id = ANY(ids)
    RETURNING factory_id, language_code, band, in_stock, size, properties, category_ids
  ), counted AS (
    SELECT factory_id, language_code, band, in_stock, size, properties, category_ids, count(*)::int AS n
    FROM gone GROUP BY factory_id, language_code, band, in_stock, size, properties, category_ids
  ), lowered AS (
    UPDATE shop_facet_groups g SET product_count = g.product_count - c.n FROM counted c
    WHERE g.factory_id = c.factory_id AND g.language_code = c.language_code AND g.band = c.band AND g.in_stock = c.in_stock
      AND g.size IS NOT DISTINCT FROM c.size AND g.properties = c.properties AND g.category_ids = c.category_ids
    RETURNING g.id, g.product_count
  )
  SELECT array_agg(id) INTO emptied FROM lowered WHERE product_count <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM shop_facet_groups WHERE id = ANY(emptied) AND product_count <= 0;
  END IF;
  WITH fresh AS (
    INSERT INTO shop_facet_products (product_id, language_code, factory_id, band, in_stock, size, properties, category_ids)
    SELECT p.id, l.code, p.factory_id, shop_price_band(p.shop_price_ore), p.stock_quantity IS NULL OR p.stock_quantity > 0,
      coalesce(cur.package_size, fallback.package_size, p.package_size), p.properties,
      coalesce((SELECT array_agg(DISTINCT pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}')
    FROM products p
    CROSS JOIN languages l
    LEFT JOIN languages dl ON dl.is_default
    LEFT JOIN products_i18n cur ON cur.product_id = p.id AND cur.language_code = l.code
    LEFT JOIN products_i18n fallback ON fallback.product_id = p.id AND fallback.language_code = dl.code
    WHERE p.id = ANY(ids) AND p.is_active AND p.shop_price_ore IS NOT NULL AND p.restaurant_id IS NULL
    RETURNING factory_id, language_code, band, in_stock, size, properties, category_ids
  )
  INSERT INTO shop_facet_groups (factory_id, language_code, band, in_stock, size, properties, category_ids, product_count)
  SELECT factory_id, language_code, band, in_stock, size, properties, category_ids, count(*)::int
  FROM fresh GROUP BY factory_id, language_code, band, in_stock, size, properties, category_ids
  ON CONFLICT ON CONSTRAINT shop_facet_groups_key DO UPDATE SET product_count = shop_facet_groups.product_count + excluded.product_count;
END;
$$;--> statement-breakpoint
-- hand-written: which products a write touches, per table. Updates of products refresh only rows whose
-- facet inputs changed (an order's stock decrement that keeps some left does not).
CREATE FUNCTION shop_facets_watch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_TABLE_NAME = 'languages' THEN
    -- (Nested: a transition table exists only for the events that declare it.)
    IF TG_OP = 'UPDATE' THEN
      IF NOT EXISTS (SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.code = n.code WHERE n.code IS NULL OR o.code IS NULL OR n.is_default IS DISTINCT FROM o.is_default) THEN
        RETURN NULL;
      END IF;
    END IF;
    PERFORM shop_facets_refresh(ARRAY(SELECT id FROM products));
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shop_facet_products;
    DELETE FROM shop_facet_groups;
    IF TG_TABLE_NAME <> 'products' THEN
      PERFORM shop_facets_refresh(ARRAY(SELECT id FROM products));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT coalesce(n.id, o.id)) INTO ids FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE n.id IS NULL OR o.id IS NULL
        OR (n.factory_id, n.is_active, n.shop_price_ore, n.restaurant_id, n.stock_quantity IS NULL OR n.stock_quantity > 0, n.properties, n.package_size)
          IS DISTINCT FROM (o.factory_id, o.is_active, o.shop_price_ore, o.restaurant_id, o.stock_quantity IS NULL OR o.stock_quantity > 0, o.properties, o.package_size);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSIF TG_TABLE_NAME = 'products_i18n' THEN
    -- Only a package size (or the row's product or language) matters: a name's edit refreshes nothing.
    SELECT array_agg(DISTINCT product_id) INTO ids FROM (
      (SELECT product_id, language_code, package_size FROM new_rows EXCEPT SELECT product_id, language_code, package_size FROM old_rows)
      UNION ALL
      (SELECT product_id, language_code, package_size FROM old_rows EXCEPT SELECT product_id, language_code, package_size FROM new_rows)
    ) AS changed;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) AS changed;
  END IF;
  PERFORM shop_facets_refresh(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- hand-written
CREATE FUNCTION shop_facets_watch_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := 'shop_facets_' || replace(target::text, '"', '');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_watch()', name || '_insert', target);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_watch()', name || '_update', target);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_watch()', name || '_delete', target);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION shop_facets_watch()', name || '_truncate', target);
END;
$$;--> statement-breakpoint
-- hand-written
SELECT shop_facets_watch_table('products');--> statement-breakpoint
SELECT shop_facets_watch_table('products_i18n');--> statement-breakpoint
SELECT shop_facets_watch_table('product_categories');--> statement-breakpoint
SELECT shop_facets_watch_table('languages');--> statement-breakpoint
-- hand-written: the rows of the products already there.
SELECT shop_facets_refresh(ARRAY(SELECT id FROM products));
