DROP INDEX "reviews_product_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","active","created_at","rating");