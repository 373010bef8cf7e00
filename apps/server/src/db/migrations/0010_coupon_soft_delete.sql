DROP INDEX "coupons_vendor_code_uq";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupons_vendor_created_idx" ON "coupons" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_vendor_code_uq" ON "coupons" USING btree ("vendor_id",upper("code")) WHERE "coupons"."deleted_at" is null;