ALTER TABLE "product_combos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Nothing records when a product or combo stored before this column last changed: it takes the time it was made.
UPDATE "product_combos" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";
