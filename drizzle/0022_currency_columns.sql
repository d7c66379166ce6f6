ALTER TABLE "quote_request_items" ADD COLUMN "currency" text DEFAULT 'NOK' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_orders" ADD COLUMN "currency" text DEFAULT 'NOK' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_currency_format" CHECK ("quote_request_items"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "restaurant_orders" ADD CONSTRAINT "restaurant_orders_currency_format" CHECK ("restaurant_orders"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- Rows written before the column: the currency of the product they were priced from (every product names one).
UPDATE "quote_request_items" SET "currency" = "products"."currency" FROM "products" WHERE "products"."id" = "quote_request_items"."product_id";--> statement-breakpoint
UPDATE "restaurant_orders" SET "currency" = "products"."currency" FROM "restaurant_order_lines" JOIN "products" ON "products"."id" = "restaurant_order_lines"."product_id" WHERE "restaurant_order_lines"."order_id" = "restaurant_orders"."id";
