ALTER TABLE "mail_outbox" ADD COLUMN "reminds_order_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reminds_order_id_orders_id_fk" FOREIGN KEY ("reminds_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_reminds_order" ON "mail_outbox" USING btree ("reminds_order_id");