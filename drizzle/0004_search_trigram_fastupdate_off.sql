-- The trigram indexes lose GIN's pending list (fastupdate): searches read unmerged entries one by one.
-- ALTER plus a flush of what is pending is the same end state as drizzle-kit's drop and re-create, without rebuilding.
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_i18n_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_i18n_description_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass), gin_clean_pending_list('products_i18n_name_trgm_idx'::regclass), gin_clean_pending_list('products_i18n_description_trgm_idx'::regclass);
