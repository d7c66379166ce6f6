CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_ore" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_kind_valid" CHECK ("payment_events"."kind" in ('authorised', 'aborted', 'expired', 'captured', 'voided', 'refunded')),
	CONSTRAINT "payment_events_amount_non_negative" CHECK ("payment_events"."amount_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"amount_ore" integer NOT NULL,
	"captured_ore" integer DEFAULT 0 NOT NULL,
	"refunded_ore" integer DEFAULT 0 NOT NULL,
	"redirect_url" text,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'authorised', 'captured', 'refunded', 'aborted', 'expired', 'voided')),
	CONSTRAINT "payments_amounts_valid" CHECK ("payments"."amount_ore" >= 0 and "payments"."captured_ore" >= 0 and "payments"."refunded_ore" >= 0 and "payments"."captured_ore" <= "payments"."amount_ore" and "payments"."refunded_ore" <= "payments"."captured_ore")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("hold_until") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'cancelled'));