ALTER TABLE "orders" ADD COLUMN "cod_rounding" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" text;--> statement-breakpoint
CREATE INDEX "orders_open_checkout_idx" ON "orders" USING btree ("checkout_key") WHERE "orders"."payment_status" in ('pending', 'failed');