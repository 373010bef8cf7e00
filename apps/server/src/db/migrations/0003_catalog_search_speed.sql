CREATE TABLE "product_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shuffle_key" integer GENERATED ALWAYS AS (('x' || left(md5("products"."id"::text), 8))::bit(32)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_title_words_trgm_idx" ON "product_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "products_shuffle_idx" ON "products" USING btree ("shuffle_key","id") WHERE "products"."status" = 'published';--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): product_title_words follows the
-- titles of products. Inserts are handled per statement, so bulk loads split titles in one pass;
-- words are inserted in sorted order so two shops adding the same new words cannot deadlock.
CREATE FUNCTION product_title_words_of_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_title_words (word)
    SELECT DISTINCT w.lexeme FROM inserted_products p, unnest(to_tsvector('simple', p.title)) w ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_title_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_title_words_of_inserted();--> statement-breakpoint
CREATE FUNCTION product_title_words_of_retitled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_title_words (word)
    SELECT w.lexeme FROM unnest(to_tsvector('simple', NEW.title)) w ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_title_words_update AFTER UPDATE OF title ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION product_title_words_of_retitled();--> statement-breakpoint
INSERT INTO product_title_words (word)
  SELECT DISTINCT w.lexeme FROM products p, unnest(to_tsvector('simple', p.title)) w
  ON CONFLICT DO NOTHING;
