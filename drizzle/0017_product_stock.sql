ALTER TABLE "products" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock_quantity" is null or "products"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_non_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- hand-written: stock changes by orders do not flush the product's cached pages unless the product
-- runs out or comes back (the only thing a public page shows of stock is "Out of stock"). The
-- products table's update trigger (0005's page_cache_watch) is replaced by one that skips rows
-- whose only change is stock_quantity without crossing zero; every other update (a "touch" that
-- changes nothing included) notifies as before.
DROP TRIGGER page_cache_products_update ON products;--> statement-breakpoint
-- hand-written
CREATE FUNCTION page_cache_notify_products_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(DISTINCT n.id::text) INTO ids
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
  WHERE n.stock_quantity IS NOT DISTINCT FROM o.stock_quantity
     OR (to_jsonb(n) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(o) - 'stock_quantity')
     OR coalesce(n.stock_quantity = 0, false) <> coalesce(o.stock_quantity = 0, false);
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_notify('page_cache', array_to_string(CASE WHEN cardinality(ids) > 100 THEN ARRAY['catalog', 'product:*']
    ELSE ARRAY['catalog'] || ARRAY(SELECT 'product:' || id FROM unnest(ids) AS id) END, ' '));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER page_cache_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify_products_update();
