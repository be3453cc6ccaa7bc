CREATE TABLE "product_combo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"combo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_price_id" integer,
	"weight" text NOT NULL,
	"discounted_price_paise" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"combo_price_paise" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_best_seller" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_combos_status_flag" CHECK ("status" in (0, 1)),
	CONSTRAINT "product_combos_is_best_seller_flag" CHECK ("is_best_seller" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_how_to_use_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"step_order" integer NOT NULL,
	"step_details" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_is_default_flag" CHECK ("is_default" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"ingredient" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_nutrition_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"weight_unit" text NOT NULL,
	"price_paise" integer NOT NULL,
	"discounted_price_paise" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"in_stock" smallint DEFAULT 1 NOT NULL,
	"product_status" smallint DEFAULT 1 NOT NULL,
	"is_best_seller" smallint DEFAULT 0 NOT NULL,
	"serving_size" text,
	"serving_per_container" text,
	"how_to_use_image" text,
	"how_to_use_tip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_in_stock_flag" CHECK ("in_stock" in (0, 1)),
	CONSTRAINT "products_product_status_flag" CHECK ("product_status" in (0, 1)),
	CONSTRAINT "products_is_best_seller_flag" CHECK ("is_best_seller" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_combo_items" ADD CONSTRAINT "product_combo_items_combo_id_product_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."product_combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_combo_items" ADD CONSTRAINT "product_combo_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_combo_items" ADD CONSTRAINT "product_combo_items_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD CONSTRAINT "product_descriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_how_to_use_steps" ADD CONSTRAINT "product_how_to_use_steps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nutrition_tables" ADD CONSTRAINT "product_nutrition_tables_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_combo_items_combo_id_index" ON "product_combo_items" USING btree ("combo_id");--> statement-breakpoint
CREATE INDEX "product_combo_items_product_id_index" ON "product_combo_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_descriptions_product_id_index" ON "product_descriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_how_to_use_steps_product_id_index" ON "product_how_to_use_steps" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_id_index" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_ingredients_product_id_index" ON "product_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_nutrition_tables_product_id_index" ON "product_nutrition_tables" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_prices_product_id_index" ON "product_prices" USING btree ("product_id");