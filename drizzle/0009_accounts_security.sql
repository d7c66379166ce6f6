CREATE TABLE "mail_send_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_send_attempts_email_idx" ON "mail_send_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_send_attempts_ip_idx" ON "mail_send_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "mail_send_attempts_created_idx" ON "mail_send_attempts" USING btree ("created_at");