DROP INDEX "order_items_vendor_created_idx";--> statement-breakpoint
DROP INDEX "order_vendors_vendor_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("id","payment_status") WHERE "orders"."stock_taken_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_vendor_created_idx" ON "order_items" USING btree ("vendor_id","created_at","order_id","order_status","sub_total","shipping_amount","saved");--> statement-breakpoint
CREATE INDEX "order_vendors_vendor_idx" ON "order_vendors" USING btree ("vendor_id","order_id");