import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { id, orderedList, timestamps, vatRate } from "./columns";

// The content model: every public page is assembled from rows keyed by page_route
// (see docs/decisions/003-content-model.md).

export const stats = pgTable(
  "stats",
  {
    id: id(),
    label: text("label").notNull(),
    value: text("value").notNull(),
    icon: text("icon"),
    page_route: text("page_route"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("stats_page_route_idx").on(t.page_route)],
);

export const hero_sections = pgTable(
  "hero_sections",
  {
    id: id(),
    page_route: text("page_route").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    badge_text: text("badge_text"),
    badge_icon: text("badge_icon"),
    image_url: text("image_url"),
    video_url: text("video_url"),
    cta_primary_text: text("cta_primary_text"),
    cta_primary_link: text("cta_primary_link"),
    cta_secondary_text: text("cta_secondary_text"),
    cta_secondary_link: text("cta_secondary_link"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("hero_sections_page_route_idx").on(t.page_route)],
);

export const services = pgTable("services", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull().default("Sparkles"),
  features: text("features").array().notNull().default(sql`'{}'::text[]`),
  /** The VAT rate of an event quote's line made from this service (issue 37). */
  vat_rate: vatRate(),
  ...orderedList,
  ...timestamps,
});

export const page_services = pgTable(
  "page_services",
  {
    id: id(),
    page_route: text("page_route").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    color_theme: text("color_theme").notNull().default("primary"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("page_services_page_route_idx").on(t.page_route)],
);

export const features = pgTable(
  "features",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    icon: text("icon"),
    section_name: text("section_name"),
    page_route: text("page_route"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("features_page_route_idx").on(t.page_route)],
);

/** A row with an empty page_route belongs to every page (SPEC §3). */
export const gallery = pgTable(
  "gallery",
  {
    id: id(),
    image_url: text("image_url").notNull(),
    title: text("title"),
    alt_text: text("alt_text"),
    page_route: text("page_route"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("gallery_page_route_idx").on(t.page_route)],
);

export const clients = pgTable("clients", {
  id: id(),
  name: text("name").notNull(),
  logo_url: text("logo_url").notNull(),
  ...orderedList,
  ...timestamps,
});

export const portfolio = pgTable("portfolio", {
  id: id(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  description: text("description").notNull(),
  image_url: text("image_url").notNull(),
  ...orderedList,
  ...timestamps,
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    author_name: text("author_name").notNull(),
    author_company: text("author_company"),
    author_position: text("author_position"),
    content: text("content").notNull(),
    avatar_url: text("avatar_url"),
    rating: integer("rating").notNull().default(5),
    page_route: text("page_route"),
    ...orderedList,
    ...timestamps,
  },
  (t) => [
    index("testimonials_page_route_idx").on(t.page_route),
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const packages = pgTable(
  "packages",
  {
    id: id(),
    page_route: text("page_route").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** Free text (SPEC §3), shown as '{price} DT / period'. */
    price: text("price"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    is_featured: boolean("is_featured").notNull().default(false),
    /** The VAT rate of an event quote's line made from this package (issue 37). */
    vat_rate: vatRate(),
    ...orderedList,
    ...timestamps,
  },
  (t) => [index("packages_page_route_idx").on(t.page_route)],
);

export const contact_info = pgTable("contact_info", {
  id: id(),
  label: text("label").notNull(),
  type: text("type").notNull(),
  value: text("value").notNull(),
  icon: text("icon"),
  ...orderedList,
  ...timestamps,
});

export const seo_metadata = pgTable("seo_metadata", {
  id: id(),
  route: text("route").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
  og_image: text("og_image"),
  og_type: text("og_type").notNull().default("website"),
  canonical_url: text("canonical_url"),
  ...timestamps,
});

/** The VAT rates of Tunisia (issue 37): the normal rate, the two reduced ones and the exempt lines. */
export const DEFAULT_VAT_RATES: string[] = ["19.00", "13.00", "7.00", "0.00"];

/** What each kind of document says of itself until the agency writes its own (issue 37). */
export const DEFAULT_DOCUMENT_TERMS = {
  quote:
    "Devis valable 30 jours à compter de sa date d'émission. Acompte de 30 % à la confirmation de la commande, solde à la livraison du matériel. La caution, demandée à part, est restituée au retour du matériel complet et en bon état.",
  invoice:
    "Règlement par virement bancaire, par chèque ou en espèces à l'agence, au plus tard à l'échéance. Merci de rappeler le numéro de la facture avec votre règlement.",
  credit_note:
    "Cette facture d'avoir annule la partie indiquée de la facture corrigée. Son montant vient en déduction de ce qui reste à payer ; s'il le dépasse, la différence vous est remboursée.",
} as const;

/**
 * The agency's own details, one row (id = 1). Everything the site says about the agency
 * (the {phone} of the call-to-action, footer links, JSON-LD) is read from here.
 */
export const site_settings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    brand_name: text("brand_name").notNull(),
    tagline: text("tagline").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    /** Where new contact messages and orders are announced. */
    notification_email: text("notification_email").notNull(),
    street_address: text("street_address").notNull(),
    postal_code: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("TN"),
    facebook_url: text("facebook_url"),
    instagram_url: text("instagram_url"),
    linkedin_url: text("linkedin_url"),
    logo_url: text("logo_url"),
    default_video_url: text("default_video_url"),
    // Legal and tax details printed on quotes and invoices (issue 11).
    legal_name: text("legal_name").notNull().default(""),
    legal_address: text("legal_address").notNull().default(""),
    /** Matricule fiscal. */
    tax_id: text("tax_id").notNull().default(""),
    /** Registre du commerce. */
    trade_register: text("trade_register").notNull().default(""),
    /** RIB / IBAN and bank, several lines. */
    bank_details: text("bank_details").notNull().default(""),
    /**
     * The default VAT rate, one of `vat_rates`: a line with no rate of its own (the delivery fee,
     * a free line of an event quote, a charge) starts at it. Catalogue prices are HT.
     */
    vat_rate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull().default("19"),
    /** The VAT rates a line may take (issue 37), percent text with two decimals, highest first. */
    vat_rates: jsonb("vat_rates").$type<string[]>().notNull().default(DEFAULT_VAT_RATES),
    /** Timbre fiscal, per invoice, in DT. */
    stamp_duty: numeric("stamp_duty", { precision: 12, scale: 2 }).notNull().default("1"),
    // What each kind of document says of itself (issue 37), printed beside its totals.
    /** A quote's: its validity and the deposit asked. */
    quote_terms: text("quote_terms").notNull().default(DEFAULT_DOCUMENT_TERMS.quote),
    /** An invoice's: how to pay it (its due day is printed with it). */
    invoice_terms: text("invoice_terms").notNull().default(DEFAULT_DOCUMENT_TERMS.invoice),
    /** A credit note's: what it does to the invoice it corrects. */
    credit_note_terms: text("credit_note_terms").notNull().default(DEFAULT_DOCUMENT_TERMS.credit_note),
    /** Days an invoice is due after its issue (issue 22): past them with a balance, the order is 'En retard'. */
    payment_terms_days: integer("payment_terms_days").notNull().default(30),
    /** Off by default: the mail worker sends one reminder of an overdue invoice, at most every 7 days per order. */
    auto_payment_reminders: boolean("auto_payment_reminders").notNull().default(false),
    document_footer: text("document_footer").notNull().default(""),
    /**
     * Late fee per day of delay, HT, in DT (issue 23); 0: off (the default). A late return is then
     * proposed as a charge on the order at its check-in, which the agency confirms or drops.
     */
    late_fee_per_day: numeric("late_fee_per_day", { precision: 12, scale: 2 }).notNull().default("0"),
    // Planning (issue 12): days a rented unit stays held before and after its rental dates.
    buffer_days_before: integer("buffer_days_before").notNull().default(1),
    buffer_days_after: integer("buffer_days_after").notNull().default(1),
    /** Secret of the planning's calendar feed URL; a new one makes the old URL answer 404. */
    calendar_feed_token: text("calendar_feed_token"),
    // 'Paiement en ligne' (issue 40): what a client may pay online, through the gateways the
    // environment configures (a gateway not configured is off whatever is ticked here).
    online_konnect: boolean("online_konnect").notNull().default(true),
    online_flouci: boolean("online_flouci").notNull().default(true),
    /** The deposit asked online: this percentage of the order's total TTC, less what was paid. 0: no deposit online. */
    online_deposit_percent: integer("online_deposit_percent").notNull().default(30),
    online_balance: boolean("online_balance").notNull().default(true),
    /** The caution held on the client's card by a pre-authorisation (Flouci only), instead of a cheque. */
    online_caution: boolean("online_caution").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_payment_terms_days_range", sql`${t.payment_terms_days} between 0 and 365`),
    check("site_settings_late_fee_per_day", sql`${t.late_fee_per_day} >= 0`),
    check("site_settings_buffer_days_range", sql`${t.buffer_days_before} between 0 and 30 and ${t.buffer_days_after} between 0 and 30`),
    check("site_settings_online_deposit_percent", sql`${t.online_deposit_percent} between 0 and 100`),
  ],
);
