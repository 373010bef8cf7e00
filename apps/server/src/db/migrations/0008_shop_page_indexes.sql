-- The public shop page: a shop's published products in the order of each of its sorts (newest,
-- oldest, price, rating, units sold), so a page reads a dozen index entries at 12 products or 10,000.
CREATE INDEX "products_vendor_status_created_idx" ON "products" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_vendor_status_price_idx" ON "products" USING btree ("vendor_id","status","price","id");--> statement-breakpoint
CREATE INDEX "products_vendor_status_rating_idx" ON "products" USING btree ("vendor_id","status","rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_vendor_status_orders_idx" ON "products" USING btree ("vendor_id","status","orders","id");
