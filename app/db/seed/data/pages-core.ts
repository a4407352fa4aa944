import type { PageSeed } from "./types";
import { VIDEOS } from "./videos";

// The home page, contact, portfolio and the rental shop: a hero and SEO each; the home page
// also has its three hero figures and the 'Nos Réalisations en Images' strip.

const homeGallery: PageSeed["gallery"] = [
  { image_url: "/images/gallery/realisation-01.svg", title: "Congrès national de cardiologie", alt_text: "Grande scène de congrès médical éclairée en violet devant un auditoire" },
  { image_url: "/images/gallery/realisation-02.svg", title: "Gala de fin d'année", alt_text: "Salle de gala avec tables rondes dressées sous des lustres dorés" },
  { image_url: "/images/gallery/realisation-03.svg", title: "Mariage aux Berges du Lac", alt_text: "Arche florale et allée illuminée pour une cérémonie de mariage" },
  { image_url: "/images/gallery/realisation-04.svg", title: "Salon pharmaceutique", alt_text: "Allée d'exposition bordée de stands lumineux" },
  { image_url: "/images/gallery/realisation-05.svg", title: "Lancement de produit", alt_text: "Scène avec faisceaux lumineux croisés et écran géant" },
  { image_url: "/images/gallery/realisation-06.svg", title: "Symposium hybride", alt_text: "Plateau de conférence relié à des participants en ligne" },
  { image_url: "/images/gallery/realisation-07.svg", title: "Dîner de prestige à Sidi Bou Saïd", alt_text: "Longue table dressée en terrasse face à la mer, à la nuit tombée" },
  { image_url: "/images/gallery/realisation-08.svg", title: "Séminaire de direction", alt_text: "Salle de séminaire avec écran de projection et rangées de fauteuils" },
];

