import type { PageSeed } from "./types";
import { VIDEOS } from "./videos";

// Group 'Digital Events': the digital tools of a congress, from registration to certificates.

export const digitalEventsPages: PageSeed[] = [
  {
    route: "/inscription-digitale",
    hero: {
      title: "Inscription digitale intelligente",
      subtitle: "Un parcours fluide, des données fiables",
      description:
        "Formulaires adaptatifs, reconnaissance des participants déjà inscrits et badge QR envoyé dès la validation : l'inscription devient une expérience, pas une corvée.",
      badge_text: "Digital Events",
      badge_icon: "Smartphone",
      image_url: "/images/heroes/inscription-digitale.svg",
      video_url: VIDEOS.registration,
      cta_primary_text: "Voir une démonstration",
      cta_primary_link: "/contact",
      cta_secondary_text: "Paiement en ligne",
      cta_secondary_link: "/paiement-securise",
    },
    seo: {
      title: "Inscription digitale intelligente aux événements",
      description:
        "Formulaires adaptatifs, pré-remplissage, badge QR instantané : découvrez en vidéo l'inscription digitale intelligente d'Imagine pour vos congrès.",
      keywords: ["inscription en ligne", "formulaire intelligent", "badge QR", "congrès digital"],
    },
    services: [
      {
        title: "Formulaires adaptatifs",
        description: "Les questions s'adaptent au profil du participant : plus court, plus juste, plus rapide.",
        icon: "CheckCircle",
        features: ["Logique conditionnelle", "Pré-remplissage des habitués", "Validation en temps réel"],
        color_theme: "primary",
      },
      {
        title: "Badge QR instantané",
        description: "Dès l'inscription validée, le participant reçoit son badge dans son téléphone.",
        icon: "QrCode",
        features: ["Envoi par e-mail et SMS", "Ajout au portefeuille mobile", "Scan à l'entrée en une seconde"],
        color_theme: "magenta",
      },
      {
        title: "Tableau de suivi",
        description: "Vous suivez les inscriptions par jour, par catégorie et par partenaire, en direct.",
        icon: "BarChart3",
        features: ["Courbe des inscriptions", "Répartition par profil", "Exports Excel"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Trois minutes suffisent", description: "Un parcours court qui réduit les abandons de moitié.", icon: "Clock" },
      { title: "Zéro ressaisie", description: "Les données du participant alimentent badges, attestations et statistiques.", icon: "Zap" },
      { title: "Accessible à tous", description: "Lisible sur mobile, au clavier et avec un lecteur d'écran.", icon: "Users" },
    ],
    testimonials: [
      {
        author_name: "Dr Ons Mabrouk",
        author_company: "Société Tunisienne de Pédiatrie",
        author_position: "Secrétaire générale adjointe",
        content: "Les participants nous ont félicités pour la simplicité de l'inscription. Et nous avons enfin des données propres.",
      },
    ],
  },
  {
    route: "/paiement-securise",
    hero: {
      title: "Paiement en ligne sécurisé",
      subtitle: "Encaissez vos inscriptions en toute confiance",
      description:
        "Carte bancaire tunisienne ou internationale, virement ou bon de commande : vos participants paient comme ils le souhaitent, et vous suivez chaque dinar.",
      badge_text: "Transactions sécurisées",
      badge_icon: "Shield",
      image_url: "/images/heroes/paiement-securise.svg",
      cta_primary_text: "Activer le paiement en ligne",
      cta_primary_link: "/contact",
      cta_secondary_text: "Dashboard professionnel",
      cta_secondary_link: "/dashboard-pro",
    },
    seo: {
      title: "Paiement en ligne sécurisé pour congrès | Imagine",
      description:
        "Cartes tunisiennes et internationales, virements, factures automatiques : encaissez les inscriptions de vos événements en ligne, en toute sécurité.",
      keywords: ["paiement en ligne", "paiement sécurisé", "inscription payante", "facture automatique", "3-D Secure"],
    },
    stats: [
      { value: "100%", label: "Transactions chiffrées", icon: "Lock" },
      { value: "3", label: "Moyens de paiement", icon: "CreditCard" },
      { value: "J+1", label: "Rapprochement des paiements", icon: "Calendar" },
    ],
    services: [
      {
        title: "Cartes bancaires",
        description: "Paiement par carte tunisienne ou internationale avec authentification 3-D Secure.",
        icon: "CreditCard",
        features: ["Cartes nationales et internationales", "Authentification forte", "Reçu immédiat"],
        color_theme: "primary",
      },
      {
        title: "Virements et bons de commande",
        description: "Pour les institutions et les laboratoires, un règlement sur facture suivi par notre équipe.",
        icon: "Building2",
        features: ["Facture proforma automatique", "Suivi des règlements", "Relances programmées"],
        color_theme: "gold",
      },
      {
        title: "Facturation automatique",
        description: "Chaque paiement génère une facture conforme, envoyée au participant et archivée.",
        icon: "FileText",
        features: ["Numérotation continue", "Mentions légales tunisiennes", "Export comptable"],
        color_theme: "magenta",
      },
    ],
    atouts: [
      { title: "Aucune donnée de carte stockée", description: "Les paiements passent par une passerelle bancaire certifiée.", icon: "Shield" },
      { title: "Remboursements simples", description: "Annulation et remboursement traités en quelques clics.", icon: "CheckCircle" },
      { title: "Trésorerie visible", description: "Les montants encaissés apparaissent en direct dans votre tableau de bord.", icon: "CreditCard" },
    ],
    testimonials: [
      {
        author_name: "Riadh Zouari",
        author_company: "Association Tunisienne d'Urologie",
        author_position: "Trésorier",
        content: "Plus de chèques ni d'espèces à l'accueil : 90 % des inscriptions ont été réglées en ligne dès la première année.",
      },
    ],
  },
  {
    route: "/dashboard-pro",
    hero: {
      title: "Dashboard professionnel",
      subtitle: "Votre événement en temps réel",
      description:
        "Inscriptions, paiements, présences, sessions et satisfaction : un tableau de bord unique pour piloter votre événement et décider au bon moment.",
      badge_text: "Pilotage en direct",
      badge_icon: "BarChart3",
      image_url: "/images/heroes/dashboard-pro.svg",
      video_url: VIDEOS.dashboard,
      cta_primary_text: "Découvrir le dashboard",
      cta_primary_link: "/contact",
      cta_secondary_text: "Gestion des inscriptions",
      cta_secondary_link: "/gestion-inscriptions",
    },
    seo: {
      title: "Dashboard professionnel : pilotez votre événement",
      description:
        "Inscriptions, paiements, présences et satisfaction en temps réel : découvrez en vidéo le dashboard professionnel d'Imagine pour vos événements.",
      keywords: ["dashboard événement", "statistiques congrès", "pilotage temps réel", "reporting événementiel"],
    },
    stats: [
      { value: "30+", label: "Indicateurs en temps réel", icon: "BarChart3" },
      { value: "5 s", label: "Entre le scan et le tableau de bord", icon: "Zap" },
      { value: "1 clic", label: "Pour exporter vos rapports", icon: "Send" },
    ],
    services: [
      {
        title: "Indicateurs en direct",
        description: "Inscrits, présents, encaissements et quotas partenaires, mis à jour à chaque scan.",
        icon: "Zap",
        features: ["Compteurs par catégorie", "Présence par session", "Alertes de capacité"],
        color_theme: "primary",
      },
      {
        title: "Rapports sur mesure",
        description: "Des rapports prêts pour votre comité, vos partenaires et vos financeurs.",
        icon: "FileText",
        features: ["Rapport partenaires", "Bilan financier", "Exports PDF et Excel"],
        color_theme: "gold",
      },
      {
        title: "Accès par rôle",
        description: "Comité, trésorier, partenaires : chacun voit les chiffres qui le concernent.",
        icon: "Lock",
        features: ["Droits par profil", "Accès sécurisé", "Historique des consultations"],
        color_theme: "magenta",
      },
    ],
    atouts: [
      { title: "Décider vite", description: "Ouvrir une salle supplémentaire ou relancer une catégorie en connaissance de cause.", icon: "Zap" },
      { title: "Rassurer les partenaires", description: "Des chiffres de visite et de présence incontestables.", icon: "Handshake" },
      { title: "Préparer l'édition suivante", description: "L'historique de chaque édition comparé en un coup d'œil.", icon: "Clock" },
    ],
    testimonials: [
      {
        author_name: "Pr Lotfi Hammami",
        author_company: "Congrès Maghrébin d'Endocrinologie",
        author_position: "Président du comité scientifique",
        content: "Voir la fréquentation des sessions en direct nous a permis d'ouvrir une salle de retransmission en dix minutes. Impressionnant.",
      },
      {
        author_name: "Sarra Ayari",
        author_company: "Hikma Pharmaceuticals Tunisie",
        author_position: "Responsable événements",
        content: "Nos rapports de partenariat sont prêts le lendemain de l'événement, avec des chiffres précis. Notre direction adore.",
      },
    ],
  },
  {
    route: "/gestion-abstracts",
    hero: {
      title: "Gestion des abstracts et correction IA",
      subtitle: "Du dépôt à la publication, sans tableur",
      description:
        "Soumission en ligne, relecture par les pairs, notation et programme : gérez vos abstracts de bout en bout, avec une correction linguistique assistée par intelligence artificielle.",
      badge_text: "Comité scientifique",
      badge_icon: "FileText",
      image_url: "/images/heroes/gestion-abstracts.svg",
      cta_primary_text: "Ouvrir mon appel à communications",
      cta_primary_link: "/contact",
      cta_secondary_text: "E-posters",
      cta_secondary_link: "/e-posters",
    },
    seo: {
      title: "Gestion des abstracts et correction par IA",
      description:
        "Appel à communications, relecture en aveugle, notation, programme et correction linguistique par IA : la gestion des abstracts de vos congrès.",
      keywords: ["gestion des abstracts", "appel à communications", "correction IA", "comité scientifique", "relecture par les pairs"],
    },
    stats: [
      { value: "8 000+", label: "Abstracts gérés", icon: "FileText" },
      { value: "-60%", label: "De temps de relecture", icon: "Clock" },
      { value: "3", label: "Langues corrigées par l'IA", icon: "Globe" },
    ],
    services: [
      {
        title: "Soumission en ligne",
        description: "Les auteurs déposent leurs travaux selon vos consignes : thèmes, longueur, co-auteurs et conflits d'intérêts.",
        icon: "Send",
        features: ["Gabarits par type de communication", "Limite de mots contrôlée", "Accusé de réception automatique"],
        color_theme: "primary",
      },
      {
        title: "Relecture et notation",
        description: "Les relecteurs notent en aveugle selon votre grille ; le comité décide sur des moyennes fiables.",
        icon: "CheckCircle",
        features: ["Attribution par thématique", "Relecture en double aveugle", "Grille de notation personnalisée"],
        color_theme: "magenta",
      },
      {
        title: "Correction assistée par IA",
        description: "Orthographe, grammaire et style scientifique corrigés en français et en anglais, l'auteur validant chaque suggestion.",
        icon: "Wand2",
        features: ["Suggestions validées par l'auteur", "Respect du vocabulaire médical", "Aucune donnée réutilisée pour l'entraînement"],
        color_theme: "gold",
      },
      {
        title: "Programme et livre des résumés",
        description: "Les abstracts acceptés alimentent le programme, l'application et le livre des résumés.",
        icon: "GraduationCap",
        features: ["Programme par session", "Livre des résumés en PDF", "Notification des auteurs"],
        color_theme: "primary",
      },
    ],
    atouts: [
      { title: "Un comité serein", description: "Plus de tableurs ni d'e-mails croisés : tout est au même endroit.", icon: "Heart" },
      { title: "Une qualité homogène", description: "Des résumés relus et corrigés avant publication.", icon: "CheckCircle" },
      { title: "Des délais respectés", description: "Rappels automatiques aux auteurs et aux relecteurs.", icon: "Bell" },
      { title: "La confidentialité", description: "Travaux non publiés protégés et accès strictement contrôlés.", icon: "Lock" },
    ],
    testimonials: [
      {
        author_name: "Pr Faouzi Karray",
        author_company: "Société Tunisienne de Gastro-entérologie",
        author_position: "Président du comité scientifique",
        content:
          "Six cents abstracts relus en trois semaines, sans un seul fichier perdu. La correction par IA a nettement amélioré la qualité du livre des résumés.",
      },
    ],
  },
  {
    route: "/e-posters",
    hero: {
      title: "E-posters",
      subtitle: "La recherche mise en lumière",
      description:
        "Bornes tactiles, écrans haute définition et galerie en ligne : vos posters scientifiques deviennent interactifs, consultables pendant et après le congrès.",
      badge_text: "Posters numériques",
      badge_icon: "Monitor",
      image_url: "/images/heroes/e-posters.svg",
      cta_primary_text: "Équiper mon congrès",
      cta_primary_link: "/contact",
      cta_secondary_text: "Gestion des abstracts",
      cta_secondary_link: "/gestion-abstracts",
    },
    seo: {
      title: "E-posters pour congrès scientifiques | Imagine",
      description:
        "Bornes tactiles HD, présentations minutées et galerie en ligne : Imagine digitalise les posters de vos congrès médicaux et scientifiques.",
      keywords: ["e-posters", "poster électronique", "borne tactile", "congrès scientifique", "poster numérique"],
    },
    services: [
      {
        title: "Bornes tactiles HD",
        description: "Des écrans de 55 pouces pour zoomer sur chaque figure et chaque tableau.",
        icon: "Smartphone",
        features: ["Écrans 4K de 55 pouces", "Recherche par auteur ou thème", "Zoom et navigation tactile"],
        color_theme: "primary",
      },
      {
        title: "Sessions de présentation",
        description: "Présentations orales minutées devant l'écran, avec modérateur et chronomètre.",
        icon: "Mic",
        features: ["Planning des présentations", "Chronomètre affiché", "Votes du meilleur poster"],
        color_theme: "magenta",
      },
      {
        title: "Galerie en ligne",
        description: "Tous les posters restent consultables en ligne après le congrès.",
        icon: "Image",
        features: ["Accès réservé aux participants", "Téléchargement selon l'auteur", "Statistiques de consultation"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Zéro impression", description: "Plus de tubes ni de punaises : un congrès plus écologique.", icon: "Monitor" },
      { title: "Plus de visibilité", description: "Chaque poster est vu pendant tout le congrès, pas seulement pendant sa session.", icon: "Target" },
      { title: "Dépôt jusqu'à la veille", description: "Les auteurs envoient leur fichier en ligne jusqu'à J-1.", icon: "Calendar" },
    ],
    testimonials: [
      {
        author_name: "Dr Mariem Chebbi",
        author_company: "Société Tunisienne de Biologie Clinique",
        author_position: "Membre du comité d'organisation",
        content: "Les jeunes chercheurs ont adoré présenter sur les bornes. La session posters est devenue l'un des moments les plus animés du congrès.",
      },
    ],
  },
  {
    route: "/certification-digitale",
    hero: {
      title: "Certification digitale",
      subtitle: "Des attestations fiables, délivrées en un clic",
      description:
        "Attestations de présence, crédits de formation continue et certificats d'orateur : générés automatiquement à partir des présences réelles et vérifiables par QR code.",
      badge_text: "Attestations et crédits",
      badge_icon: "Award",
      image_url: "/images/heroes/certification-digitale.svg",
      cta_primary_text: "Digitaliser mes attestations",
      cta_primary_link: "/contact",
      cta_secondary_text: "Dashboard professionnel",
      cta_secondary_link: "/dashboard-pro",
    },
    seo: {
      title: "Certification digitale et attestations de présence",
      description:
        "Attestations de présence, crédits de formation continue et certificats vérifiables par QR code, générés automatiquement après votre événement.",
      keywords: ["attestation de présence", "certificat digital", "formation médicale continue", "crédits FMC", "QR code"],
    },
    stats: [
      { value: "60 000+", label: "Attestations délivrées", icon: "Award" },
      { value: "1 min", label: "Pour recevoir son certificat", icon: "Clock" },
      { value: "100%", label: "Vérifiables par QR code", icon: "QrCode" },
    ],
    services: [
      {
        title: "Attestations de présence",
        description: "Calculées à partir des scans de badge, session par session.",
        icon: "CheckCircle",
        features: ["Temps de présence réel", "Modèle à vos couleurs", "Envoi automatique par e-mail"],
        color_theme: "primary",
      },
      {
        title: "Crédits de formation continue",
        description: "Les crédits sont attribués selon les règles de votre organisme accréditeur.",
        icon: "GraduationCap",
        features: ["Règles d'attribution configurables", "Questionnaire d'évaluation préalable", "Registre exportable"],
        color_theme: "gold",
      },
      {
        title: "Vérification par QR code",
        description: "Chaque certificat porte un QR code qui confirme son authenticité en ligne.",
        icon: "QrCode",
        features: ["Page de vérification publique", "Protection contre la falsification", "Archivage pendant dix ans"],
        color_theme: "magenta",
      },
    ],
    atouts: [
      { title: "Plus de file d'attente", description: "Les participants reçoivent leur attestation sans passer au comptoir.", icon: "Users" },
      { title: "Des données justes", description: "Les certificats reflètent la présence réelle, pas une simple inscription.", icon: "CheckCircle" },
      { title: "Une image moderne", description: "Des documents élégants, signés électroniquement.", icon: "Award" },
    ],
    testimonials: [
      {
        author_name: "Dr Khaled Mestiri",
        author_company: "Ordre des Pharmaciens — Conseil régional de Sfax",
        author_position: "Responsable formation continue",
        content: "Les attestations arrivent dans la boîte des participants avant même qu'ils aient quitté le parking. Et les contrôles sont devenus triviaux.",
      },
    ],
  },
  {
    route: "/campagnes-emailing",
    hero: {
      title: "Campagnes e-mailing",
      subtitle: "Le bon message, au bon public, au bon moment",
      description:
        "Annonce, ouverture des inscriptions, rappels, programme et remerciements : nous concevons et envoyons les campagnes qui remplissent vos salles.",
      badge_text: "Communication ciblée",
      badge_icon: "Mail",
      image_url: "/images/heroes/campagnes-emailing.svg",
      cta_primary_text: "Lancer ma campagne",
      cta_primary_link: "/contact",
      cta_secondary_text: "Inscription digitale",
      cta_secondary_link: "/inscription-digitale",
    },
    seo: {
      title: "Campagnes e-mailing pour vos événements | Imagine",
      description:
        "Save the date, ouverture des inscriptions, rappels et remerciements : des campagnes e-mailing ciblées et mesurées pour remplir vos événements.",
      keywords: ["campagne e-mailing", "newsletter événement", "save the date", "marketing événementiel", "taux d'ouverture"],
    },
    stats: [
      { value: "42%", label: "Taux d'ouverture moyen", icon: "Mail" },
      { value: "2 M+", label: "E-mails envoyés par an", icon: "Send" },
      { value: "x3", label: "Inscriptions après relance", icon: "Rocket" },
    ],
    services: [
      {
        title: "Conception des messages",
        description: "Des e-mails élégants, lisibles sur mobile, rédigés pour donner envie de s'inscrire.",
        icon: "Wand2",
        features: ["Maquettes aux couleurs de l'événement", "Rédaction en français, anglais et arabe", "Tests sur les principales messageries"],
        color_theme: "magenta",
      },
      {
        title: "Ciblage et segmentation",
        description: "Spécialité, région, édition précédente : chaque public reçoit le message qui le concerne.",
        icon: "Target",
        features: ["Segments dynamiques", "Gestion des désinscriptions", "Listes nettoyées et conformes"],
        color_theme: "primary",
      },
      {
        title: "Mesure et relances",
        description: "Ouvertures, clics et inscriptions suivis pour relancer au bon moment.",
        icon: "BarChart3",
        features: ["Rapports après chaque envoi", "Relances des non-ouvreurs", "Tests A/B des objets"],
        color_theme: "gold",
      },
    ],
    atouts: [
      { title: "Une délivrabilité soignée", description: "Domaines authentifiés et envois progressifs pour éviter les spams.", icon: "Mail" },
      { title: "Le consentement respecté", description: "Désinscription en un clic et listes conformes à la réglementation.", icon: "Shield" },
      { title: "Un calendrier éditorial", description: "Chaque envoi planifié selon les étapes clés de votre événement.", icon: "Calendar" },
    ],
    testimonials: [
      {
        author_name: "Amira Kallel",
        author_company: "Journées Pharmaceutiques de Tunis",
        author_position: "Chargée de communication",
        content: "Grâce aux relances ciblées, nous avons atteint notre objectif d'inscriptions trois semaines avant la clôture.",
      },
      {
        author_name: "Youssef Ben Hassine",
        author_company: "Forum de l'Investissement Santé",
        author_position: "Directeur marketing",
        content: "Des campagnes belles, efficaces et des rapports clairs. Nous savons enfin ce que rapporte chaque envoi.",
        rating: 4,
      },
    ],
  },
];
