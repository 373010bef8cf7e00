-- One cart line per owner, product, size and colour: a signed-in shopper's by user id, a guest's
-- by cart id. Lines a race split in two are merged first (quantities added, up to a line's 99).
UPDATE "cart_items" AS keep SET "qty" = least(99, dup.total)
FROM (
  SELECT min("id") AS "id", sum("qty") AS total FROM "cart_items" WHERE "user_id" IS NOT NULL
  GROUP BY "user_id", "product_id", "size", "color" HAVING count(*) > 1
) AS dup
WHERE keep."id" = dup."id";--> statement-breakpoint
DELETE FROM "cart_items" AS extra USING "cart_items" AS keep
WHERE extra."user_id" IS NOT NULL AND keep."user_id" = extra."user_id" AND keep."product_id" = extra."product_id"
  AND keep."size" = extra."size" AND keep."color" = extra."color" AND keep."id" < extra."id";--> statement-breakpoint
DROP INDEX "cart_items_line_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_line_uq" ON "cart_items" USING btree ("user_id","product_id","size","color") WHERE "cart_items"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_line_uq" ON "cart_items" USING btree ("cart_id","product_id","size","color") WHERE "cart_items"."user_id" is null;
