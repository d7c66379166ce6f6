-- The language column inside the trigram GIN indexes needs btree_gin's GIN operator classes for plain types.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "shop_facet_products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "shop_facet_products_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "shop_facet_products_lang_name_trgm_idx" ON "shop_facet_products" USING gin ("language_code",lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_facet_products_lang_description_trgm_idx" ON "shop_facet_products" USING gin ("language_code",lower("description") gin_trgm_ops);