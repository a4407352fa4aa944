import { slugify } from "./build";
import type { SeedContent } from "./types";

// Site-wide content of the home page: the six services, the portfolio, the clients strip and the
// gallery images that belong to every page.

export const services: SeedContent["services"] = [
  {
    title: "Événements médicaux",
    description:
      "Congrès, symposiums et journées scientifiques organisés dans le respect des exigences des sociétés savantes et des laboratoires.",
    icon: "Sparkles",
    features: ["Congrès nationaux et internationaux", "Symposiums satellites", "Gestion des abstracts et e-posters", "Attestations de formation continue"],
  },
  {
    title: "Événements corporate",
    description: "Séminaires, conventions, lancements de produits et soirées d'entreprise qui fédèrent vos équipes et marquent vos clients.",
    icon: "Building2",
    features: ["Séminaires et conventions", "Lancements de produits", "Team building", "Soirées d'entreprise"],
  },
  {
    title: "Mariages et célébrations",
    description: "Avec YourDay, nous orchestrons mariages, fiançailles et anniversaires avec élégance et sens du détail.",
    icon: "PartyPopper",
    features: ["Formules de 50 à plus de 200 invités", "Coordination le jour J", "Décoration et fleurs", "DJ et animation"],
  },
  {
    title: "Scénographie et décoration",
    description: "Scènes, stands et décors conçus en 3D puis fabriqués et montés par nos équipes.",
    icon: "Palette",
    features: ["Modélisation 3D", "Stands d'exposition", "Habillage de salles", "Mise en lumière"],
  },
  {
    title: "Gestion premium",
    description: "Un chef de projet dédié, une planification rigoureuse et une régie qui tient le rythme, du brief au bilan.",
    icon: "Award",
    features: ["Chef de projet unique", "Rétroplanning partagé", "Hébergement et transport", "Bilan chiffré"],
  },
  {
    title: "Événements digitaux",
    description: "Inscriptions, paiement, diffusion hybride et certificats : les outils digitaux qui simplifient vos congrès.",
    icon: "Monitor",
    features: ["Plateforme d'inscription", "Paiement en ligne sécurisé", "Diffusion hybride", "Dashboard en temps réel"],
  },
].map((service, i) => ({ ...service, display_order: i }));

export const portfolio: SeedContent["portfolio"] = [
  {
    title: "Congrès national de cardiologie",
    type: "Congrès médical",
    description: "1 200 participants, trois salles en parallèle, 60 stands partenaires et une plateforme d'inscription complète à Hammamet.",
    image_url: "/images/portfolio/congres-cardiologie.svg",
  },
  {
    title: "Convention annuelle d'une banque",
    type: "Séminaire corporate",
    description: "Deux jours de plénières et d'ateliers pour 450 collaborateurs, avec scénographie et captation vidéo.",
    image_url: "/images/portfolio/convention-banque.svg",
  },
  {
    title: "Mariage aux Berges du Lac",
    type: "Mariage",
    description: "Une cérémonie en plein air pour 220 invités : arche florale, allée lumineuse et piste de danse LED.",
    image_url: "/images/portfolio/mariage-berges-du-lac.svg",
  },
  {
    title: "Salon de la pharmacie",
    type: "Salon",
    description: "Conception et montage de 24 stands modélisés en 3D et gestion des accès de 3 000 visiteurs.",
    image_url: "/images/portfolio/salon-pharmacie.svg",
  },
  {
    title: "Gala des 50 ans d'une société savante",
    type: "Gala",
    description: "Dîner de gala pour 600 convives dans un palais de Carthage, avec spectacle et mise en lumière du jardin.",
    image_url: "/images/portfolio/gala-anniversaire.svg",
  },
  {
    title: "Symposium hybride d'oncologie",
    type: "Événement digital",
    description: "300 médecins en salle et 900 en ligne, diffusion multicaméra, questions en direct et attestations digitales.",
    image_url: "/images/portfolio/symposium-hybride.svg",
  },
  {
    title: "Lancement d'un véhicule électrique",
    type: "Séminaire corporate",
    description: "Révélation sur scène avec mapping vidéo et faisceaux lumineux devant 300 invités et la presse.",
    image_url: "/images/portfolio/lancement-produit.svg",
  },
  {
    title: "Soirée de clôture en terrasse",
    type: "Gala",
    description: "Dîner face à la mer à Sidi Bou Saïd pour 180 congressistes, musique andalouse et guirlandes lumineuses.",
    image_url: "/images/portfolio/soiree-terrasse.svg",
  },
].map((item, i) => ({ ...item, display_order: i }));

/** Neutral wordmarks only (the name in a plain typeface), never the companies' own logos. */
export const CLIENT_NAMES = ["Pfizer", "Roche", "Novartis", "Sanofi", "GSK", "Merck"] as const;

export const clients: SeedContent["clients"] = CLIENT_NAMES.map((name, i) => ({
  name,
  logo_url: `/images/clients/${slugify(name)}.svg`,
  display_order: i,
}));

/** Rows with no page_route belong to every page (SPEC §3). */
export const sharedGallery: SeedContent["gallery"] = [
  { image_url: "/images/gallery/ambiance-01.svg", title: "Accueil des participants", alt_text: "Comptoir d'accueil lumineux à l'entrée d'un congrès", page_route: null },
  { image_url: "/images/gallery/ambiance-02.svg", title: "Mise en lumière", alt_text: "Faisceaux de lumière violets et dorés au-dessus d'une scène", page_route: null },
  { image_url: "/images/gallery/ambiance-03.svg", title: "Table d'honneur", alt_text: "Table dressée avec bougies et compositions florales", page_route: null },
].map((image, i) => ({ ...image, display_order: 100 + i }));
