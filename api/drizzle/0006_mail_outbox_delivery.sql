ALTER TABLE "mail_outbox" ADD COLUMN "reply_to_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" = 'queued';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" in ('queued', 'sent', 'logged', 'failed'));--> statement-breakpoint
-- the rows before this migration were kept while no SMTP_URL was set, and their log line was written then
UPDATE "mail_outbox" SET "state" = 'logged', "finished_at" = "created_at";
