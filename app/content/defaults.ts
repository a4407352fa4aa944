// The site's fixed French copy and fallbacks (SPEC §1, §9), defined once and imported where shown.

export type StatFigure = { id: string; label: string; value: string; icon: string | null };

/** SPEC §9: shown whenever a statistics block has no rows (or its read failed). */
export const DEFAULT_STATS: StatFigure[] = [
  { id: "default-events", value: "500+", label: "Événements Réussis", icon: "Award" },
  { id: "default-years", value: "15+", label: "Années d'Expérience", icon: "Sparkles" },
  { id: "default-satisfaction", value: "98%", label: "Clients Satisfaits", icon: "Star" },
  { id: "default-support", value: "24/7", label: "Support Dédié", icon: "Clock" },
];

/** SPEC §9: the home hero's own fallbacks. */
export const HOME_HERO_FALLBACK = {
  title: "Imagine : We Make It Real",
  description:
    "Agence événementielle en Tunisie depuis 2009 : congrès médicaux, événements corporate, mariages et solutions digitales, de l'idée au jour J.",
  ctaPrimary: { text: "Démarrer un Projet", link: "/contact" },
  ctaSecondary: { text: "Voir nos réalisations", link: "/#portfolio" },
  stats: [
    { id: "hero-events", value: "200+", label: "Événements", icon: null },
    { id: "hero-years", value: "15", label: "Années", icon: null },
    { id: "hero-satisfaction", value: "98%", label: "Clients satisfaits", icon: null },
  ] satisfies StatFigure[],
} as const;

/** SPEC §1: the call-to-action band that ends every layout page except the home page. */
export const CTA_COPY = {
  badge: "Offre Premium",
  headline: "Transformons votre vision en réalité",
  subline: "Nous donnons vie à vos événements les plus ambitieux, du premier croquis au dernier invité.",
  button: "Réserver une Consultation",
  buttonLink: "/contact",
} as const;

export const BRAND_FALLBACK = {
  brand_name: "Imagine",
  tagline: "excellence événementielle",
} as const;
