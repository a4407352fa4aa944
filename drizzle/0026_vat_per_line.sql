ALTER TABLE "packages" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vat_rates" jsonb DEFAULT '["19.00","13.00","7.00","0.00"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_terms" text DEFAULT 'Devis valable 30 jours à compter de sa date d''émission. Acompte de 30 % à la confirmation de la commande, solde à la livraison du matériel. La caution, demandée à part, est restituée au retour du matériel complet et en bon état.' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "invoice_terms" text DEFAULT 'Règlement par virement bancaire, par chèque ou en espèces à l''agence, au plus tard à l''échéance. Merci de rappeler le numéro de la facture avec votre règlement.' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "credit_note_terms" text DEFAULT 'Cette facture d''avoir annule la partie indiquée de la facture corrigée. Son montant vient en déduction de ce qui reste à payer ; s''il le dépasse, la différence vous est remboursée.' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "delivery_fee_vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_products" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_vat_rate_range" CHECK ("order_charges"."vat_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_delivery_fee_vat_rate_range" CHECK ("rental_orders"."delivery_fee_vat_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "rental_products" ADD CONSTRAINT "rental_products_vat_rate_range" CHECK ("rental_products"."vat_rate" between 0 and 100);--> statement-breakpoint
-- The agency's VAT rate stays one of the list, which reads highest first.
UPDATE "site_settings" SET "vat_rates" = (
  SELECT jsonb_agg(r ORDER BY r::numeric DESC) FROM (
    SELECT DISTINCT to_char(e::numeric, 'FM990.00') AS r
      FROM jsonb_array_elements_text("site_settings"."vat_rates" || to_jsonb("site_settings"."vat_rate"::text)) AS e
  ) AS rates
);--> statement-breakpoint
-- The one text of the quotes and invoices was written for the quote (its validity, the deposit).
UPDATE "site_settings" SET "quote_terms" = "payment_terms" WHERE btrim("payment_terms") <> '';--> statement-breakpoint
-- Existing orders keep their single rate: each line and the delivery fee take the order's.
UPDATE "rental_orders" AS o SET
  "items" = coalesce((
    SELECT jsonb_agg(i.item || jsonb_build_object('vatRate', o."vat_rate"::text) ORDER BY i.n)
      FROM jsonb_array_elements(o."items") WITH ORDINALITY AS i(item, n)
  ), '[]'::jsonb),
  "delivery_fee_vat_rate" = o."vat_rate";--> statement-breakpoint
UPDATE "order_charges" AS c SET "vat_rate" = o."vat_rate" FROM "rental_orders" AS o WHERE o."id" = c."order_id";--> statement-breakpoint
-- The catalogue and the site's offers start at the agency's rate.
UPDATE "rental_products" SET "vat_rate" = s."vat_rate" FROM "site_settings" AS s WHERE s."id" = 1;--> statement-breakpoint
UPDATE "packages" SET "vat_rate" = s."vat_rate" FROM "site_settings" AS s WHERE s."id" = 1;--> statement-breakpoint
UPDATE "services" SET "vat_rate" = s."vat_rate" FROM "site_settings" AS s WHERE s."id" = 1;--> statement-breakpoint
-- An event quote's lines take the rate it was issued with.
UPDATE "event_quotes" AS q SET "lines" = coalesce((
  SELECT jsonb_agg(l.line || jsonb_build_object('vat_rate', coalesce(q."data"->'figures'->>'vatRate', '19.00')) ORDER BY l.n)
    FROM jsonb_array_elements(q."lines") WITH ORDINALITY AS l(line, n)
), '[]'::jsonb);
