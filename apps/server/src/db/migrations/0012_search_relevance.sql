CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"means" text NOT NULL,
	"term_key" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "search_synonyms"."term")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_means_uq" ON "search_synonyms" USING btree ("term","means");--> statement-breakpoint
CREATE INDEX "search_synonyms_term_key_idx" ON "search_synonyms" USING btree ("term_key");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): search_vector weighs
-- the title (A: English stems, and the words as typed so exact words rank first), the category
-- name (B), the specifications (C) and the description (D). See docs/decisions/0018-search-ranking-in-postgresql.md.
CREATE FUNCTION product_search_vector(title text, description text, category_id integer, product_id integer)
  RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')) || to_tsvector('simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce((SELECT c.title FROM categories c WHERE c.id = category_id), '')), 'B')
    || setweight(to_tsvector('english', coalesce((SELECT string_agg(s.title || ' ' || s.content, ' ' ORDER BY s.id)
         FROM product_specifications s WHERE s.product_id = product_search_vector.product_id), '')), 'C')
    || setweight(to_tsvector('english', coalesce(description, '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION products_search_vector_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(NEW.title, NEW.description, NEW.category_id, NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF title, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_of_row();--> statement-breakpoint
-- Specifications are written after their product (and replaced on edit): per statement, so a
-- product's whole list costs one update of it.
CREATE FUNCTION products_search_vector_of_specs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(p.title, p.description, p.category_id, p.id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM changed_specs);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_specifications_search_insert AFTER INSERT ON product_specifications
  REFERENCING NEW TABLE AS changed_specs
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_vector_of_specs();--> statement-breakpoint
CREATE TRIGGER product_specifications_search_update AFTER UPDATE ON product_specifications
  REFERENCING NEW TABLE AS changed_specs
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_vector_of_specs();--> statement-breakpoint
CREATE TRIGGER product_specifications_search_delete AFTER DELETE ON product_specifications
  REFERENCING OLD TABLE AS changed_specs
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_vector_of_specs();--> statement-breakpoint
CREATE FUNCTION products_search_vector_of_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(p.title, p.description, p.category_id, p.id)
    WHERE p.category_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE OF title ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION products_search_vector_of_category();--> statement-breakpoint
UPDATE products p SET search_vector = product_search_vector(p.title, p.description, p.category_id, p.id);--> statement-breakpoint
-- The synonyms shoppers' words map through. Groups of words that mean the same thing (every pair,
-- both ways), then one-way rows: a narrower word, a product line or a model name that shows what a
-- shopper means ("gpu" → "geforce"), never the other way round ("dslr" is a camera, not every camera).
WITH synonym_groups(grp, word) AS (VALUES
    (1, 'mobile'), (1, 'phone'), (1, 'smartphone'), (1, 'cell phone'), (1, 'mobile phone'),
    (2, 'tv'), (2, 'television'), (2, 'smart tv'),
    (3, 'wifi'), (3, 'wi-fi'), (3, 'wireless router'),
    (4, 'smartwatch'), (4, 'smart watch'), (4, 'watch'),
    (5, 'headphones'), (5, 'headset'),
    (6, 'earbuds'), (6, 'earphones'), (6, 'tws'), (6, 'in-ear'),
    (7, 'laptop'), (7, 'notebook'),
    (8, 'graphics card'), (8, 'gpu'), (8, 'video card'),
    (9, 'power bank'), (9, 'powerbank'), (9, 'portable charger'),
    (10, 'speaker'), (10, 'bluetooth speaker'),
    (11, 'controller'), (11, 'gamepad'), (11, 'joystick'),
    (12, 'cpu'), (12, 'processor'),
    (13, 'ram'), (13, 'memory'),
    (14, 'hard drive'), (14, 'hdd'), (14, 'hard disk'),
    (15, 'fitness tracker'), (15, 'fitness band'), (15, 'smart band'),
    (16, 'tablet'), (16, 'ipad'),
    (17, 'monitor'), (17, 'computer screen'),
    (18, 'playstation'), (18, 'ps5')
  )
INSERT INTO search_synonyms (term, means)
  SELECT a.word, b.word FROM synonym_groups a JOIN synonym_groups b ON a.grp = b.grp AND a.word <> b.word
  UNION
  SELECT * FROM (VALUES
    ('wifi', 'router'), ('wifi', 'mesh'), ('wifi', 'access point'), ('router', 'wi-fi'),
    ('mesh wifi', 'mesh'), ('mesh', 'deco'),
    ('graphics card', 'geforce'), ('graphics card', 'radeon'), ('gpu', 'geforce'), ('gpu', 'radeon'),
    ('video card', 'geforce'), ('video card', 'radeon'),
    ('gaming laptop', 'rtx laptop'), ('gaming laptop', 'gtx laptop'), ('gaming laptop', 'rog laptop'),
    ('gaming laptop', 'legion laptop'),
    ('smartwatch', 'wearable'), ('watch', 'wearable'), ('smart watch', 'wearable'),
    ('fitness tracker', 'fitbit'), ('fitness band', 'fitbit'), ('smart band', 'fitbit'),
    ('fitness tracker', 'galaxy fit'), ('fitness band', 'galaxy fit'), ('smart band', 'galaxy fit'),
    ('phone', 'iphone'), ('phone', 'galaxy'), ('smartphone', 'iphone'), ('mobile', 'iphone'),
    ('earphones', 'airpods'), ('earbuds', 'airpods'), ('earbuds', 'buds'), ('earphones', 'headphones'),
    ('headphones', 'over-ear'), ('headphones', 'on-ear'),
    ('charger', 'power adapter'), ('adapter', 'charger'),
    ('console', 'playstation'), ('console', 'xbox'), ('console', 'nintendo switch'),
    ('handheld', 'steam deck'), ('handheld', 'rog ally'), ('handheld', 'switch lite'),
    ('action camera', 'gopro'), ('vlog camera', 'vlog'), ('drone', 'dji mini'),
    ('ram', 'ddr5'), ('ram', 'ddr4'), ('memory', 'ddr5'), ('memory', 'ddr4'),
    ('ssd', 'nvme'), ('ssd', 'solid state')
  ) one_way(term, means)
  ON CONFLICT DO NOTHING;
