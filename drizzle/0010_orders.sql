CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"sku" text,
	"selected_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_ore" integer NOT NULL,
	"line_total_ore" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_money_non_negative" CHECK ("order_lines"."unit_price_ore" >= 0 and "order_lines"."line_total_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"factory_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"user_id" text,
	"guest_session_id" text,
	"idempotency_key" text NOT NULL,
	"access_token" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"language_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"delivery_method" text NOT NULL,
	"address_line" text,
	"postcode" text,
	"city" text,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"subtotal_ore" integer NOT NULL,
	"vat_ore" integer NOT NULL,
	"total_ore" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'cancelled')),
	CONSTRAINT "orders_delivery_method_valid" CHECK ("orders"."delivery_method" in ('delivery', 'pickup')),
	CONSTRAINT "orders_delivery_address" CHECK ("orders"."delivery_method" = 'pickup' or "orders"."anonymised_at" is not null or ("orders"."address_line" is not null and "orders"."postcode" ~ '^[0-9]{4}$' and "orders"."city" is not null)),
	CONSTRAINT "orders_totals_non_negative" CHECK ("orders"."subtotal_ore" >= 0 and "orders"."vat_ore" >= 0 and "orders"."total_ore" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_counters" ADD CONSTRAINT "order_number_counters_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_factory_number_idx" ON "orders" USING btree ("factory_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");