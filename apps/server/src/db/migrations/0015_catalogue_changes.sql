-- Hand-written (drizzle-kit does not model functions or triggers): every statement that changes
-- what a product card or page shows (a product, its shop, its category, its sizes, colours,
-- specifications and gallery) tells the processes listening on catalogue_changed once its
-- transaction commits, so what they remember of it is read again
-- (modules/catalog/catalogue-changes.ts, decision 0029). Per statement:
-- a bulk write is one notification, and PostgreSQL folds repeats within a transaction. The
-- payload is the tables' schema: a process hears only of its own (tests give each file one).
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER vendors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_sizes_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_colors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_specifications_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_specifications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_gallery_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
