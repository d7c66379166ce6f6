CREATE TABLE "ai_drafting_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"format" text NOT NULL,
	"source_language_code" text NOT NULL,
	"source_text" text NOT NULL,
	"draft" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_drafting_items_status_valid" CHECK ("ai_drafting_items"."status" in ('pending', 'drafting', 'drafted', 'edited', 'approved', 'failed')),
	CONSTRAINT "ai_drafting_items_format_valid" CHECK ("ai_drafting_items"."format" in ('plain', 'html', 'message'))
);
--> statement-breakpoint
CREATE TABLE "ai_drafting_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"pause_reason" text,
	"started_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_drafting_jobs_status_valid" CHECK ("ai_drafting_jobs"."status" in ('running', 'paused', 'done'))
);
--> statement-breakpoint
ALTER TABLE "ai_drafting_items" ADD CONSTRAINT "ai_drafting_items_job_id_ai_drafting_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."ai_drafting_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_drafting_jobs" ADD CONSTRAINT "ai_drafting_jobs_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_drafting_jobs" ADD CONSTRAINT "ai_drafting_jobs_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ai_drafting_jobs" ADD CONSTRAINT "ai_drafting_jobs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_drafting_items_job_target_idx" ON "ai_drafting_items" USING btree ("job_id","kind","target");--> statement-breakpoint
CREATE INDEX "ai_drafting_items_job_status_idx" ON "ai_drafting_items" USING btree ("job_id","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_drafting_jobs_factory_language_idx" ON "ai_drafting_jobs" USING btree ("factory_id","language_code");