// What each kind of event rents from the agency: its share of the orders, the categories its
// lines come from, how long and how far ahead it books, how large its quantities, which clients
// order it (and for which companies), how often they collect it themselves, and what they write.

import type { ProductCategoryId } from "~/lib/rental-categories";
import type { CompanyGroup } from "./people";
import type { EventKind } from "./seasons";

export type OrderProfile = {
  share: number;
  categories: Record<ProductCategoryId, number>;
  /** Rental days. */
  days: readonly [number, number];
  /** Days booked ahead. */
  lead: readonly [number, number];
  /** Quantity multiplier, percent. */
  scale: number;
  /** Share of clients ordering for a company, and which. */
  companyShare: number;
  companies: readonly CompanyGroup[];
  pickupShare: number;
  notes: readonly string[];
};

export const ORDER_PROFILES: Record<Exclude<EventKind, "digital">, OrderProfile> = {
  mariage: {
    share: 28,
    categories: { audio: 1.0, light: 1.4, video: 0.3, furniture: 2.0, stage: 0.9 },
    days: [1, 3],
    lead: [20, 150],
    scale: 150,
    companyShare: 0.15,
    companies: ["weddings"],
    pickupShare: 0.2,
    notes: [
      "Mariage à {city} : installation la veille en fin d'après-midi.",
      "Soirée du henné la veille, même matériel sur les deux soirées.",
      "Accès par le jardin : prévoir des protections pour le gazon.",
      "Les mariés souhaitent une ambiance chaude et dorée.",
      "Démontage le lendemain matin à partir de 10 h.",
    ],
  },
  congres: {
    share: 20,
    categories: { audio: 2.0, light: 0.4, video: 1.8, furniture: 0.8, stage: 0.9 },
    days: [2, 4],
    lead: [30, 150],
    scale: 130,
    companyShare: 0.97,
    companies: ["medical", "medical", "hotels"],
    pickupShare: 0.03,
    notes: [
      "Congrès à {city} : salle plénière et deux salles d'ateliers.",
      "Prévoir un technicien pendant toute la durée du congrès.",
      "Badges d'accès pour l'équipe technique à retirer à l'accueil de l'hôtel.",
      "Traduction simultanée français-anglais en plénière.",
      "Répétition générale la veille à 17 h.",
    ],
  },
  seminaire: {
    share: 18,
    categories: { audio: 1.6, light: 0.2, video: 1.5, furniture: 0.8, stage: 0.5 },
    days: [1, 2],
    lead: [5, 45],
    scale: 60,
    companyShare: 0.95,
    companies: ["corporate", "corporate", "hotels", "medical"],
    pickupShare: 0.15,
    notes: [
      "Séminaire de direction, salle en U pour 30 personnes.",
      "Installation avant 8 h, début des travaux à 9 h.",
      "Facture au nom de la société, bon de commande à suivre.",
    ],
  },
  gala: {
    share: 8,
    categories: { audio: 1.2, light: 1.5, video: 0.8, furniture: 1.2, stage: 1.0 },
    days: [1, 2],
    lead: [20, 90],
    scale: 120,
    companyShare: 0.85,
    companies: ["corporate", "hotels", "medical", "culture"],
    pickupShare: 0.05,
    notes: [
      "Soirée de gala à {city} : dîner assis puis soirée dansante.",
      "Remise de trophées vers 22 h, prévoir la poursuite.",
      "Tenue de soirée exigée pour l'équipe présente sur place.",
    ],
  },
  lancement: {
    share: 8,
    categories: { audio: 1.0, light: 1.2, video: 1.4, furniture: 0.8, stage: 0.8 },
    days: [1, 2],
    lead: [15, 75],
    scale: 80,
    companyShare: 0.95,
    companies: ["corporate", "medical"],
    pickupShare: 0.05,
    notes: ["Lancement de produit : la vidéo de présentation sera fournie sur clé USB.", "Conférence de presse à 11 h, cocktail ensuite."],
  },
  festival: {
    share: 6,
    categories: { audio: 1.6, light: 1.6, video: 0.6, furniture: 0.3, stage: 1.6 },
    days: [2, 5],
    lead: [30, 120],
    scale: 100,
    companyShare: 0.75,
    companies: ["culture"],
    pickupShare: 0.05,
    notes: ["Concert en plein air à {city}, repli prévu en cas de vent fort.", "Balances la veille à partir de 16 h."],
  },
  prive: {
    share: 12,
    categories: { audio: 1.2, light: 1.0, video: 0.2, furniture: 1.2, stage: 0.8 },
    days: [1, 2],
    lead: [3, 40],
    scale: 50,
    companyShare: 0.05,
    companies: ["weddings"],
    pickupShare: 0.45,
    notes: ["Anniversaire surprise : merci de livrer discrètement.", "Fiançailles à la maison, accès par le garage.", "Fête de fin d'année scolaire."],
  },
};