export const corePages: PageSeed[] = [
  {
    route: "/",
    hero: {
      title: "Imagine : We Make It Real",
      subtitle: "Excellence événementielle",
      description:
        "Congrès médicaux, séminaires, mariages et événements digitaux : depuis 2009, nous concevons et orchestrons en Tunisie des événements qui marquent les esprits, du premier croquis au dernier invité.",
      badge_text: "Agence événementielle depuis 2009",
      badge_icon: "Sparkles",
      image_url: "/images/heroes/accueil.svg",
      video_url: VIDEOS.showreel,
      cta_primary_text: "Démarrer un Projet",
      cta_primary_link: "#contact",
      cta_secondary_text: "Découvrir nos services",
      cta_secondary_link: "#services",
    },
    seo: {
      title: "Imagine : agence événementielle en Tunisie",
      description:
        "Congrès médicaux, séminaires, mariages et événements digitaux à Tunis : Imagine conçoit et orchestre vos événements depuis 2009. Demandez votre devis.",
      keywords: ["agence événementielle Tunisie", "congrès médical", "séminaire", "mariage", "événement digital", "Tunis"],
    },
    stats: [
      { value: "500+", label: "Événements Réussis", icon: "Calendar" },
      { value: "15+", label: "Années d'Expérience", icon: "Award" },
      { value: "98%", label: "Clients Satisfaits", icon: "Heart" },
    ],
    gallery: homeGallery,
  },
  {
    route: "/contact",
    hero: {
      title: "Parlons de votre prochain événement",
      subtitle: "Réponse sous 24h",
      description:
        "Décrivez-nous votre projet : date, nombre d'invités, lieu envisagé. Un chef de projet vous rappelle sous 24h avec une première proposition.",
      badge_text: "Devis gratuit",
      badge_icon: "MessageCircle",
      image_url: "/images/heroes/contact.svg",
      cta_primary_text: "Écrire à l'équipe",
      cta_primary_link: "#formulaire",
      cta_secondary_text: "Voir nos réalisations",
      cta_secondary_link: "/portfolio",
    },
    seo: {
      title: "Contact et devis | Imagine Events Tunis",
      description:
        "Demandez un devis pour votre congrès, séminaire, mariage ou location de matériel. L'équipe Imagine, aux Berges du Lac, vous répond sous 24h.",
      keywords: ["devis événement", "contact agence événementielle", "Berges du Lac", "Tunis"],
    },
  },
  {
    route: "/portfolio",
    hero: {
      title: "Nos réalisations",
      subtitle: "Plus de 500 événements depuis 2009",
      description:
        "Congrès internationaux, galas, salons, mariages et événements hybrides : parcourez quelques projets que nous avons eu la fierté de mener.",
      badge_text: "Portfolio",
      badge_icon: "Briefcase",
      image_url: "/images/heroes/portfolio.svg",
      cta_primary_text: "Démarrer un Projet",
      cta_primary_link: "/contact",
      cta_secondary_text: "Nos services",
      cta_secondary_link: "/#services",
    },
    seo: {
      title: "Portfolio : nos événements réalisés | Imagine",
      description:
        "Congrès médicaux, séminaires corporate, mariages, salons et galas : découvrez les événements conçus et produits par Imagine en Tunisie.",
      keywords: ["portfolio événementiel", "réalisations", "congrès", "gala", "salon", "mariage"],
    },
  },
  {
    route: "/location-materiel",
    hero: {
      title: "Location de matériel événementiel",
      subtitle: "Un dépôt de 2000 m², plus de 5000 articles",
      description:
        "Sonorisation, éclairage, vidéo, mobilier et scènes : louez le matériel que nos équipes utilisent sur nos propres événements, livré, installé et testé.",
      badge_text: "Nouveau : réservation en ligne",
      badge_icon: "Package",
      image_url: "/images/heroes/location-materiel.svg",
      cta_primary_text: "Voir le catalogue",
      cta_primary_link: "#produits",
      cta_secondary_text: "Demander un devis",
      cta_secondary_link: "/contact",
    },
    seo: {
      title: "Location matériel événementiel à Tunis | Imagine",
      description:
        "Louez sono, éclairage, écrans LED, mobilier et scènes à la journée. Plus de 5000 articles en stock, livraison et installation partout en Tunisie.",
      keywords: ["location matériel événementiel", "location sono Tunis", "location écran LED", "location mobilier", "location scène"],
    },
  },
  {
    route: "/location",
    hero: {
      title: "Louez le matériel de vos événements",
      subtitle: "Prix par jour, stock en temps réel",
      description:
        "Choisissez vos articles, vos dates et vos quantités : l'estimation est immédiate et notre équipe confirme la disponibilité sous 24h.",
      badge_text: "Location en ligne",
      badge_icon: "ShoppingCart",
      image_url: "/images/heroes/location.svg",
      cta_primary_text: "Parcourir les produits",
      cta_primary_link: "#produits",
      cta_secondary_text: "Découvrir le dépôt",
      cta_secondary_link: "/location-materiel",
    },
    seo: {
      title: "Louer du matériel en ligne | Imagine Location",
      description:
        "Réservez en ligne enceintes, projecteurs, écrans, mobilier et scènes pour vos événements en Tunisie. Prix en DT par jour, confirmation sous 24h.",
      keywords: ["location en ligne", "matériel événementiel", "prix par jour", "Tunisie"],
    },
  },
  {
    route: "/panier",
    hero: {
      title: "Votre panier de location",
      subtitle: "Vérifiez vos articles et vos dates",
      description:
        "Ajustez les quantités, contrôlez les dates de location puis lancez la commande : un conseiller vous recontacte pour la livraison et l'installation.",
      badge_text: "Commande de location",
      badge_icon: "ShoppingBag",
      image_url: "/images/heroes/panier.svg",
      cta_primary_text: "Continuer mes achats",
      cta_primary_link: "/location-materiel",
      cta_secondary_text: "Une question ?",
      cta_secondary_link: "/contact",
    },
    seo: {
      title: "Panier de location | Imagine",
      description:
        "Retrouvez les articles de votre location de matériel événementiel, ajustez quantités et dates, puis envoyez votre commande à l'équipe Imagine.",
      keywords: ["panier", "commande location", "matériel événementiel"],
    },
  },
];
