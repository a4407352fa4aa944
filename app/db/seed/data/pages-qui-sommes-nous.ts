import type { PageSeed } from "./types";
import { VIDEOS } from "./videos";

// Group 'Qui sommes nous': the agency, its registration platform, hybrid events,
// the We Make It Real method and YourDay weddings.

export const quiSommesNousPages: PageSeed[] = [
  {
    route: "/imagine-events",
    hero: {
      title: "Imagine Events, l'agence",
      subtitle: "Excellence événementielle depuis 2009",
      description:
        "Née à Tunis en 2009, Imagine réunit plus de 50 passionnés — chefs de projet, scénographes, techniciens et développeurs — au service des congrès, des entreprises et des familles.",
      badge_text: "Qui sommes-nous",
      badge_icon: "Users",
      image_url: "/images/heroes/imagine-events.svg",
      cta_primary_text: "Rencontrer l'équipe",
      cta_primary_link: "/contact",
      cta_secondary_text: "Voir nos réalisations",
      cta_secondary_link: "/portfolio",
    },
    seo: {
      title: "L'agence Imagine Events | Tunis depuis 2009",
      description:
        "Imagine, agence événementielle tunisienne fondée en 2009 : 50+ experts, 500+ événements, un dépôt de 2000 m². Découvrez notre histoire et nos valeurs.",
      keywords: ["Imagine Events", "agence événementielle Tunis", "à propos", "équipe événementielle"],
    },
    stats: [
      { value: "2009", label: "Année de création", icon: "Star" },
      { value: "500+", label: "Événements Réussis", icon: "Calendar" },
      { value: "50+", label: "Experts passionnés", icon: "Users" },
      { value: "2000 m²", label: "De dépôt logistique", icon: "Package" },
    ],
    services: [
      {
        title: "Conseil et conception",
        description: "Nous traduisons vos objectifs en un concept clair : format, lieu, budget et expérience participant.",
        icon: "Lightbulb",
        features: ["Note d'intention et moodboard", "Recherche de lieux", "Budget prévisionnel détaillé"],
        color_theme: "primary",
      },
      {
        title: "Production technique",
        description: "Son, lumière, vidéo et scène opérés par nos propres équipes, avec notre propre matériel.",
        icon: "Layers",
        features: ["Plus de 5000 articles en stock", "Techniciens certifiés", "Répétitions générales"],
        color_theme: "magenta",
      },
      {
        title: "Coordination le jour J",
        description: "Un chef de projet unique et une équipe terrain qui anticipent chaque minute de votre événement.",
        icon: "CheckCircle",
        features: ["Conducteur minute par minute", "Régie centralisée", "Gestion des imprévus"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Une équipe intégrée", description: "Conception, technique et digital sous un même toit : moins d'intermédiaires, plus de réactivité.", icon: "Users" },
      { title: "Notre propre dépôt", description: "2000 m² de matériel entretenu par nos soins, disponible même au dernier moment.", icon: "Package" },
      { title: "L'expertise médicale", description: "Plus de quinze ans au service des sociétés savantes et des laboratoires, dans le respect des règles de conformité.", icon: "Brain" },
      { title: "Un interlocuteur unique", description: "Votre chef de projet vous accompagne du brief au bilan, sans relais ni perte d'information.", icon: "Handshake" },
    ],
    testimonials: [
      {
        author_name: "Leïla Ben Ammar",
        author_company: "Société Tunisienne de Cardiologie",
        author_position: "Secrétaire générale",
        content:
          "Nous confions notre congrès annuel à Imagine depuis six ans. Mille deux cents participants, trois salles en parallèle, et pas une seule fausse note.",
      },
      {
        author_name: "Karim Jaziri",
        author_company: "Groupe Mediterranean Foods",
        author_position: "Directeur communication",
        content:
          "Une équipe qui écoute, propose et tient ses délais. Notre convention commerciale n'avait jamais eu cette allure.",
        rating: 5,
      },
    ],
  },
  {
    route: "/plateforme-inscription",
    hero: {
      title: "Notre plateforme d'inscription",
      subtitle: "Vos participants inscrits en quelques clics",
      description:
        "Formulaires sur mesure, tarifs par catégorie, paiement en ligne et badges automatiques : la plateforme Imagine gère vos inscriptions de l'ouverture au jour J.",
      badge_text: "Plateforme propriétaire",
      badge_icon: "BarChart3",
      image_url: "/images/heroes/plateforme-inscription.svg",
      cta_primary_text: "Demander une démonstration",
      cta_primary_link: "/contact",
      cta_secondary_text: "Paiement sécurisé",
      cta_secondary_link: "/paiement-securise",
    },
    seo: {
      title: "Plateforme d'inscription aux congrès | Imagine",
      description:
        "Formulaires personnalisés, tarifs par profil, paiement en ligne et badges QR : la plateforme d'inscription Imagine pour vos congrès et séminaires.",
      keywords: ["plateforme d'inscription", "inscription congrès", "badge QR code", "billetterie événement"],
    },
    stats: [
      { value: "120 000+", label: "Inscriptions traitées", icon: "Users" },
      { value: "3 min", label: "Pour s'inscrire en moyenne", icon: "Clock" },
      { value: "99,9%", label: "Disponibilité de la plateforme", icon: "Shield" },
    ],
    services: [
      {
        title: "Formulaires sur mesure",
        description: "Chaque congrès a ses catégories, ses ateliers et ses questions : vos formulaires suivent votre règlement.",
        icon: "FileText",
        features: ["Champs conditionnels", "Tarifs par profil (médecin, résident, industrie)", "Français, anglais et arabe"],
        color_theme: "primary",
      },
      {
        title: "Badges et accueil",
        description: "Badges imprimés ou digitaux avec QR code, contrôle d'accès rapide aux salles et aux ateliers.",
        icon: "QrCode",
        features: ["Impression sur place en 10 secondes", "Scan des présences par salle", "Listes d'émargement exportables"],
        color_theme: "magenta",
      },
      {
        title: "Prises en charge laboratoires",
        description: "Les partenaires inscrivent leurs invités en lot et suivent leurs quotas en temps réel.",
        icon: "Building2",
        features: ["Espace partenaire dédié", "Import de listes Excel", "Facturation groupée"],
        color_theme: "gold",
      },
      {
        title: "Communication automatisée",
        description: "Confirmations, rappels et convocations partent au bon moment, sans intervention manuelle.",
        icon: "Mail",
        features: ["Modèles aux couleurs du congrès", "Relances des inscriptions incomplètes", "Envoi des attestations"],
        color_theme: "primary",
      },
    ],
    atouts: [
      { title: "Hébergée en sécurité", description: "Données chiffrées, sauvegardes quotidiennes et accès par rôle.", icon: "Shield" },
      { title: "Adaptée au mobile", description: "Plus de 70 % des participants s'inscrivent depuis leur téléphone : tout est pensé pour eux.", icon: "Smartphone" },
      { title: "Support réactif", description: "Une équipe répond aux participants par e-mail et téléphone pendant toute la campagne.", icon: "Phone" },
    ],
    testimonials: [
      {
        author_name: "Dr Sami Trabelsi",
        author_company: "Association Tunisienne de Pneumologie",
        author_position: "Président du comité d'organisation",
        content:
          "Nous sommes passés des fiches papier à une inscription en ligne complète en une seule édition. Les participants comme les laboratoires ont adopté la plateforme immédiatement.",
      },
    ],
  },
  {
    route: "/imagine4digital",
    hero: {
      title: "Imagine4Digital",
      subtitle: "Des événements hybrides sans frontières",
      description:
        "Studio de diffusion, plateforme virtuelle et interaction en direct : nous réunissons votre public en salle et en ligne dans une même expérience.",
      badge_text: "Événements hybrides",
      badge_icon: "Globe",
      image_url: "/images/heroes/imagine4digital.svg",
      cta_primary_text: "Imaginer mon événement hybride",
      cta_primary_link: "/contact",
      cta_secondary_text: "Inscription digitale",
      cta_secondary_link: "/inscription-digitale",
    },
    seo: {
      title: "Imagine4Digital : événements hybrides et virtuels",
      description:
        "Congrès hybrides, webinaires et salons virtuels : studio de diffusion, plateforme en ligne et interaction en direct avec Imagine4Digital.",
      keywords: ["événement hybride", "webinaire", "congrès virtuel", "streaming", "Imagine4Digital"],
    },
    stats: [
      { value: "80+", label: "Événements hybrides produits", icon: "Mic" },
      { value: "35", label: "Pays connectés", icon: "Globe" },
      { value: "15 000", label: "Participants en ligne", icon: "Users" },
    ],
    services: [
      {
        title: "Studio de diffusion",
        description: "Un plateau équipé dans nos locaux ou installé sur votre lieu, avec régie multicaméra.",
        icon: "Video",
        features: ["Captation 4K multicaméra", "Incrustation des supports", "Diffusion sur plusieurs canaux"],
        color_theme: "magenta",
      },
      {
        title: "Plateforme virtuelle",
        description: "Salles en ligne, stands virtuels et replay : vos contenus restent accessibles après l'événement.",
        icon: "Monitor",
        features: ["Sessions en direct et en replay", "Stands partenaires virtuels", "Statistiques de connexion"],
        color_theme: "primary",
      },
      {
        title: "Interaction en direct",
        description: "Questions, sondages et nuages de mots relient les intervenants au public distant.",
        icon: "MessageCircle",
        features: ["Questions modérées", "Votes en temps réel", "Traduction simultanée"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Audience élargie", description: "Touchez les participants qui ne peuvent pas se déplacer, partout dans le monde.", icon: "Globe" },
      { title: "Contenus valorisés", description: "Chaque session devient une vidéo réutilisable pour votre communication.", icon: "Video" },
      { title: "Mesure précise", description: "Temps de connexion, questions et votes : vous savez ce qui a fonctionné.", icon: "BarChart3" },
      { title: "Fiabilité", description: "Double connexion internet et régie de secours sur chaque diffusion.", icon: "Wifi" },
    ],
    testimonials: [
      {
        author_name: "Nadia Gharbi",
        author_company: "Laboratoires Medis",
        author_position: "Responsable formation médicale",
        content:
          "Notre symposium a réuni 300 médecins en salle et plus de 900 en ligne. La qualité de diffusion était celle d'une chaîne de télévision.",
      },
      {
        author_name: "Olivier Marchand",
        author_company: "Euromed Pharma",
        author_position: "Medical Affairs Director",
        content: "Des intervenants à Paris, Montréal et Tunis, zéro coupure. L'équipe technique est remarquable.",
      },
    ],
  },
  {
    route: "/imagine-we-make-it-real",
    hero: {
      title: "We Make It Real",
      subtitle: "Notre méthode en cinq étapes",
      description:
        "De l'écoute au bilan, une méthode éprouvée sur plus de 500 événements pour transformer une idée en un moment réel, maîtrisé et mémorable.",
      badge_text: "La méthode Imagine",
      badge_icon: "Target",
      image_url: "/images/heroes/imagine-we-make-it-real.svg",
      video_url: VIDEOS.method,
      cta_primary_text: "Démarrer un Projet",
      cta_primary_link: "/contact",
      cta_secondary_text: "Nos réalisations",
      cta_secondary_link: "/portfolio",
    },
    seo: {
      title: "We Make It Real : notre méthode en 5 étapes",
      description:
        "Écoute, conception, planification, production et bilan : découvrez en vidéo la méthode en cinq étapes qui fait réussir vos événements avec Imagine.",
      keywords: ["méthode événementielle", "We Make It Real", "gestion de projet événementiel", "organisation d'événement"],
    },
    etapes: [
      { title: "Écouter", description: "Un atelier de cadrage pour comprendre vos objectifs, votre public, vos contraintes et votre budget.", icon: "MessageCircle" },
      { title: "Imaginer", description: "Concept, scénographie et parcours participant : nous vous présentons une proposition visuelle et chiffrée.", icon: "Lightbulb" },
      { title: "Planifier", description: "Rétroplanning, prestataires, logistique et inscriptions : chaque détail est calé et partagé avec vous.", icon: "Calendar" },
      { title: "Réaliser", description: "Montage, répétitions et régie le jour J : nos équipes orchestrent l'événement minute par minute.", icon: "Rocket" },
      { title: "Mesurer", description: "Bilan chiffré, retours des participants et recommandations pour votre prochaine édition.", icon: "BarChart3" },
    ],
    services: [
      {
        title: "Atelier de cadrage",
        description: "Une demi-journée avec vos équipes pour fixer les objectifs et les indicateurs de réussite.",
        icon: "Users",
        features: ["Objectifs et public cible", "Contraintes et budget", "Indicateurs de réussite"],
        color_theme: "primary",
      },
      {
        title: "Proposition créative",
        description: "Un concept illustré, des plans en 3D et un budget détaillé pour décider en confiance.",
        icon: "Palette",
        features: ["Moodboard et scénographie", "Plans 3D des espaces", "Budget poste par poste"],
        color_theme: "magenta",
      },
      {
        title: "Pilotage transparent",
        description: "Un tableau de bord partagé et un point hebdomadaire jusqu'au jour J.",
        icon: "BarChart3",
        features: ["Rétroplanning partagé", "Point d'avancement chaque semaine", "Validation à chaque étape"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Aucune surprise", description: "Le budget validé est le budget facturé, sauf ajout décidé par vous.", icon: "CheckCircle" },
      { title: "Des délais tenus", description: "Un rétroplanning suivi chaque semaine, des jalons clairs et respectés.", icon: "Clock" },
      { title: "Une amélioration continue", description: "Chaque bilan nourrit l'édition suivante de votre événement.", icon: "Rocket" },
    ],
    testimonials: [
      {
        author_name: "Mehdi Bouaziz",
        author_company: "Tunisie Télécom Entreprises",
        author_position: "Directeur événementiel",
        content:
          "La méthode fait la différence : nous savions à chaque étape où nous en étions. Le jour J, nous n'avions plus qu'à accueillir nos invités.",
      },
    ],
  },
  {
    route: "/yourday",
    hero: {
      title: "YourDay, vos mariages d'exception",
      subtitle: "Le plus beau jour, sans aucun souci",
      description:
        "Décoration, lumière, son, traiteur et coordination : YourDay orchestre votre mariage pour que vous n'ayez qu'à vivre chaque instant avec vos proches.",
      badge_text: "Mariages et célébrations",
      badge_icon: "Heart",
      image_url: "/images/heroes/yourday.svg",
      cta_primary_text: "Réserver un rendez-vous",
      cta_primary_link: "/contact",
      cta_secondary_text: "Voir les formules",
      cta_secondary_link: "#formules",
    },
    seo: {
      title: "YourDay : organisation de mariage en Tunisie",
      description:
        "Wedding planner à Tunis : décoration, lumière, son et coordination. Formules Essentiel, Premium et Prestige de 50 à plus de 200 invités.",
      keywords: ["organisation mariage Tunisie", "wedding planner Tunis", "décoration mariage", "formule mariage"],
    },
    stats: [
      { value: "150+", label: "Mariages célébrés", icon: "Heart" },
      { value: "100%", label: "Couples recommandent YourDay", icon: "Star" },
      { value: "1", label: "Coordinatrice dédiée par mariage", icon: "Users" },
    ],
    services: [
      {
        title: "Décoration et fleurs",
        description: "Une décoration à votre image, de l'arche de cérémonie aux centres de table.",
        icon: "Palette",
        features: ["Planche d'inspiration personnalisée", "Compositions florales fraîches", "Arche et allée de cérémonie"],
        color_theme: "magenta",
      },
      {
        title: "Son et lumière",
        description: "Une ambiance qui évolue au fil de la soirée, de la cérémonie à la piste de danse.",
        icon: "Music",
        features: ["DJ et sonorisation", "Mise en lumière de la salle", "Piste de danse LED"],
        color_theme: "primary",
      },
      {
        title: "Coordination du jour J",
        description: "Une coordinatrice dirige prestataires et timing pour que vous profitiez de chaque minute.",
        icon: "Calendar",
        features: ["Conducteur de la journée", "Accueil des prestataires", "Gestion des imprévus"],
        color_theme: "gold",
      },
      {
        title: "Traiteur et pièce montée",
        description: "Une sélection de traiteurs partenaires et une dégustation avant de choisir votre menu.",
        icon: "Utensils",
        features: ["Dégustation offerte", "Menus tunisiens et internationaux", "Gâteau et pièce montée"],
        color_theme: "primary",
      },
    ],
    packages: [
      {
        name: "Essentiel",
        description: "Pour un mariage intime de 50 à 100 invités, élégant et serein.",
        price: "4 900",
        features: [
          "Décoration de la salle et des tables",
          "Sonorisation et DJ pour la soirée",
          "Éclairage d'ambiance",
          "Coordination le jour J",
        ],
      },
      {
        name: "Premium",
        description: "Pour une grande fête de 100 à 200 invités, avec une mise en scène complète.",
        price: "9 800",
        features: [
          "Tout le contenu de la formule Essentiel",
          "Arche florale et allée de cérémonie",
          "Piste de danse LED",
          "Photographe et vidéaste",
          "Coordinatrice dédiée dès la réservation",
        ],
        is_featured: true,
      },
      {
        name: "Prestige",
        description: "Pour une célébration d'exception de plus de 200 invités, entièrement sur mesure.",
        price: "18 500",
        features: [
          "Tout le contenu de la formule Premium",
          "Scénographie sur mesure et mobilier lounge",
          "Mapping vidéo et effets spéciaux",
          "Animation et artistes",
          "Gestion de l'hébergement des invités",
        ],
      },
    ],
    atouts: [
      { title: "Un budget maîtrisé", description: "Des formules claires et un devis détaillé, sans frais cachés.", icon: "CreditCard" },
      { title: "Des prestataires choisis", description: "Traiteurs, fleuristes et photographes sélectionnés après des dizaines de mariages.", icon: "Star" },
      { title: "Votre histoire au centre", description: "Chaque détail raconte votre couple, vos familles et vos traditions.", icon: "Heart" },
      { title: "La sérénité", description: "Vous profitez, nous gérons : une seule personne à appeler le jour J.", icon: "Gem" },
    ],
    testimonials: [
      {
        author_name: "Yasmine et Anis Chaouachi",
        author_company: "Mariés de juin 2025",
        author_position: "Formule Premium",
        content:
          "Tout était exactement comme nous l'avions rêvé, et même plus. Nos invités parlent encore de l'arche illuminée et de la piste de danse.",
      },
      {
        author_name: "Salma Hamdi",
        author_company: "Mariée de septembre 2024",
        author_position: "Formule Prestige",
        content:
          "Trois cents invités, deux soirées, et une coordinatrice qui avait toujours une longueur d'avance. Merci pour ce rêve devenu réalité.",
      },
      {
        author_name: "Rania et Walid Mansour",
        author_company: "Mariés d'avril 2025",
        author_position: "Formule Essentiel",
        content: "Un mariage intime et chaleureux, organisé avec goût et dans notre budget. Nous recommandons YourDay les yeux fermés.",
        rating: 5,
      },
    ],
  },
];
