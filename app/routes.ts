import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "./i18n/locale";
import { CONTENT_PAGES } from "./lib/site-map";

/** The public site and the account pages: French at their paths, and again under each other language's prefix (ADR 021). */
function publicSite(): RouteConfigEntry[] {
  return [
    // Public site, inside the shared layout (navigation, footer, call-to-action)
    layout("routes/site/layout.tsx", [
      index("routes/site/home.tsx"),
      route("contact", "routes/site/contact.tsx"),
      route("portfolio", "routes/site/portfolio.tsx"),
      // The 17 content pages share one module; each gets its own route id.
      ...CONTENT_PAGES.map((page) =>
        route(page.path.slice(1), "routes/site/content-page.tsx", { id: `content${page.path}` }),
      ),

      // Client space: the signed-in client's orders, messages, profile and account.
      route("compte", "routes/account/account.tsx"),

      // Rental shop
      route("location-materiel", "routes/shop/catalogue.tsx"),
      route("location", "routes/shop/rental-section.tsx"),
      route("panier", "routes/shop/cart.tsx"),
      // A client's order, through the link of their e-mails (no account needed).
      route("commande/:token", "routes/shop/client-order.tsx"),
      // A client's event request and its conversation, through the link of the agency's e-mails (issue 24).
      route("demande/:token", "routes/site/client-request.tsx"),
      // 'Accepter le devis' of an event quote, posted from the request's page (issue 24).
      route("demande/:token/devis/accepter", "routes/site/event-quote-accept.tsx"),
      // Where a payment gateway sends the client back (issue 40): verified with the gateway first.
      route("paiement/retour/:attempt", "routes/shop/payment-return.tsx"),
    ]),

    // Accounts
    route("auth", "routes/auth/auth.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("verifier-email", "routes/auth/verify-email.tsx"),
  ];
}

/** A route module's id when none is given: its file without the extension. */
function defaultId(file: string): string {
  return file.replace(/\.[jt]sx?$/, "");
}

/**
 * The same routes under `/<locale>/`: the same modules, with ids of their own (`…@en`), since React
 * Router needs one id per route. The modules read the language from the URL (i18n/locale.ts).
 */
function underLocale(locale: string, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const localize = (entry: RouteConfigEntry): RouteConfigEntry => ({
    ...entry,
    id: `${entry.id ?? defaultId(entry.file)}@${locale}`,
    // `/EN/` is not English: an unknown prefix is a 404 (paths match case-insensitively by default).
    caseSensitive: true,
    children: entry.children?.map(localize),
  });
  return prefix(locale, entries.map(localize));
}

export default [
  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),
  route("icons.svg", "routes/resources/icons.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // Units of a rental product free over dates (JSON for the rental dialog).
  route("location-materiel/disponibilite", "routes/shop/availability.ts"),
  // Days a rental product has no free unit for a quantity (JSON for the rental dialog's calendar).
  route("location-materiel/jours-complets", "routes/shop/full-days.ts"),
  // The signed-in client's details that prefill the checkout and the contact form (JSON, private).
  route("compte/profil.json", "routes/account/profile-json.ts"),

  ...publicSite(),
  ...PREFIXED_LOCALES.flatMap((locale) => underLocale(locale, publicSite())),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("verifier-email/renvoyer", "routes/auth/verify-email-resend.ts"),

  // Back office
  // CSV exports of the contact and shop tabs (resource routes, outside the admin page layout).
  route("admin/contact.csv", "routes/admin/contact-csv.ts"),
  route("admin/shop.csv", "routes/admin/shop-csv.ts"),
  // The accountant's payments journal of a period (?du=&au=), from the finances page.
  route("admin/shop/finances/paiements.csv", "routes/admin/finances-payments-csv.ts"),
  // Media library of the back office: list (GET) and upload (POST), JSON for the image fields.
  route("admin/media", "routes/admin/media.ts"),
  // Quotes and invoices as stored PDFs: for admins, and for the client through the order's link.
  route("admin/shop/commandes/:number/documents/:file", "routes/admin/order-document.ts"),
  route("commande/:token/documents/:file", "routes/shop/order-document.ts"),
  // The statement of account of an order ('Relevé de compte'), printed as it stands: for admins,
  // and for the client through the order's link.
  route("admin/shop/commandes/:number/releve.pdf", "routes/admin/order-statement.ts"),
  route("commande/:token/releve.pdf", "routes/shop/order-statement.ts"),
  // A payment gateway's callback (issue 40): it names a reference, which the server asks the gateway about.
  route("paiement/webhook/:gateway", "routes/resources/payment-webhook.ts"),
  // The files of a request's conversation: for admins, and for the client through the request's link.
  route("admin/contact/demandes/:id/pieces/:attachment", "routes/admin/request-attachment.ts"),
  route("demande/:token/pieces/:attachment", "routes/site/request-attachment.ts"),
  // Event quotes as stored PDFs: for admins, and for the client through the request's link (issue 24).
  route("admin/contact/demandes/:id/devis/:file", "routes/admin/event-quote-document.ts"),
  route("demande/:token/devis/:file", "routes/site/event-quote-document.ts"),
  // 'Renvoyer un nouveau lien' and 'Révoquer les liens' of an order's and a request's client links
  // (plain forms of their pages, answered by a redirect with a toast; ADR 010).
  route("admin/shop/commandes/:number/lien", "routes/admin/order-link.ts"),
  // The order page's other forms, one resource each (an action per resource): they answer the
  // page's fetcher, or a plain form post by a redirect back to the order page with the answer.
  route("admin/shop/commandes/:number/modifier", "routes/admin/order-edit.ts"),
  route("admin/shop/commandes/:number/statut", "routes/admin/order-status.ts"),
  route("admin/shop/commandes/:number/documents", "routes/admin/order-documents.ts"),
  route("admin/shop/commandes/:number/envoi", "routes/admin/order-send-document.ts"),
  route("admin/shop/commandes/:number/envoi-documents", "routes/admin/order-send-documents.ts"),
  route("admin/shop/commandes/:number/avoirs", "routes/admin/order-credit-notes.ts"),
  route("admin/shop/commandes/:number/recus", "routes/admin/order-receipts.ts"),
  route("admin/shop/commandes/:number/paiements", "routes/admin/order-payments.ts"),
  route("admin/shop/commandes/:number/paiements/annulation", "routes/admin/order-payment-cancel.ts"),
  route("admin/shop/commandes/:number/caution", "routes/admin/order-deposit.ts"),
  route("admin/shop/commandes/:number/caution/reglement", "routes/admin/order-deposit-settle.ts"),
  route("admin/shop/commandes/:number/relances", "routes/admin/order-reminders.ts"),
  route("admin/shop/commandes/:number/frais", "routes/admin/order-charges.ts"),
  route("admin/contact/demandes/:id/lien", "routes/admin/request-link.ts"),
  // Packing lists (bons de sortie, issue 23): an order's, or every departure of a day in one PDF.
  route("admin/shop/commandes/:number/bon-de-sortie.pdf", "routes/admin/order-packing-list.ts"),
  route("admin/shop/departs-retours/bons-de-sortie.pdf", "routes/admin/day-packing-lists.ts"),
  // A sheet of QR labels to stick on cases: one product's (?produit=&nombre=) or the catalogue's.
  route("admin/shop/etiquettes.pdf", "routes/admin/product-labels.ts"),
  // The planning's calendar feed (iCalendar) at a secret address, for Google or Apple Calendar.
  route("agenda/:token/commandes.ics", "routes/resources/calendar-feed.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    // The header's 'Menu' as a page, for a phone without JavaScript (the sheet's links).
    route("menu", "routes/admin/menu.tsx"),
    route("customize/:panel", "routes/admin/customize-panel.tsx"),
    route("seo", "routes/admin/seo.tsx"),
    route("contact", "routes/admin/contact.tsx"),
    // A request's file: stage, owner, follow-up, notes, conversation, quotes (issue 24); the board of the stages.
    route("contact/demandes/:id", "routes/admin/request.tsx"),
    route("contact/tableau", "routes/admin/requests-board.tsx"),
    // Twelve months of event requests: received by type, won and lost, value won, first answers (issue 24).
    route("contact/chiffres", "routes/admin/request-figures.tsx"),
    // The conversation's composer: its action, and the conversation alone with the composer open (issue 24).
    route("contact/demandes/:id/repondre", "routes/admin/request-reply.tsx"),
    // The event quote editor: lines, presets from the site, rental products, issue (issue 24).
    route("contact/demandes/:id/devis", "routes/admin/event-quote.tsx"),
    // The composer's templates, which the agency edits.
    route("contact/modeles", "routes/admin/reply-templates.tsx"),
    route("shop", "routes/admin/shop.tsx"),
    route("shop/commandes/:number", "routes/admin/order.tsx"),
    // The order at the depot: 'Départ' and 'Retour', per product, on a phone (issue 23).
    route("shop/commandes/:number/depot", "routes/admin/order-depot.tsx"),
    route("shop/parametres", "routes/admin/shop-settings.tsx"),
    // The mail queue: failed e-mails with « Renvoyer » (app/lib/mail-queue.server.ts).
    route("emails", "routes/admin/emails.tsx"),
    // Orders over their dates (month, week) and units held per product and day (issue 12).
    route("shop/planning", "routes/admin/planning.tsx"),
    // The day's departures and returns, printable on A4 (issue 12).
    route("shop/departs-retours", "routes/admin/departures-returns.tsx"),
    // Invoiced and received per month, receivables by age, deposits held (issue 22).
    route("shop/finances", "routes/admin/finances.tsx"),
    // Units out of service (damaged at a return, or lost) until repaired, found or written off,
    // and a product's movements (?produit=<id>) (issue 23).
    route("shop/maintenance", "routes/admin/maintenance.tsx"),
    // Open an order's depot page from its packing list's QR code, or a product's history from its
    // label, with the phone's camera; or the order's number typed (issue 23).
    route("shop/scanner", "routes/admin/scanner.tsx"),
  ]),

  // Anything else: 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
