CREATE TABLE "seller_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"application_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "seller_applications_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language_code" text NOT NULL,
	"company_name" text NOT NULL,
	"org_number" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street_address" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"shop_type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" text,
	"decided_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_status_valid" CHECK ("seller_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "seller_applications_shop_type_valid" CHECK ("seller_applications"."shop_type" in ('grocery', 'cafe', 'farm_shop', 'online', 'other')),
	CONSTRAINT "seller_applications_org_number" CHECK ("seller_applications"."org_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "seller_applications_postcode" CHECK ("seller_applications"."postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "seller_applications_rejection_reason" CHECK ("seller_applications"."status" <> 'rejected' or "seller_applications"."decision_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_idempotency_key_idx" ON "seller_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_number_idx" ON "seller_applications" USING btree ("application_number");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_active_org_idx" ON "seller_applications" USING btree ("factory_id","org_number") WHERE "seller_applications"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "seller_applications_factory_status_idx" ON "seller_applications" USING btree ("factory_id","status","created_at");--> statement-breakpoint
-- hand-written: the sellers map (/sellers-map, tag 'sellers') drops from the page cache on every write to the applications (ADR 0008's triggers).
SELECT page_cache_watch('seller_applications', 'sellers');
