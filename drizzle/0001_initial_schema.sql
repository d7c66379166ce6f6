CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories_i18n" (
	"category_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "categories_i18n_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"original_url" text NOT NULL,
	"processed_url" text,
	"alt_text" text,
	"width" integer,
	"height" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"package_size" text,
	"price_range" text,
	"shop_price_ore" integer,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"vat_rate_percent" integer DEFAULT 15 NOT NULL,
	"barcode" text,
	"sku" text,
	"attributes_schema" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_shop_price_non_negative" CHECK ("products"."shop_price_ore" is null or "products"."shop_price_ore" >= 0),
	CONSTRAINT "products_currency_format" CHECK ("products"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "products_vat_rate_valid" CHECK ("products"."vat_rate_percent" in (0, 12, 15, 25)),
	CONSTRAINT "products_barcode_digits" CHECK ("products"."barcode" is null or "products"."barcode" ~ '^[0-9]{8,14}$')
);
--> statement-breakpoint
CREATE TABLE "products_i18n" (
	"product_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"package_size" text,
	CONSTRAINT "products_i18n_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"selected_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_price_ore" integer NOT NULL,
	"snapshot_title" text NOT NULL,
	"snapshot_sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_unit_price_non_negative" CHECK ("cart_items"."unit_price_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text,
	"restaurant_id" uuid,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_has_owner" CHECK ("carts"."user_id" is not null or "carts"."session_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"link_key" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "footer_links_section_valid" CHECK ("footer_links"."section_key" in ('quicklinks', 'products', 'support', 'bottom'))
);
--> statement-breakpoint
CREATE TABLE "footer_links_i18n" (
	"footer_link_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "footer_links_i18n_footer_link_id_language_code_pk" PRIMARY KEY("footer_link_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"icon" text,
	"icon_color" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_not_own_parent" CHECK ("menu_items"."parent_id" is null or "menu_items"."parent_id" <> "menu_items"."id")
);
--> statement-breakpoint
CREATE TABLE "menu_items_i18n" (
	"menu_item_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "menu_items_i18n_menu_item_id_language_code_pk" PRIMARY KEY("menu_item_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"page_slug" text NOT NULL,
	"content_key" text NOT NULL,
	"content_type" text DEFAULT 'text' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_type_valid" CHECK ("page_content"."content_type" in ('text', 'html', 'json'))
);
--> statement-breakpoint
CREATE TABLE "page_content_i18n" (
	"page_content_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"content_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_i18n_page_content_id_language_code_pk" PRIMARY KEY("page_content_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"translation_key" text NOT NULL,
	"content" text NOT NULL,
	"content_type" text DEFAULT 'text' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"description" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"organization_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_settings" (
	"factory_id" uuid PRIMARY KEY NOT NULL,
	"site_name" text DEFAULT 'Factory Management System' NOT NULL,
	"show_company_name_in_header" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"company_name" text,
	"header_menu_style" text DEFAULT 'horizontal' NOT NULL,
	"header_max_logo_width" integer DEFAULT 200 NOT NULL,
	"header_logo_width" integer DEFAULT 32 NOT NULL,
	"header_logo_height" integer DEFAULT 32 NOT NULL,
	"header_logo_style" text DEFAULT 'rounded' NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"description" text,
	"favicon_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_settings_menu_style_valid" CHECK (header_menu_style in ('horizontal', 'centered', 'split', 'mega', 'minimal', 'bbc', 'cnn', 'linkedin', 'instagram', 'youtube', 'facebook', 'gmail', 'bootstrap', 'medium', 'compact')),
	CONSTRAINT "factory_settings_logo_style_valid" CHECK ("factory_settings"."header_logo_style" in ('rounded', 'circular', 'square')),
	CONSTRAINT "factory_settings_logo_sizes_positive" CHECK ("factory_settings"."header_logo_width" > 0 and "factory_settings"."header_logo_height" > 0 and "factory_settings"."header_max_logo_width" > 0)
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"flag_icon_url" text,
	CONSTRAINT "languages_code_format" CHECK ("languages"."code" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
	CONSTRAINT "languages_direction_valid" CHECK ("languages"."direction" in ('ltr', 'rtl'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_i18n" ADD CONSTRAINT "categories_i18n_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_i18n" ADD CONSTRAINT "categories_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_i18n" ADD CONSTRAINT "products_i18n_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_i18n" ADD CONSTRAINT "products_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links_i18n" ADD CONSTRAINT "footer_links_i18n_footer_link_id_footer_links_id_fk" FOREIGN KEY ("footer_link_id") REFERENCES "public"."footer_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links_i18n" ADD CONSTRAINT "footer_links_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items_i18n" ADD CONSTRAINT "menu_items_i18n_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items_i18n" ADD CONSTRAINT "menu_items_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_content" ADD CONSTRAINT "page_content_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_content_i18n" ADD CONSTRAINT "page_content_i18n_page_content_id_page_content_id_fk" FOREIGN KEY ("page_content_id") REFERENCES "public"."page_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_content_i18n" ADD CONSTRAINT "page_content_i18n_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "factory_settings" ADD CONSTRAINT "factory_settings_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_factory_slug_idx" ON "categories" USING btree ("factory_id","slug");--> statement-breakpoint
CREATE INDEX "categories_factory_order_idx" ON "categories" USING btree ("factory_id","is_active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_i18n_language_slug_idx" ON "categories_i18n" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_images_product_order_idx" ON "product_images" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_single_primary_idx" ON "product_images" USING btree ("product_id") WHERE "product_images"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "products_factory_slug_idx" ON "products" USING btree ("factory_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_factory_barcode_idx" ON "products" USING btree ("factory_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "products_factory_sku_idx" ON "products" USING btree ("factory_id","sku");--> statement-breakpoint
CREATE INDEX "products_factory_active_order_idx" ON "products" USING btree ("factory_id","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("factory_id","sort_order") WHERE "products"."is_featured" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_i18n_language_slug_idx" ON "products_i18n" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "products_i18n_name_trgm_idx" ON "products_i18n" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_i18n_description_trgm_idx" ON "products_i18n" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","product_id","selected_attributes");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("user_id") WHERE "carts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_session_idx" ON "carts" USING btree ("session_id") WHERE "carts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_factory_slug_idx" ON "restaurants" USING btree ("factory_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "footer_links_factory_section_key_idx" ON "footer_links" USING btree ("factory_id","section_key","link_key");--> statement-breakpoint
CREATE INDEX "footer_links_section_lookup_idx" ON "footer_links" USING btree ("factory_id","section_key","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "menu_items_factory_order_idx" ON "menu_items" USING btree ("factory_id","sort_order");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_i18n_language_idx" ON "menu_items_i18n" USING btree ("language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "page_content_factory_page_key_idx" ON "page_content" USING btree ("factory_id","page_slug","content_key");--> statement-breakpoint
CREATE INDEX "page_content_page_lookup_idx" ON "page_content" USING btree ("factory_id","page_slug","is_active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_factory_language_key_idx" ON "translations" USING btree ("factory_id","language_code","translation_key");--> statement-breakpoint
CREATE INDEX "factories_active_created_idx" ON "factories" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_single_default_idx" ON "languages" USING btree ("is_default") WHERE "languages"."is_default";--> statement-breakpoint
CREATE INDEX "languages_active_order_idx" ON "languages" USING btree ("is_active","sort_order");