CREATE TABLE "quote_basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_basket_items_quantity_positive" CHECK ("quote_basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_baskets_has_owner" CHECK ("quote_baskets"."user_id" is not null or "quote_baskets"."session_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "quote_number_counters" (
	"factory_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"sku" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"unit_price_ore" integer,
	"vat_rate_percent" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_request_items_quantity_positive" CHECK ("quote_request_items"."quantity" > 0),
	CONSTRAINT "quote_request_items_price_non_negative" CHECK ("quote_request_items"."unit_price_ore" is null or "quote_request_items"."unit_price_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"quote_number" integer NOT NULL,
	"user_id" text,
	"guest_session_id" text,
	"idempotency_key" text NOT NULL,
	"access_token" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"language_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"company" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"org_number" text,
	"delivery_postcode" text NOT NULL,
	"desired_delivery_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"factory_message" text,
	"quoted_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_valid" CHECK ("quote_requests"."status" in ('requested', 'quoted', 'accepted', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "quote_requests_org_number" CHECK ("quote_requests"."org_number" is null or "quote_requests"."org_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "quote_requests_postcode" CHECK ("quote_requests"."delivery_postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "quote_requests_discount" CHECK ("quote_requests"."discount_percent" between 0 and 100),
	CONSTRAINT "quote_requests_quoted_has_validity" CHECK ("quote_requests"."status" in ('requested', 'cancelled') or "quote_requests"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_basket_items" ADD CONSTRAINT "quote_basket_items_basket_id_quote_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."quote_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_basket_items" ADD CONSTRAINT "quote_basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_baskets" ADD CONSTRAINT "quote_baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_number_counters" ADD CONSTRAINT "quote_number_counters_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_basket_items_product_idx" ON "quote_basket_items" USING btree ("basket_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_baskets_user_idx" ON "quote_baskets" USING btree ("user_id") WHERE "quote_baskets"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_baskets_guest_session_idx" ON "quote_baskets" USING btree ("session_id") WHERE "quote_baskets"."user_id" is null;--> statement-breakpoint
CREATE INDEX "quote_request_items_quote_idx" ON "quote_request_items" USING btree ("quote_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_factory_number_idx" ON "quote_requests" USING btree ("factory_id","quote_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_idempotency_key_idx" ON "quote_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "quote_requests_user_created_idx" ON "quote_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at");