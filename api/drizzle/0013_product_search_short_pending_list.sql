-- GIN keeps new rows in a pending list, read whole by every search, until it outgrows gin_pending_list_limit (4 MB)
-- or a vacuum merges it; PGlite runs no autovacuum. At 10,000 products that list was most of a search's time: 256 kB
-- keeps it short while a bulk insert is still merged in batches. Rebuilt, so no long list is left over.
DROP INDEX "product_ingredients_trigrams";--> statement-breakpoint
DROP INDEX "products_name_trigrams";--> statement-breakpoint
CREATE INDEX "product_ingredients_trigrams" ON "product_ingredients" USING gin ("ingredient" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "products_name_trigrams" ON "products" USING gin ("name" gin_trgm_ops) WITH (gin_pending_list_limit=256);