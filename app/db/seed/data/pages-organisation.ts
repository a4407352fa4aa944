import type { PageSeed } from "./types";

// Group 'Organisation': premium planning (gallery), registrations, 3D stand modelling (gallery),
// accommodation and catering, dinners and activities.

export const organisationPages: PageSeed[] = [
  {
    route: "/planification-premium",
    hero: {
      title: "Planification premium",
      subtitle: "Chaque détail pensé, chaque minute maîtrisée",
      description:
        "Rétroplanning, repérages, prestataires, logistique et régie : nous pilotons votre congrès ou votre convention avec la rigueur d'une production de spectacle.",
      badge_text: "Organisation clé en main",
      badge_icon: "Calendar",
      image_url: "/images/heroes/planification-premium.svg",
      cta_primary_text: "Planifier mon événement",
      cta_primary_link: "/contact",
      cta_secondary_text: "Voir la galerie",
      cta_secondary_link: "#galerie",
    },
    seo: {
      title: "Planification premium de congrès et séminaires",
      description:
        "Rétroplanning, repérages, prestataires et régie le jour J : Imagine planifie vos congrès, conventions et séminaires de A à Z, partout en Tunisie.",
      keywords: ["planification événement", "organisation congrès", "séminaire clé en main", "régie événementielle"],
    },
    services: [
      {
        title: "Rétroplanning détaillé",
        description: "Toutes les tâches, tous les jalons et tous les responsables dans un planning partagé.",
        icon: "Calendar",
        features: ["Jalons validés avec vous", "Suivi hebdomadaire", "Alertes en cas de retard"],
        color_theme: "primary",
      },
      {
        title: "Repérage et choix du lieu",
        description: "Hôtels, palais des congrès ou lieux atypiques : nous visitons, comparons et négocions pour vous.",
        icon: "MapPin",
        features: ["Sélection de trois lieux", "Visites techniques", "Négociation des contrats"],
        color_theme: "magenta",
      },
      {
        title: "Gestion des prestataires",
        description: "Traiteurs, transport, sécurité et hôtesses : un seul contrat, une seule facture.",
        icon: "Handshake",
        features: ["Prestataires référencés", "Contrôle qualité sur place", "Facturation consolidée"],
        color_theme: "gold",
      },
      {
        title: "Régie du jour J",
        description: "Une régie centrale, des radios, un conducteur : l'événement suit le rythme prévu.",
        icon: "Mic",
        features: ["Conducteur minute par minute", "Équipe terrain coordonnée", "Débriefing à chaud"],
        color_theme: "primary",
      },
    ],
    atouts: [
      { title: "Un chef de projet dédié", description: "Votre interlocuteur unique, joignable du premier appel au bilan.", icon: "Users" },
      { title: "Des plans validés en amont", description: "Implantations et flux visualisés en 3D avant la signature.", icon: "Layers" },
      { title: "Des risques anticipés", description: "Plan de secours pour la météo, la technique et les intervenants.", icon: "Shield" },
      { title: "Un bilan chiffré", description: "Fréquentation, satisfaction et budget consommé, poste par poste.", icon: "BarChart3" },
    ],
    testimonials: [
      {
        author_name: "Pr Hédi Ben Romdhane",
        author_company: "Société Tunisienne de Chirurgie",
        author_position: "Président du congrès",
        content:
          "Quatre jours, quatre salles, quarante intervenants internationaux : tout s'est enchaîné sans accroc. Une organisation digne des grands congrès européens.",
      },
      {
        author_name: "Inès Ferchichi",
        author_company: "Banque Zitouna",
        author_position: "Responsable communication interne",
        content: "Notre convention annuelle a été préparée en six semaines seulement. Le planning partagé nous a rassurés à chaque étape.",
      },
    ],
    gallery: [
      { image_url: "/images/gallery/planification-01.svg", title: "Plénière d'ouverture", alt_text: "Salle plénière pleine face à une grande scène éclairée" },
      { image_url: "/images/gallery/planification-02.svg", title: "Dîner de gala du congrès", alt_text: "Tables rondes dressées sous des lustres pour un dîner de gala" },
      { image_url: "/images/gallery/planification-03.svg", title: "Espace d'exposition", alt_text: "Allée d'exposition avec stands de partenaires" },
      { image_url: "/images/gallery/planification-04.svg", title: "Session parallèle", alt_text: "Salle de conférence avec écran et intervenant au pupitre" },
      { image_url: "/images/gallery/planification-05.svg", title: "Cérémonie de clôture", alt_text: "Scène avec faisceaux lumineux pour la cérémonie de clôture" },
      { image_url: "/images/gallery/planification-06.svg", title: "Soirée en terrasse", alt_text: "Terrasse dressée face à la mer avec guirlandes lumineuses" },
    ],
  },
  {
    route: "/gestion-inscriptions",
    hero: {
      title: "Gestion des inscriptions",
      subtitle: "De la première inscription au dernier badge",
      description:
        "Campagne d'inscription, suivi des paiements, prises en charge des laboratoires et accueil sur place : notre équipe gère vos participants pour vous.",
      badge_text: "Service participants",
      badge_icon: "Users",
      image_url: "/images/heroes/gestion-inscriptions.svg",
      cta_primary_text: "Confier mes inscriptions",
      cta_primary_link: "/contact",
      cta_secondary_text: "La plateforme",
      cta_secondary_link: "/plateforme-inscription",
    },
    seo: {
      title: "Gestion des inscriptions de congrès | Imagine",
      description:
        "Suivi des participants, paiements, prises en charge et accueil sur place : Imagine gère les inscriptions de vos congrès médicaux et séminaires.",
      keywords: ["gestion des inscriptions", "secrétariat congrès", "accueil participants", "prise en charge laboratoire"],
    },
    stats: [
      { value: "1 200", label: "Participants accueillis en 1 heure", icon: "Users" },
      { value: "24h", label: "Délai de réponse aux participants", icon: "Clock" },
      { value: "0", label: "File d'attente à l'accueil", icon: "CheckCircle" },
    ],
    services: [
      {
        title: "Secrétariat des participants",
        description: "Une équipe dédiée répond aux questions, corrige les inscriptions et relance les retardataires.",
        icon: "Phone",
        features: ["Adresse e-mail dédiée", "Permanence téléphonique", "Relances personnalisées"],
        color_theme: "primary",
      },
      {
        title: "Suivi financier",
        description: "Paiements, factures et remboursements suivis ligne par ligne, rapprochés chaque semaine.",
        icon: "FileText",
        features: ["Factures automatiques", "Rapprochement bancaire", "Export comptable"],
        color_theme: "gold",
      },
      {
        title: "Accueil sur place",
        description: "Hôtesses formées, bornes d'impression de badges et contrôle des accès aux salles.",
        icon: "QrCode",
        features: ["Badges imprimés en 10 secondes", "Comptoirs par catégorie", "Contrôle d'accès par QR code"],
        color_theme: "magenta",
      },
    ],
    atouts: [
      { title: "Des données fiables", description: "Une seule base de participants, à jour en temps réel pour toute l'équipe.", icon: "Layers" },
      { title: "Des rapports quotidiens", description: "Inscriptions, paiements et quotas partenaires envoyés chaque matin.", icon: "FileText" },
      { title: "Conformité", description: "Données personnelles traitées selon la loi tunisienne et le RGPD.", icon: "Lock" },
    ],
    testimonials: [
      {
        author_name: "Dr Amel Khelifi",
        author_company: "Société Tunisienne de Dermatologie",
        author_position: "Trésorière",
        content: "Pour la première fois, nos comptes du congrès étaient bouclés une semaine après l'événement. Un soulagement pour notre bureau.",
      },
    ],
  },
  {
    route: "/modelisation-3d",
    hero: {
      title: "Modélisation 3D des stands",
      subtitle: "Voyez votre stand avant qu'il n'existe",
      description:
        "Nos designers modélisent votre stand et vos espaces en 3D : vous validez les volumes, les matières et la signalétique avant la fabrication.",
      badge_text: "Design de stands",
      badge_icon: "Layers",
      image_url: "/images/heroes/modelisation-3d.svg",
      cta_primary_text: "Concevoir mon stand",
      cta_primary_link: "/contact",
      cta_secondary_text: "Voir la galerie",
      cta_secondary_link: "#galerie",
    },
    seo: {
      title: "Modélisation 3D de stands d'exposition | Imagine",
      description:
        "Design et rendu 3D de stands pour salons et congrès : validez volumes, matières et signalétique avant fabrication. Montage assuré par nos équipes.",
      keywords: ["stand 3D", "conception de stand", "stand salon", "stand congrès", "design d'espace"],
    },
    services: [
      {
        title: "Conception du stand",
        description: "Un stand pensé pour vos produits, vos visiteurs et les règles du salon.",
        icon: "Wand2",
        features: ["Plan d'implantation", "Choix des matières", "Respect du cahier des charges du salon"],
        color_theme: "primary",
      },
      {
        title: "Rendus 3D réalistes",
        description: "Vues photoréalistes et visite à 360° pour décider en équipe et convaincre votre direction.",
        icon: "Layers",
        features: ["Trois vues rendues", "Visite virtuelle à 360°", "Deux séries de modifications incluses"],
        color_theme: "magenta",
      },
      {
        title: "Fabrication et montage",
        description: "Nos ateliers fabriquent, livrent et montent le stand conforme au rendu validé.",
        icon: "Package",
        features: ["Fabrication en atelier", "Montage la veille", "Démontage et stockage"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Aucune mauvaise surprise", description: "Le stand livré est celui que vous avez validé en 3D.", icon: "Target" },
      { title: "Des modules réutilisables", description: "Structures conçues pour resservir sur vos prochains salons.", icon: "Package" },
      { title: "Des délais courts", description: "Premier rendu sous cinq jours ouvrés après le brief.", icon: "Zap" },
      { title: "Une signalétique cohérente", description: "Vos couleurs et vos messages déclinés du stand aux écrans.", icon: "Palette" },
    ],
    testimonials: [
      {
        author_name: "Hatem Saidi",
        author_company: "Opalia Pharma",
        author_position: "Chef de produit",
        content: "Le rendu 3D nous a permis de faire valider le stand par le siège en une seule réunion. Le résultat sur le salon était identique, au centimètre près.",
      },
      {
        author_name: "Claire Dubreuil",
        author_company: "BioSanté Méditerranée",
        author_position: "Responsable marketing",
        content: "Créatifs, précis et rapides. Notre stand a été l'un des plus visités du congrès.",
        rating: 5,
      },
    ],
    gallery: [
      { image_url: "/images/gallery/stand-3d-01.svg", title: "Stand îlot 36 m²", alt_text: "Rendu 3D d'un stand en îlot avec comptoir d'accueil et écran" },
      { image_url: "/images/gallery/stand-3d-02.svg", title: "Stand d'angle laboratoire", alt_text: "Rendu 3D d'un stand d'angle avec cloisons lumineuses" },
      { image_url: "/images/gallery/stand-3d-03.svg", title: "Espace démonstration", alt_text: "Rendu 3D d'un espace de démonstration avec écrans et comptoir" },
      { image_url: "/images/gallery/stand-3d-04.svg", title: "Stand à étage", alt_text: "Rendu 3D d'un stand avec mezzanine et salon de rendez-vous" },
      { image_url: "/images/gallery/stand-3d-05.svg", title: "Village partenaires", alt_text: "Rendu 3D de plusieurs stands alignés pour un village partenaires" },
      { image_url: "/images/gallery/stand-3d-06.svg", title: "Stand compact 9 m²", alt_text: "Rendu 3D d'un petit stand avec totem et comptoir" },
    ],
  },
  {
    route: "/hebergement-restauration",
    hero: {
      title: "Hébergement et restauration",
      subtitle: "Vos invités reçus comme des hôtes de marque",
      description:
        "Chambres négociées dans les meilleurs hôtels, transferts, pauses café et déjeuners : nous prenons soin de vos participants du check-in au dernier repas.",
      badge_text: "Accueil des participants",
      badge_icon: "Hotel",
      image_url: "/images/heroes/hebergement-restauration.svg",
      cta_primary_text: "Organiser l'accueil",
      cta_primary_link: "/contact",
      cta_secondary_text: "Dîners et activités",
      cta_secondary_link: "/diners-activites",
    },
    seo: {
      title: "Hébergement et restauration pour congrès | Imagine",
      description:
        "Blocs de chambres négociés, transferts aéroport, pauses café et déjeuners : Imagine gère l'hébergement et la restauration de vos participants.",
      keywords: ["hébergement congrès", "réservation hôtel groupe", "traiteur événement", "transfert aéroport Tunis"],
    },
    stats: [
      { value: "40+", label: "Hôtels partenaires", icon: "Hotel" },
      { value: "25 000", label: "Nuitées réservées", icon: "Calendar" },
      { value: "-20%", label: "En moyenne sur les tarifs publics", icon: "Gift" },
    ],
    services: [
      {
        title: "Hébergement négocié",
        description: "Des blocs de chambres à tarif préférentiel, à Tunis, Hammamet, Sousse ou Djerba.",
        icon: "Hotel",
        features: ["Tarifs de groupe négociés", "Gestion des listes de chambres", "Libération des chambres non utilisées"],
        color_theme: "primary",
      },
      {
        title: "Transferts et transport",
        description: "Accueil à l'aéroport, navettes entre l'hôtel et le lieu, véhicules VIP pour les intervenants.",
        icon: "Plane",
        features: ["Accueil aéroport personnalisé", "Navettes cadencées", "Chauffeurs pour les orateurs"],
        color_theme: "magenta",
      },
      {
        title: "Restauration",
        description: "Pauses café, déjeuners et cocktails adaptés à votre programme et aux régimes de chacun.",
        icon: "Utensils",
        features: ["Menus validés en dégustation", "Options végétariennes et sans gluten", "Service synchronisé avec le programme"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Un réseau d'hôtels fidèles", description: "Quinze ans de partenariats pour obtenir les meilleures conditions.", icon: "Hotel" },
      { title: "Une équipe d'accueil", description: "Des hôtesses présentes à l'hôtel pour répondre à vos invités.", icon: "Bell" },
      { title: "Des repas à l'heure", description: "Pauses et déjeuners calés sur le programme scientifique, sans retard.", icon: "Clock" },
    ],
    testimonials: [
      {
        author_name: "Dr Mourad Jebali",
        author_company: "Collège Tunisien d'Ophtalmologie",
        author_position: "Coordinateur scientifique",
        content: "Nos 250 intervenants étrangers ont été accueillis à l'aéroport, logés et transportés sans la moindre réclamation. Un vrai travail de professionnels.",
      },
    ],
  },
  {
    route: "/diners-activites",
    hero: {
      title: "Dîners et activités",
      subtitle: "Les moments qui font la réputation d'un événement",
      description:
        "Dîner de gala dans un palais, soirée dans la médina, excursion dans le désert ou team building en bord de mer : nous créons les temps forts dont vos invités se souviendront.",
      badge_text: "Soirées et programmes sociaux",
      badge_icon: "PartyPopper",
      image_url: "/images/heroes/diners-activites.svg",
      cta_primary_text: "Imaginer ma soirée",
      cta_primary_link: "/contact",
      cta_secondary_text: "Nos réalisations",
      cta_secondary_link: "/portfolio",
    },
    seo: {
      title: "Dîners de gala et activités de groupe en Tunisie",
      description:
        "Dîners de gala, soirées à thème, excursions et team building en Tunisie : Imagine crée les moments forts de vos congrès et séminaires.",
      keywords: ["dîner de gala", "soirée à thème", "team building Tunisie", "excursion groupe", "programme social congrès"],
    },
    services: [
      {
        title: "Dîners de gala",
        description: "Des lieux d'exception, une scénographie sur mesure et un service irréprochable.",
        icon: "Crown",
        features: ["Palais, villas et lieux privatisés", "Scénographie et lumière", "Menus gastronomiques"],
        color_theme: "gold",
      },
      {
        title: "Soirées à thème",
        description: "Nuit orientale, soirée blanche ou ambiance méditerranéenne : une expérience immersive.",
        icon: "Music",
        features: ["Décor thématique complet", "Artistes et musiciens", "DJ et piste de danse"],
        color_theme: "magenta",
      },
      {
        title: "Excursions et visites",
        description: "Carthage, Sidi Bou Saïd, Dougga ou le Sahara : la Tunisie racontée par des guides passionnés.",
        icon: "MapPin",
        features: ["Guides conférenciers", "Transport en autocar grand confort", "Déjeuners typiques"],
        color_theme: "primary",
      },
      {
        title: "Team building",
        description: "Des activités qui rapprochent les équipes : défis culinaires, régates, rallyes ou ateliers créatifs.",
        icon: "Trophy",
        features: ["Programmes de 2 heures à 2 jours", "Animateurs certifiés", "Remise de prix"],
        color_theme: "primary",
      },
    ],
    atouts: [
      { title: "Des lieux exclusifs", description: "Accès à des demeures et sites habituellement fermés au public.", icon: "Crown" },
      { title: "Une touche tunisienne", description: "Saveurs, musiques et artisanat locaux mis en valeur avec élégance.", icon: "Sparkles" },
      { title: "La sécurité d'abord", description: "Activités encadrées et assurées, transport par des partenaires agréés.", icon: "Shield" },
      { title: "Une logistique invisible", description: "Vos invités vivent l'expérience, nous gérons les horaires et les transferts.", icon: "Truck" },
    ],
    testimonials: [
      {
        author_name: "Sophie Laurent",
        author_company: "Congrès Euro-Méditerranéen de Rhumatologie",
        author_position: "Directrice exécutive",
        content: "Le dîner au palais Ennejma Ezzahra restera le souvenir le plus fort de notre congrès. Une soirée magique, parfaitement orchestrée.",
      },
      {
        author_name: "Fares Belhadj",
        author_company: "Assurances Comar",
        author_position: "DRH",
        content: "Notre team building à Hammamet a resserré les liens de nos équipes commerciales. Tout le monde en redemande.",
        rating: 4,
      },
    ],
  },
];
