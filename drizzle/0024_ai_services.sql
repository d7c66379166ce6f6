CREATE TABLE "ai_accounts" (
	"factory_id" uuid PRIMARY KEY NOT NULL,
	"credit_balance" integer DEFAULT 1000 NOT NULL,
	"tokens_per_credit" integer DEFAULT 100 NOT NULL,
	"glossary" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_accounts_balance_not_negative" CHECK ("ai_accounts"."credit_balance" >= 0),
	CONSTRAINT "ai_accounts_rate_positive" CHECK ("ai_accounts"."tokens_per_credit" > 0)
);
--> statement-breakpoint
CREATE TABLE "ai_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"user_id" text,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"model" text NOT NULL,
	"held_credits" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer,
	"error" text,
	"prompt_excerpt" text DEFAULT '' NOT NULL,
	"reply_excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_calls_purpose_valid" CHECK ("ai_calls"."purpose" in ('test', 'translate', 'describe')),
	CONSTRAINT "ai_calls_status_valid" CHECK ("ai_calls"."status" in ('pending', 'ok', 'error')),
	CONSTRAINT "ai_calls_credits_not_negative" CHECK ("ai_calls"."credits" >= 0 and "ai_calls"."held_credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "machine_drafted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_accounts" ADD CONSTRAINT "ai_accounts_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_factory_created_idx" ON "ai_calls" USING btree ("factory_id","created_at");