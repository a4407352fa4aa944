-- The back office's figures (issue 21): how many orders and messages have each status, and the
-- orders' total HT, kept by triggers in the transaction that changes the rows, so the desk, the
-- messages list and the admin home read a few rows instead of counting years of history.
-- Writers wait until the figures are counted and the triggers in place (the migrations run in
-- one transaction): an instance still serving during a rolling update cannot slip a row between.
LOCK TABLE "rental_orders", "contact_messages" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "status_figures" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"total_ht" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "status_figures_list_status_pk" PRIMARY KEY("list","status")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imagine_add_to_figures(list_name text, row_status text, row_count integer, row_total numeric) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO status_figures (list, status, rows, total_ht) VALUES (list_name, row_status, row_count, row_total)
  ON CONFLICT (list, status) DO UPDATE SET rows = status_figures.rows + excluded.rows, total_ht = status_figures.total_ht + excluded.total_ht
$$;
--> statement-breakpoint
-- A change of status takes its two figures rows in the order of their names, whichever way it
-- goes: two transactions moving orders between the same statuses never wait on each other in a
-- circle.
CREATE OR REPLACE FUNCTION imagine_move_in_figures(list_name text, old_status text, old_total numeric, new_status text, new_total numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF old_status IS NOT NULL AND (new_status IS NULL OR old_status <= new_status) THEN
    PERFORM imagine_add_to_figures(list_name, old_status, -1, -old_total);
    IF new_status IS NOT NULL THEN PERFORM imagine_add_to_figures(list_name, new_status, 1, new_total); END IF;
  ELSE
    IF new_status IS NOT NULL THEN PERFORM imagine_add_to_figures(list_name, new_status, 1, new_total); END IF;
    IF old_status IS NOT NULL THEN PERFORM imagine_add_to_figures(list_name, old_status, -1, -old_total); END IF;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imagine_order_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM status_figures WHERE list = 'orders';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM imagine_move_in_figures('orders', NULL, 0, NEW.status, NEW.total_ht);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM imagine_move_in_figures('orders', OLD.status, OLD.total_ht, NULL, 0);
  ELSE
    PERFORM imagine_move_in_figures('orders', OLD.status, OLD.total_ht, NEW.status, NEW.total_ht);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imagine_message_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM status_figures WHERE list = 'messages';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM imagine_move_in_figures('messages', NULL, 0, NEW.status, 0);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM imagine_move_in_figures('messages', OLD.status, 0, NULL, 0);
  ELSE
    PERFORM imagine_move_in_figures('messages', OLD.status, 0, NEW.status, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rental_orders_figures_rows" AFTER INSERT OR DELETE ON "rental_orders" FOR EACH ROW EXECUTE FUNCTION imagine_order_figures();
--> statement-breakpoint
CREATE TRIGGER "rental_orders_figures_change" AFTER UPDATE OF "status", "total_ht" ON "rental_orders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_ht IS DISTINCT FROM NEW.total_ht) EXECUTE FUNCTION imagine_order_figures();
--> statement-breakpoint
CREATE TRIGGER "rental_orders_figures_truncate" AFTER TRUNCATE ON "rental_orders" FOR EACH STATEMENT EXECUTE FUNCTION imagine_order_figures();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_rows" AFTER INSERT OR DELETE ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION imagine_message_figures();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_change" AFTER UPDATE OF "status" ON "contact_messages" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION imagine_message_figures();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION imagine_message_figures();
--> statement-breakpoint
-- The rows already there, counted once.
INSERT INTO status_figures (list, status, rows, total_ht)
  SELECT 'orders', status, count(*), sum(total_ht) FROM rental_orders GROUP BY status;
--> statement-breakpoint
INSERT INTO status_figures (list, status, rows, total_ht)
  SELECT 'messages', status, count(*), 0 FROM contact_messages GROUP BY status;
