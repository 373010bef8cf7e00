DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_rating_sort_idx" ON "products" USING btree ("rating","rating_count","created_at","id");