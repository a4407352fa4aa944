import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { unknownVatRateMessage, vatRateLabel, vatRateOptions } from "~/lib/vat-rates";
import type { TranslatedTable } from "~/content/translatable";
import type { FieldConfig, FieldOption } from "./fields";

// Every content panel of the back office as data: its fields (SPEC §3, * = required), its
// toasts (SPEC §8, to the letter), how a row is listed. The route module dispatches on :panel.

export const CUSTOMIZE_PANEL_IDS = [
  "hero",
  "services",
  "page-services",
  "features",
  "stats",
  "portfolio",
  "gallery",
  "clients",
  "testimonials",
  "packages",
  "rental",
  "contact-info",
] as const;
export type CustomizePanelId = (typeof CUSTOMIZE_PANEL_IDS)[number];
export type PanelId = CustomizePanelId | "seo";

export type PanelToasts = { created: string; updated: string; deleted: string };

export type PanelConfig = {
  id: PanelId;
  /** Sub-tab label. */
  tab: string;
  /** Form title in create mode ('Modifier' in edit mode). */
  createTitle: string;
  listTitle: string;
  /** Item name for screen readers and the empty state ("une section hero"). */
  itemName: string;
  fields: FieldConfig[];
  toasts: PanelToasts;
  /** Ordered lists can be reordered (display_order); others have a fixed sort. */
  ordered: boolean;
  /** Column shown as the row's title, and an optional second line. */
  primary: string;
  secondary?: (row: Record<string, unknown>) => string | null;
  /** Rows are grouped by this column (page_route): reordering happens within a group. */
  groupBy?: "page_route";
  /** Field whose image is shown as the row's thumbnail. */
  thumbnail?: string;
  /**
   * The content table whose English and Arabic texts the form edits beside the French (ADR 025);
   * none: the panel has nothing to translate (client names and logos).
   */
  translations?: TranslatedTable;
};

/** Icons the public site knows for services (SPEC §3), default Sparkles. */
export const SERVICE_ICONS = ["Sparkles", "Building2", "PartyPopper", "Palette", "Award", "Monitor"] as const;
export const CONTACT_ICONS = ["Phone", "Mail", "MapPin", "Clock"] as const;
const GENERIC_ICONS = [
  ...SERVICE_ICONS,
  "Users",
  "Calendar",
  "Star",
  "Heart",
  "Shield",
  "Zap",
  "Globe",
  "Camera",
  "Music",
  "Lightbulb",
  "Target",
  "TrendingUp",
  "CheckCircle",
  "Clock",
  "MapPin",
] as const;

const toOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

export const COLOR_THEMES = ["primary", "magenta", "gold", "night"] as const;

export const RENTAL_CATEGORY_OPTIONS: FieldOption[] = DEPOT_CATEGORIES.map((c) => ({ value: c.id, label: c.label }));
export const RENTAL_PERIODS = ["jour", "semaine", "week-end", "événement"] as const;
/** features.section_name values the public pages know (docs/decisions/003-content-model.md). */
export const FEATURE_SECTIONS = ["atouts", "etapes"] as const;

/** A product's, package's or service's VAT rate (issue 37): its options come from the settings (withVatRates). */
const vatRate = (hint: string): FieldConfig => ({ name: "vat_rate", label: "Taux de TVA", kind: "select", vatRates: true, options: [], hint });

const isActive: FieldConfig = { name: "is_active", label: "Actif (visible sur le site)", kind: "checkbox", defaultValue: "on" };
const ALL_PAGES = "Toutes les pages";
const NO_PAGE = "Aucune page";

