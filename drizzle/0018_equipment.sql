CREATE TABLE "equipment_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_movements_quantity" CHECK ("equipment_movements"."quantity" > 0),
	CONSTRAINT "equipment_movements_kind" CHECK ("equipment_movements"."kind" in ('out', 'in', 'damaged', 'lost', 'repaired', 'written_off', 'found'))
);
--> statement-breakpoint
CREATE TABLE "order_equipment" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"out" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_equipment_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_equipment_counts" CHECK ("order_equipment"."out" >= 0 and "order_equipment"."returned" >= 0 and "order_equipment"."damaged" >= 0 and "order_equipment"."missing" >= 0),
	CONSTRAINT "order_equipment_accounted" CHECK ("order_equipment"."returned" + "order_equipment"."damaged" + "order_equipment"."missing" <= "order_equipment"."out")
);
--> statement-breakpoint
CREATE TABLE "product_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_by" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" text,
	CONSTRAINT "product_maintenance_quantity" CHECK ("product_maintenance"."quantity" > 0),
	CONSTRAINT "product_maintenance_kind" CHECK ("product_maintenance"."kind" in ('damaged', 'lost')),
	CONSTRAINT "product_maintenance_resolution" CHECK (("product_maintenance"."resolved_at" is null and "product_maintenance"."resolution" is null) or ("product_maintenance"."resolved_at" is not null and "product_maintenance"."resolution" in ('repaired', 'written_off', 'found')))
);
--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "depot_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "equipment_movements_product_idx" ON "equipment_movements" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "equipment_movements_order_idx" ON "equipment_movements" USING btree ("order_id") WHERE "equipment_movements"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "order_equipment_outstanding_idx" ON "order_equipment" USING btree ("product_id") WHERE "order_equipment"."out" > "order_equipment"."returned" + "order_equipment"."damaged" + "order_equipment"."missing";--> statement-breakpoint
CREATE INDEX "product_maintenance_open_idx" ON "product_maintenance" USING btree ("product_id") WHERE "product_maintenance"."resolved_at" is null;