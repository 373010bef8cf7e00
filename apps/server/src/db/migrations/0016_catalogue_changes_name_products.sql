-- Hand-written (drizzle-kit does not model functions or triggers): a change to a product or its
-- parts (sizes, colours, specifications, gallery) now names the products it touched, so that a
-- process forgets only what it remembers of those (decision 0030); a checkout's stock update no
-- longer makes every remembered search and product page read again. The payload is the schema,
-- a space and the ids ("public 12,40"); the schema alone still means "anything may have changed"
-- (shops, categories, a truncate, or more products than NAMED_AT_MOST). A statement that
-- changed no row tells nobody. Transition tables need one trigger per event.
CREATE FUNCTION notify_catalogue_products(table_schema text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- 500 ids of up to 11 characters stay well inside pg_notify's 8,000 bytes.
  NAMED_AT_MOST constant integer := 500;
BEGIN
  IF ids IS NULL THEN
    RETURN;
  ELSIF cardinality(ids) > NAMED_AT_MOST THEN
    PERFORM pg_notify('catalogue_changed', table_schema);
  ELSE
    PERFORM pg_notify('catalogue_changed', table_schema || ' ' || array_to_string(ids, ','));
  END IF;
END
$$;--> statement-breakpoint
-- Only the rows of the event's own transition tables are named: INSERT has no old_rows, DELETE no
-- new_rows, and PL/pgSQL resolves a statement's tables only when it runs.
CREATE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
  END IF;
  PERFORM notify_catalogue_products(TG_TABLE_SCHEMA, ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A part may move from one product to another: an update names both.
CREATE FUNCTION notify_product_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) moved;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  END IF;
  PERFORM notify_catalogue_products(TG_TABLE_SCHEMA, ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Each product table's one trigger gives way to one per event; a truncate still touches everything.
DO $$
DECLARE
  watched text;
  notify text;
BEGIN
  FOR watched, notify IN VALUES
    ('products', 'notify_products_changed'),
    ('product_sizes', 'notify_product_parts_changed'),
    ('product_colors', 'notify_product_parts_changed'),
    ('product_specifications', 'notify_product_parts_changed'),
    ('product_gallery', 'notify_product_parts_changed')
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', watched || '_catalogue_changed', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', watched || '_catalogue_inserted', watched, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', watched || '_catalogue_updated', watched, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', watched || '_catalogue_deleted', watched, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()', watched || '_catalogue_truncated', watched);
  END LOOP;
END
$$;
