CREATE TABLE "known_callers" (
	"user_id" integer NOT NULL,
	"caller_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_callers_user_id_caller_hash_pk" PRIMARY KEY("user_id","caller_hash")
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose";--> statement-breakpoint
ALTER TABLE "known_callers" ADD CONSTRAINT "known_callers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_callers_expires_at_index" ON "known_callers" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose" CHECK ("purpose" in ('confirm-email', 'reset-password', 'claim-orders', 'sign-in'));