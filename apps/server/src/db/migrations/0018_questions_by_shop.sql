-- Each question carries its product's shop, so a shop's inbox is read from an index of its own
-- questions. Questions already asked take their product's shop before the column is required.
ALTER TABLE "product_questions" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
UPDATE "product_questions" AS q SET "vendor_id" = p."vendor_id" FROM "products" AS p WHERE p."id" = q."product_id";--> statement-breakpoint
ALTER TABLE "product_questions" ALTER COLUMN "vendor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_questions_vendor_newest_idx" ON "product_questions" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_questions_vendor_waiting_idx" ON "product_questions" USING btree ("vendor_id","created_at","id") WHERE "product_questions"."answer" is null;--> statement-breakpoint
CREATE INDEX "product_questions_vendor_answered_idx" ON "product_questions" USING btree ("vendor_id","created_at","id") WHERE "product_questions"."answer" is not null;