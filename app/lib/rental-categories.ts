// The fixed rental categories (SPEC §3), defined once for the catalogue, the home preview,
// the seed, the checkout e-mails and the back office.

export type RentalCategoryId = "all" | "audio" | "light" | "video" | "furniture" | "stage";
export type ProductCategoryId = Exclude<RentalCategoryId, "all">;

export type RentalCategory = {
  id: RentalCategoryId;
  label: string;
  emoji: string;
  description: string;
};

export type DepotCategory = RentalCategory & {
  id: ProductCategoryId;
  /** Story text of the 'Découvrez Notre Dépôt' card. */
  story: string;
  /** Highlight line of the card. */
  highlight: string;
  image: string;
};

export const ALL_CATEGORY: RentalCategory = {
  id: "all",
  label: "Tous les produits",
  emoji: "✨",
  description: "L'ensemble de notre parc de matériel événementiel.",
};

export const DEPOT_CATEGORIES: DepotCategory[] = [
  {
    id: "audio",
    label: "Sonorisation",
    emoji: "🔊",
    description: "Enceintes, consoles et micros pour une diffusion claire, du séminaire au grand concert.",
    story: "Des congrès médicaux aux soirées de gala, notre parc audio fait entendre chaque mot et chaque note, calibré par nos ingénieurs du son.",
    highlight: "Systèmes line array et micros HF prêts à l'emploi",
    image: "/images/categories/audio.svg",
  },
  {
    id: "light",
    label: "Éclairage",
    emoji: "💡",
    description: "Lyres, projecteurs LED et effets pour sculpter l'ambiance de vos événements.",
    story: "La lumière transforme une salle en décor : lyres asservies, wash LED et découpes mettent en scène vos moments forts.",
    highlight: "Plus de 300 projecteurs LED pilotables en DMX",
    image: "/images/categories/light.svg",
  },
  {
    id: "video",
    label: "Vidéo",
    emoji: "🎥",
    description: "Écrans LED, vidéoprojecteurs et captation pour des images qui marquent.",
    story: "Murs LED, projection grand format et régie multicaméra : vos contenus prennent toute leur dimension, en salle comme en ligne.",
    highlight: "Murs LED modulaires et captation multicaméra",
    image: "/images/categories/video.svg",
  },
  {
    id: "furniture",
    label: "Mobilier",
    emoji: "🛋️",
    description: "Salons, mange-debout et tables de réception pour accueillir vos invités avec élégance.",
    story: "Du lounge VIP au dîner de mariage, notre mobilier élégant se décline pour composer des espaces accueillants et cohérents.",
    highlight: "Collections lounge, cocktail et réception",
    image: "/images/categories/furniture.svg",
  },
  {
    id: "stage",
    label: "Scène & DJ",
    emoji: "🎧",
    description: "Scènes modulaires, podiums et équipements DJ pour faire vibrer le public.",
    story: "Praticables, structures et régies DJ : nous montons des scènes sûres et spectaculaires, de la conférence à la soirée dansante.",
    highlight: "Scènes modulaires jusqu'à 80 m²",
    image: "/images/categories/stage.svg",
  },
];

export const RENTAL_CATEGORIES: RentalCategory[] = [ALL_CATEGORY, ...DEPOT_CATEGORIES];

export const PRODUCT_CATEGORY_IDS = DEPOT_CATEGORIES.map((c) => c.id) as ProductCategoryId[];

export function isProductCategory(value: string): value is ProductCategoryId {
  return (PRODUCT_CATEGORY_IDS as string[]).includes(value);
}

export function categoryLabel(id: string): string {
  return RENTAL_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
