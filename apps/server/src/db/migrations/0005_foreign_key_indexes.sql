CREATE INDEX "product_questions_user_idx" ON "product_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_product_idx" ON "wishlist" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_order_item_idx" ON "notifications" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "shipments_vendor_idx" ON "shipments" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");