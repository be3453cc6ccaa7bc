-- pg_trgm ships with PostgreSQL (contrib) and with PGlite; it is a trusted extension, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "product_ingredients_trigrams" ON "product_ingredients" USING gin ("ingredient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trigrams" ON "products" USING gin ("name" gin_trgm_ops);