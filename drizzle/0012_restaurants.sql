CREATE TABLE "restaurant_menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_menu_categories_i18n" (
	"category_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "restaurant_menu_categories_i18n_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "restaurant_menu_items" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"allows_half_and_half" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_order_counters" (
	"restaurant_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "restaurant_order_counters_restaurant_id_service_date_pk" PRIMARY KEY("restaurant_id","service_date")
);
--> statement-breakpoint
CREATE TABLE "restaurant_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"selected_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_ore" integer NOT NULL,
	"line_total_ore" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_order_lines_quantity_positive" CHECK ("restaurant_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"order_number" integer NOT NULL,
	"user_id" text,
	"guest_session_id" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"status_reason" text,
	"language_code" text NOT NULL,
	"fulfilment" text NOT NULL,
	"requested_at" timestamp with time zone,
	"estimated_ready_at" timestamp with time zone NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"address_line" text,
	"postcode" text,
	"city" text,
	"payment_method" text NOT NULL,
	"notes" text,
	"subtotal_ore" integer NOT NULL,
	"vat_ore" integer NOT NULL,
	"total_ore" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_orders_status_valid" CHECK ("restaurant_orders"."status" in ('received', 'accepted', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "restaurant_orders_fulfilment_valid" CHECK ("restaurant_orders"."fulfilment" in ('pickup', 'delivery')),
	CONSTRAINT "restaurant_orders_number_valid" CHECK ("restaurant_orders"."order_number" between 1 and 999),
	CONSTRAINT "restaurant_orders_address" CHECK ("restaurant_orders"."fulfilment" = 'pickup' or ("restaurant_orders"."address_line" is not null and "restaurant_orders"."postcode" ~ '^[0-9]{4}$' and "restaurant_orders"."city" is not null)),
	CONSTRAINT "restaurant_orders_totals_non_negative" CHECK ("restaurant_orders"."subtotal_ore" >= 0 and "restaurant_orders"."vat_ore" >= 0 and "restaurant_orders"."total_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_staff" (
	"restaurant_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'kitchen' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_staff_restaurant_id_user_id_pk" PRIMARY KEY("restaurant_id","user_id"),
	CONSTRAINT "restaurant_staff_role_valid" CHECK ("restaurant_staff"."role" in ('kitchen'))
);
--> statement-breakpoint
CREATE TABLE "restaurants_i18n" (
	"restaurant_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "restaurants_i18n_restaurant_id_language_code_pk" PRIMARY KEY("restaurant_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restaurant_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'Europe/Oslo' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offers_pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offers_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_menu_categories" ADD CONSTRAINT "restaurant_menu_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_categories_i18n" ADD CONSTRAINT "restaurant_menu_categories_i18n_category_id_restaurant_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."restaurant_menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_categories_i18n" ADD CONSTRAINT "restaurant_menu_categories_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "restaurant_menu_items" ADD CONSTRAINT "restaurant_menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_items" ADD CONSTRAINT "restaurant_menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_items" ADD CONSTRAINT "restaurant_menu_items_category_id_restaurant_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."restaurant_menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_counters" ADD CONSTRAINT "restaurant_order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_events" ADD CONSTRAINT "restaurant_order_events_order_id_restaurant_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."restaurant_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_events" ADD CONSTRAINT "restaurant_order_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_lines" ADD CONSTRAINT "restaurant_order_lines_order_id_restaurant_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."restaurant_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_lines" ADD CONSTRAINT "restaurant_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_orders" ADD CONSTRAINT "restaurant_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_orders" ADD CONSTRAINT "restaurant_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff" ADD CONSTRAINT "restaurant_staff_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff" ADD CONSTRAINT "restaurant_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants_i18n" ADD CONSTRAINT "restaurants_i18n_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants_i18n" ADD CONSTRAINT "restaurants_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "restaurant_menu_categories_order_idx" ON "restaurant_menu_categories" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_menu_items_restaurant_idx" ON "restaurant_menu_items" USING btree ("restaurant_id","category_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_order_events_order_idx" ON "restaurant_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "restaurant_order_events_restaurant_idx" ON "restaurant_order_events" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "restaurant_order_lines_order_idx" ON "restaurant_order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_orders_number_idx" ON "restaurant_orders" USING btree ("restaurant_id","service_date","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_orders_idempotency_idx" ON "restaurant_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "restaurant_orders_board_idx" ON "restaurant_orders" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_prep_minutes_valid" CHECK ("restaurants"."prep_minutes" between 0 and 600);--> statement-breakpoint
-- The restaurant side's public pages (directory, menus) drop from the page cache when these change
-- (menu items' names, prices and pictures are products: their trigger sends 'catalog').
SELECT page_cache_watch('restaurants_i18n', 'restaurants');--> statement-breakpoint
SELECT page_cache_watch('restaurant_menu_categories', 'restaurants');--> statement-breakpoint
SELECT page_cache_watch('restaurant_menu_categories_i18n', 'restaurants');--> statement-breakpoint
SELECT page_cache_watch('restaurant_menu_items', 'restaurants');--> statement-breakpoint
-- The order-event stream: every event is announced on 'restaurant_order_events' after its
-- transaction commits, to every app process (in-process on PGlite), whoever wrote it.
CREATE FUNCTION restaurant_order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('restaurant_order_events', json_build_object('id', NEW.id, 'orderId', NEW.order_id, 'restaurantId', NEW.restaurant_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER restaurant_order_events_notify AFTER INSERT ON restaurant_order_events FOR EACH ROW EXECUTE FUNCTION restaurant_order_event_notify();