const PANELS: Record<PanelId, PanelConfig> = {
  hero: {
    id: "hero",
    translations: "hero_sections",
    groupBy: "page_route",
    tab: "Hero",
    createTitle: "Nouvelle section hero",
    listTitle: "Sections hero",
    itemName: "section hero",
    ordered: true,
    primary: "title",
    secondary: (row) => (row.subtitle as string | null) ?? null,
    thumbnail: "image_url",
    toasts: { created: "Section hero créée", updated: "Section hero mise à jour", deleted: "Section hero supprimée" },
    fields: [
      { name: "page_route", label: "Page", kind: "route", required: true },
      { name: "title", label: "Titre", kind: "text", required: true },
      { name: "subtitle", label: "Sous-titre", kind: "text" },
      { name: "description", label: "Description", kind: "textarea", wide: true },
      { name: "badge_text", label: "Texte du badge", kind: "text" },
      { name: "badge_icon", label: "Icône du badge", kind: "text", suggestions: GENERIC_ICONS },
      { name: "image_url", label: "Image", kind: "image", wide: true },
      { name: "video_url", label: "Vidéo (YouTube ou Vimeo)", kind: "url" },
      { name: "cta_primary_text", label: "Bouton principal : texte", kind: "text" },
      { name: "cta_primary_link", label: "Bouton principal : lien", kind: "link" },
      { name: "cta_secondary_text", label: "Bouton secondaire : texte", kind: "text" },
      { name: "cta_secondary_link", label: "Bouton secondaire : lien", kind: "link" },
      isActive,
    ],
  },
  services: {
    id: "services",
    translations: "services",
    tab: "Services",
    createTitle: "Nouveau service",
    listTitle: "Services",
    itemName: "service",
    ordered: true,
    primary: "title",
    secondary: (row) => String(row.icon ?? ""),
    toasts: { created: "Service créé", updated: "Service mis à jour", deleted: "Service supprimé" },
    fields: [
      { name: "title", label: "Titre", kind: "text", required: true },
      { name: "icon", label: "Icône", kind: "select", required: true, options: toOptions(SERVICE_ICONS), defaultValue: "Sparkles" },
      { name: "description", label: "Description", kind: "textarea", required: true, wide: true },
      { name: "features", label: "Points forts (un par ligne)", kind: "lines", wide: true },
      vatRate("Celui d'une ligne de devis événement faite de ce service."),
      isActive,
    ],
  },
  "page-services": {
    id: "page-services",
    translations: "page_services",
    groupBy: "page_route",
    tab: "Services de page",
    createTitle: "Nouveau service de page",
    listTitle: "Services de page",
    itemName: "service de page",
    ordered: true,
    primary: "title",
    secondary: (row) => String(row.description ?? ""),
    toasts: { created: "Service de page créé", updated: "Service de page mis à jour", deleted: "Service de page supprimé" },
    fields: [
      { name: "page_route", label: "Page", kind: "route", required: true },
      { name: "title", label: "Titre", kind: "text", required: true },
      { name: "description", label: "Description", kind: "textarea", required: true, wide: true },
      { name: "icon", label: "Icône", kind: "text", suggestions: GENERIC_ICONS },
      { name: "color_theme", label: "Couleur", kind: "text", suggestions: COLOR_THEMES, defaultValue: "primary" },
      { name: "features", label: "Points forts (un par ligne)", kind: "lines", wide: true },
      isActive,
    ],
  },
  features: {
    id: "features",
    translations: "features",
    groupBy: "page_route",
    tab: "Fonctionnalités",
    createTitle: "Nouvelle fonctionnalité",
    listTitle: "Fonctionnalités",
    itemName: "fonctionnalité",
    ordered: true,
    primary: "title",
    secondary: (row) => (row.section_name as string | null) ?? null,
    toasts: { created: "Fonctionnalité créée", updated: "Fonctionnalité mise à jour", deleted: "Fonctionnalité supprimée" },
    fields: [
      { name: "title", label: "Titre", kind: "text", required: true },
      { name: "icon", label: "Icône", kind: "text", suggestions: GENERIC_ICONS },
      { name: "description", label: "Description", kind: "textarea", wide: true },
      { name: "section_name", label: "Section", kind: "text", suggestions: FEATURE_SECTIONS, hint: "atouts : grille d'avantages ; etapes : méthode en étapes" },
      { name: "page_route", label: "Page", kind: "route", emptyLabel: NO_PAGE },
      isActive,
    ],
  },
  stats: {
    id: "stats",
    translations: "stats",
    groupBy: "page_route",
    tab: "Statistiques",
    createTitle: "Nouvelle statistique",
    listTitle: "Statistiques",
    itemName: "statistique",
    ordered: true,
    primary: "label",
    secondary: (row) => String(row.value ?? ""),
    toasts: { created: "Statistique créée", updated: "Statistique mise à jour", deleted: "Statistique supprimée" },
    fields: [
      { name: "label", label: "Libellé", kind: "text", required: true },
      { name: "value", label: "Valeur", kind: "text", required: true, hint: "Par exemple 500+ ou 98%" },
      { name: "icon", label: "Icône", kind: "text", suggestions: GENERIC_ICONS },
      {
        name: "page_route",
        label: "Page",
        kind: "route",
        emptyLabel: NO_PAGE,
        hint: "/cta-section : chiffres du bandeau d'appel à l'action",
      },
      isActive,
    ],
  },
  portfolio: {
    id: "portfolio",
    translations: "portfolio",
    tab: "Portfolio",
    createTitle: "Nouvel élément de portfolio",
    listTitle: "Portfolio",
    itemName: "élément de portfolio",
    ordered: true,
    primary: "title",
    secondary: (row) => String(row.type ?? ""),
    thumbnail: "image_url",
    toasts: {
      created: "Élément de portfolio créé",
      updated: "Élément de portfolio mis à jour",
      deleted: "Élément de portfolio supprimé",
    },
    fields: [
      { name: "title", label: "Titre", kind: "text", required: true },
      { name: "type", label: "Type", kind: "text", required: true, hint: "Par exemple Congrès médical" },
      { name: "description", label: "Description", kind: "textarea", required: true, wide: true },
      { name: "image_url", label: "Image", kind: "image", required: true, wide: true },
      isActive,
    ],
  },
  gallery: {
    id: "gallery",
    translations: "gallery",
    groupBy: "page_route",
    tab: "Galerie",
    createTitle: "Nouvelle image",
    listTitle: "Galerie",
    itemName: "image",
    ordered: true,
    primary: "title",
    secondary: (row) => (row.alt_text as string | null) ?? null,
    thumbnail: "image_url",
    toasts: { created: "Image ajoutée", updated: "Image mise à jour", deleted: "Image supprimée" },
    fields: [
      { name: "image_url", label: "Image", kind: "image", required: true, wide: true },
      { name: "title", label: "Titre", kind: "text" },
      { name: "alt_text", label: "Texte alternatif", kind: "text", hint: "Ce que montre l'image, pour les lecteurs d'écran" },
      { name: "page_route", label: "Page", kind: "route", emptyLabel: ALL_PAGES },
      isActive,
    ],
  },
  clients: {
    id: "clients",
    tab: "Clients",
    createTitle: "Nouveau client",
    listTitle: "Clients",
    itemName: "client",
    ordered: true,
    primary: "name",
    thumbnail: "logo_url",
    toasts: { created: "Client créé", updated: "Client mis à jour", deleted: "Client supprimé" },
    fields: [
      { name: "name", label: "Nom", kind: "text", required: true },
      { name: "logo_url", label: "Logo", kind: "image", required: true, wide: true },
      isActive,
    ],
  },
  testimonials: {
    id: "testimonials",
    translations: "testimonials",
    groupBy: "page_route",
    tab: "Témoignages",
    createTitle: "Nouveau témoignage",
    listTitle: "Témoignages",
    itemName: "témoignage",
    ordered: true,
    primary: "author_name",
    secondary: (row) => [row.author_company, `${String(row.rating)}/5`].filter(Boolean).join(" · "),
    thumbnail: "avatar_url",
    toasts: { created: "Témoignage créé", updated: "Témoignage mis à jour", deleted: "Témoignage supprimé" },
    fields: [
      { name: "author_name", label: "Auteur", kind: "text", required: true },
      { name: "author_company", label: "Société", kind: "text" },
      { name: "author_position", label: "Fonction", kind: "text" },
      { name: "rating", label: "Note (1 à 5)", kind: "rating", defaultValue: "5" },
      { name: "content", label: "Témoignage", kind: "textarea", required: true, wide: true },
      { name: "avatar_url", label: "Photo", kind: "image", wide: true },
      { name: "page_route", label: "Page", kind: "route", emptyLabel: NO_PAGE },
      isActive,
    ],
  },
  packages: {
    id: "packages",
    translations: "packages",
    groupBy: "page_route",
    tab: "Forfaits",
    createTitle: "Nouveau forfait",
    listTitle: "Forfaits",
    itemName: "forfait",
    ordered: true,
    primary: "name",
    secondary: (row) => [row.price ? `${String(row.price)} DT` : null, row.is_featured ? "Mis en avant" : null].filter(Boolean).join(" · "),
    toasts: { created: "Forfait créé", updated: "Forfait mis à jour", deleted: "Forfait supprimé" },
    fields: [
      { name: "page_route", label: "Page", kind: "route", required: true },
      { name: "name", label: "Nom", kind: "text", required: true },
      { name: "price", label: "Prix (texte libre)", kind: "text", hint: "Affiché « {prix} DT / événement »" },
      { name: "description", label: "Description", kind: "textarea", wide: true },
      { name: "features", label: "Inclus (un par ligne)", kind: "lines", wide: true },
      vatRate("Celui d'une ligne de devis événement faite de ce forfait."),
      { name: "is_featured", label: "Mis en avant", kind: "checkbox" },
      isActive,
    ],
  },
  rental: {
    id: "rental",
    translations: "rental_products",
    tab: "Location",
    createTitle: "Nouveau produit de location",
    listTitle: "Produits de location",
    itemName: "produit de location",
    ordered: false,
    primary: "name",
    // SPEC §9 showed € here by mistake: the shop is in DT everywhere.
    secondary: (row) => {
      const cents = decimalToCents(String(row.price ?? "0"));
      const category = RENTAL_CATEGORY_OPTIONS.find((c) => c.value === row.category)?.label ?? String(row.category);
      const stock = row.stock_quantity === null ? "stock non suivi" : `stock ${String(row.stock_quantity)}`;
      return [category, `${cents === null ? "?" : formatPrice(cents)} / ${String(row.period)}`, `TVA ${vatRateLabel(String(row.vat_rate ?? "19"))}`, stock].join(" · ");
    },
    thumbnail: "image_url",
    toasts: {
      created: "Produit de location créé",
      updated: "Produit de location mis à jour",
      deleted: "Produit de location supprimé",
    },
    fields: [
      { name: "name", label: "Nom", kind: "text", required: true },
      { name: "category", label: "Catégorie", kind: "select", required: true, options: RENTAL_CATEGORY_OPTIONS },
      { name: "description", label: "Description", kind: "textarea", required: true, wide: true },
      { name: "image_url", label: "Image", kind: "image", required: true, wide: true },
      { name: "price", label: "Prix (DT)", kind: "price", required: true, defaultValue: "0" },
      vatRate("Celui de ses lignes sur les commandes et les devis."),
      { name: "period", label: "Période", kind: "text", suggestions: RENTAL_PERIODS, defaultValue: "jour" },
      { name: "stock_quantity", label: "Stock", kind: "integer", defaultValue: "0", hint: "Vide : stock non suivi" },
      // Issue 12: days a unit stays held before and after each rental; empty = the shop's settings.
      { name: "buffer_days_before", label: "Jours de préparation (avant)", kind: "integer", max: 30, hint: "Vide : valeur des paramètres de la boutique" },
      { name: "buffer_days_after", label: "Jours de vérification (après)", kind: "integer", max: 30, hint: "Vide : valeur des paramètres de la boutique" },
      { name: "is_available", label: "Disponible à la location", kind: "checkbox", defaultValue: "on" },
    ],
  },
  "contact-info": {
    id: "contact-info",
    translations: "contact_info",
    tab: "Infos contact",
    createTitle: "Nouvelle info de contact",
    listTitle: "Infos de contact",
    itemName: "info de contact",
    ordered: true,
    primary: "label",
    secondary: (row) => String(row.value ?? "").split("\n")[0] ?? "",
    toasts: { created: "Info de contact créée", updated: "Info de contact mise à jour", deleted: "Info de contact supprimée" },
    fields: [
      { name: "label", label: "Libellé", kind: "text", required: true },
      { name: "type", label: "Type", kind: "text", required: true, hint: "Par exemple phone, email, address, hours" },
      { name: "icon", label: "Icône", kind: "select", options: toOptions(CONTACT_ICONS) },
      { name: "value", label: "Valeur", kind: "textarea", required: true, wide: true },
      isActive,
    ],
  },
  seo: {
    id: "seo",
    translations: "seo_metadata",
    tab: "SEO",
    createTitle: "Nouvelles métadonnées SEO",
    listTitle: "Métadonnées par page",
    itemName: "métadonnées SEO",
    ordered: false,
    primary: "route",
    secondary: (row) => String(row.title ?? ""),
    thumbnail: "og_image",
    toasts: {
      created: "Métadonnées SEO créées",
      updated: "Métadonnées SEO mises à jour",
      deleted: "Métadonnées SEO supprimées",
    },
    fields: [
      { name: "route", label: "Page", kind: "route", required: true },
      { name: "title", label: "Titre", kind: "text", required: true, wide: true, counter: 60 },
      { name: "description", label: "Description", kind: "textarea", required: true, wide: true, counter: 155 },
      { name: "keywords", label: "Mots-clés (séparés par des virgules)", kind: "keywords", wide: true },
      { name: "og_image", label: "Image de partage (og:image)", kind: "image", wide: true },
      { name: "og_type", label: "Type Open Graph", kind: "text", suggestions: ["website", "article"], defaultValue: "website" },
      { name: "canonical_url", label: "URL canonique", kind: "url", hint: "Vide : l'adresse de la page" },
    ],
  },
};

