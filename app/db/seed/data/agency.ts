import { CTA_STATS_ROUTE } from "~/lib/site-map";
import type { SeedContent } from "./types";
import { VIDEOS } from "./videos";

// The agency itself: its settings row, how to reach it, and the figures of the call-to-action band.

const PHONE = "+216 71 960 500";
const EMAIL = "contact@imagine-events.tn";

export const siteSettings: SeedContent["siteSettings"] = {
  id: 1,
  brand_name: "Imagine",
  tagline: "excellence événementielle",
  phone: PHONE,
  email: EMAIL,
  notification_email: "devis@imagine-events.tn",
  street_address: "Immeuble Le Prestige, Rue du Lac Windermere, Les Berges du Lac",
  postal_code: "1053",
  city: "Tunis",
  country: "TN",
  facebook_url: "https://www.facebook.com/imagine.events.tunisie",
  instagram_url: "https://www.instagram.com/imagine.events.tn",
  linkedin_url: "https://www.linkedin.com/company/imagine-events-tunisie",
  logo_url: "/images/logo.svg",
  default_video_url: VIDEOS.showreel,
  // Legal and tax details of the quotes and invoices (fictional identifiers; the IBAN's key is valid).
  legal_name: "Imagine Events SARL",
  legal_address: "Immeuble Le Prestige, Rue du Lac Windermere\nLes Berges du Lac\n1053 Tunis, Tunisie",
  tax_id: "1234567/A/M/000",
  trade_register: "B01234562009",
  bank_details: [
    "Banque : BIAT, agence Les Berges du Lac",
    "RIB : 08 006 0001234567890 79",
    "IBAN : TN59 0800 6000 1234 5678 9079",
    "BIC : BIATTNTT",
  ].join("\n"),
  vat_rate: "19",
  stamp_duty: "1",
  quote_terms: [
    "Devis valable 30 jours à compter de sa date d'émission.",
    "Acompte de 30 % à la confirmation de la commande, solde à la livraison du matériel.",
    "La caution, demandée à part, est restituée au retour du matériel complet et en bon état.",
  ].join("\n"),
  invoice_terms: [
    "Règlement par virement bancaire, par chèque à l'ordre d'Imagine Events SARL ou en espèces à l'agence, au plus tard à l'échéance.",
    "Merci de rappeler le numéro de la facture avec votre règlement.",
  ].join("\n"),
  credit_note_terms:
    "Cette facture d'avoir annule la partie indiquée de la facture corrigée. Son montant vient en déduction de ce qui reste à payer ; s'il le dépasse, la différence vous est remboursée par virement.",
  document_footer: "Merci de votre confiance. Imagine Events — excellence événementielle.",
};

export const contactInfo: SeedContent["contactInfo"] = [
  { label: "Téléphone", type: "phone", value: PHONE, icon: "Phone", display_order: 0 },
  { label: "E-mail", type: "email", value: EMAIL, icon: "Mail", display_order: 1 },
  {
    label: "Adresse",
    type: "address",
    value: "Immeuble Le Prestige, Rue du Lac Windermere\nLes Berges du Lac\n1053 Tunis, Tunisie",
    icon: "MapPin",
    display_order: 2,
  },
  {
    label: "Horaires",
    type: "hours",
    value: "Lundi – Vendredi : 9h00 – 18h00\nSamedi : 9h00 – 13h00\nPermanence le jour de vos événements : 24h/24",
    icon: "Clock",
    display_order: 3,
  },
];

/** SPEC §9's default statistics, seeded as the call-to-action band's rows. */
export const ctaStats: SeedContent["stats"] = [
  { page_route: CTA_STATS_ROUTE, value: "500+", label: "Événements Réussis", icon: "Calendar", display_order: 0 },
  { page_route: CTA_STATS_ROUTE, value: "15+", label: "Années d'Expérience", icon: "Award", display_order: 1 },
  { page_route: CTA_STATS_ROUTE, value: "98%", label: "Clients Satisfaits", icon: "Heart", display_order: 2 },
  { page_route: CTA_STATS_ROUTE, value: "24/7", label: "Support Dédié", icon: "Phone", display_order: 3 },
];