/**
 * The panel with its VAT rate's choices: the settings' list (and `current`, the edited row's rate,
 * when it is no longer in it, so that it is not changed unseen), new rows at the default rate; a
 * rate not in the list is refused with a French message. Panels without a rate come back as they are.
 */
export function withVatRates(panel: PanelConfig, rates: readonly string[], defaultRate: string, current?: string | null): PanelConfig {
  if (!panel.fields.some((field) => field.vatRates)) return panel;
  return {
    ...panel,
    fields: panel.fields.map((field) =>
      field.vatRates
        ? { ...field, options: vatRateOptions(rates, current), defaultValue: defaultRate, message: unknownVatRateMessage(rates), required: false }
        : field,
    ),
  };
}

export function getPanel(id: string): PanelConfig | undefined {
  return Object.hasOwn(PANELS, id) ? PANELS[id as PanelId] : undefined;
}

export function isCustomizePanelId(id: string): id is CustomizePanelId {
  return (CUSTOMIZE_PANEL_IDS as readonly string[]).includes(id);
}

export const CUSTOMIZE_PANELS: PanelConfig[] = CUSTOMIZE_PANEL_IDS.map((id) => PANELS[id]);
export const SEO_PANEL: PanelConfig = PANELS.seo;

export function panelPath(id: PanelId): string {
  return id === "seo" ? "/admin/seo" : `/admin/customize/${id}`;
}
