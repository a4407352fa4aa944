import { plural } from "../../format";

// The account pages (sign in, sign up, new password, e-mail confirmation), their forms' messages
// and the answers of their actions, in French.

export const authFr = {
  /** The schemas' messages (auth/schemas.ts), shown next to their field. */
  validation: {
    emailMissing: "Entrez votre email",
    emailFirst: "Entrez votre email d'abord",
    emailInvalid: "Adresse email invalide",
    passwordMissing: "Entrez votre mot de passe",
    passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères`,
    passwordTooLong: (max: number) => `Le mot de passe ne doit pas dépasser ${max} caractères`,
    passwordCommon: "Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.",
    passwordsDiffer: "Les mots de passe ne correspondent pas",
    tokenMissing: "Lien de réinitialisation manquant. Utilisez le lien reçu par email.",
  },
  /** Better Auth's error codes, as the visitor reads them (errors.server.ts). */
  failures: {
    codes: {
      INVALID_EMAIL_OR_PASSWORD: "Email ou mot de passe incorrect",
      INVALID_PASSWORD: "Mot de passe incorrect",
      INVALID_EMAIL: "Adresse email invalide",
      USER_ALREADY_EXISTS: "Un compte existe déjà avec cet email",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Un compte existe déjà avec cet email",
      PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 8 caractères",
      PASSWORD_TOO_LONG: "Le mot de passe ne doit pas dépasser 128 caractères",
      INVALID_TOKEN: "Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.",
      TOKEN_EXPIRED: "Ce lien de réinitialisation a expiré.",
      USER_NOT_FOUND: "Compte introuvable",
      FAILED_TO_CREATE_USER: "Le compte n'a pas pu être créé",
      FAILED_TO_CREATE_SESSION: "La session n'a pas pu être ouverte",
      EMAIL_NOT_VERIFIED: "Adresse email non vérifiée",
    } as Record<string, string>,
    refused: "La demande a été refusée",
    unavailable: "Service momentanément indisponible. Veuillez réessayer.",
    /** SPEC §8: "e-mail, message, code (N/A if absent) and status (N/A if absent)". */
    email: "Email",
    message: "Message",
    code: "Code",
    status: "Statut",
    none: "N/A",
    tooManyAttempts: (seconds: number) =>
      seconds < 60
        ? `Trop de tentatives. Réessayez dans ${seconds} secondes.`
        : `Trop de tentatives. Réessayez dans ${plural("fr", Math.ceil(seconds / 60), { one: "# minute", other: "# minutes" })}.`,
  },
  /** What the actions answer (actions.server.ts). */
  answers: {
    signInError: "Erreur lors de la connexion",
    signUpError: "Erreur lors de l'inscription",
    forgotError: "Impossible d'envoyer l'email",
    resetError: "Impossible de mettre à jour le mot de passe. Utilisez le lien reçu par email.",
    signedIn: "Connexion réussie!",
    signedUp: "Compte créé avec succès!",
    signedUpDetails: (email: string, id: string) => `Vérifiez votre boîte mail, puis connectez-vous. Email : ${email} · ID : ${id}`,
    resetSent: "Email de réinitialisation envoyé",
    passwordReset: "Mot de passe mis à jour. Vous pouvez vous connecter.",
    signedOut: "Déconnexion réussie",
    signOutError: "Erreur lors de la déconnexion",
    unknownAction: "Action inconnue",
  },
  shell: {
    backToSite: "Retour au site",
    eyebrow: "Excellence événementielle",
    pitch: "Congrès médicaux, séminaires, mariages : depuis 2009, plus de 500 événements menés avec vous.",
  },
  signIn: {
    metaTitle: "Connexion | Imagine",
    signInTitle: "Connexion",
    signInSubtitle: "Accédez à votre espace Imagine.",
    signUpTitle: "Créer un compte",
    signUpSubtitle: "Créez votre compte Imagine avec votre email.",
    modes: "Connexion ou inscription",
    signInTab: "Connexion",
    signUpTab: "Créer un compte",
    adminOnlyTitle: "Accès réservé aux administrateurs",
    adminOnly: (email: string) =>
      `Le compte ${email} n'a pas accès au back-office. Connectez-vous avec un compte administrateur, ou déconnectez-vous.`,
    email: "Email",
    password: "Mot de passe",
    newPasswordHint: (min: number) => `${min} caractères minimum, évitez les mots de passe courants.`,
    signInButton: "Se connecter",
    signInBusy: "Connexion...",
    signUpButton: "Créer un compte",
    signUpBusy: "Création...",
    forgotPassword: "Mot de passe oublié ?",
    forgotBusy: "Envoi en cours...",
  },
  reset: {
    metaTitle: "Nouveau mot de passe | Imagine",
    title: "Nouveau mot de passe",
    invalidSubtitle: "Ce lien de réinitialisation est incomplet ou n'est plus valable.",
    askAgain: "Demander un nouveau lien",
    subtitle: "Choisissez un nouveau mot de passe pour votre compte.",
    newPassword: "Nouveau mot de passe",
    hint: (min: number) => `${min} caractères minimum.`,
    confirm: "Confirmer le mot de passe",
    submit: "Mettre à jour",
    busy: "Mise à jour...",
    backToSignIn: "Retour à la connexion",
  },
  signOut: {
    button: "Déconnexion",
  },
  /** The e-mail confirmation's page, its banner and the resend's answers. */
  verify: {
    verifiedTitle: "Adresse e-mail confirmée",
    changedTitle: "Nouvelle adresse e-mail confirmée",
    pendingTitle: "Confirmez votre adresse e-mail",
    expiredTitle: "Lien de confirmation expiré",
    invalidTitle: "Lien de confirmation invalide",
    signInTitle: "Connectez-vous pour confirmer l'adresse",
    resendButton: "Renvoyer l'e-mail de confirmation",
    resendBusy: "Envoi en cours...",
    resent: "E-mail de confirmation renvoyé",
    resentDetails: (email: string, lifetime: string) => `Ouvrez le lien envoyé à ${email} (valable ${lifetime}).`,
    alreadyVerified: "Votre adresse e-mail est déjà confirmée",
    resendFailed: "Impossible d'envoyer l'e-mail de confirmation",
    signInToResend: "Connectez-vous pour recevoir un nouveau lien de confirmation.",
    lifetime: "24 heures",
    failures: {
      missing: "Ce lien de confirmation est incomplet. Utilisez le lien reçu par e-mail.",
      expired: (lifetime: string) => `Ce lien de confirmation a expiré : il est valable ${lifetime}. Demandez-en un nouveau.`,
      invalid: "Ce lien de confirmation est invalide ou n'est plus valable. Demandez-en un nouveau.",
      otherAccount:
        "Ce lien a été demandé par un autre compte que celui avec lequel vous êtes connecté : il ne s'ouvre que connecté au compte qui l'a demandé. Déconnectez-vous, puis rouvrez le lien et connectez-vous à ce compte.",
      emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte : le changement d'adresse n'a pas été fait.",
    },
    changedSubtitle: "Votre compte Imagine utilise désormais cette adresse.",
    verifiedSubtitle: "Merci : votre compte Imagine est confirmé.",
    changedNote: "Utilisez-la pour vous connecter. Votre ancienne adresse a reçu un message qui l'en informe.",
    verifiedNote: "Les commandes passées avec cette adresse pourront être rattachées à votre compte.",
    signInSubtitle: "Par sécurité, ce lien ne s'ouvre que connecté au compte qui l'a demandé.",
    nothingToDo: "Vous n'avez plus rien à faire.",
    confirmedNote: "Votre adresse e-mail est confirmée.",
    linkSent: "Nous vous avons envoyé un lien de confirmation par e-mail.",
    failedSubtitle: "Ce lien ne permet pas de confirmer l'adresse e-mail.",
    signedInAs: { before: "Vous êtes connecté avec le compte ", after: "." },
    alreadyConfirmed: { before: "L'adresse ", after: " de votre compte est déjà confirmée." },
    signIn: "Se connecter",
    changeSignIn:
      "Pour que cette adresse devienne celle de votre compte, connectez-vous au compte qui a demandé le changement : il sera fait dès votre retour sur cette page.",
    signUpSignIn:
      "Pour confirmer cette adresse, connectez-vous au compte Imagine créé avec elle : la confirmation sera faite dès votre retour sur cette page.",
    changeNotYou: "Vous n'avez rien demandé ? Ignorez ce lien : sans connexion à ce compte, votre adresse ne lui est pas attribuée.",
    signUpNotYou:
      "Vous ne connaissez pas le mot de passe de ce compte ? Sur la page de connexion, saisissez cette adresse puis choisissez « Mot de passe oublié ? » : le lien reçu dans cette boîte mail permet au titulaire de l'adresse de reprendre le compte, et déconnecte tous ceux qui y étaient connectés.",
    myAccount: "Mon compte",
    backHome: "Retour à l'accueil",
    notice: {
      title: { before: "Votre adresse e-mail ", after: " n'est pas encore confirmée." },
      body: "Ouvrez le lien que nous vous avons envoyé par e-mail : une adresse confirmée nous permet de rattacher à votre compte les commandes passées avec elle, et protège mieux votre compte.",
    },
  },
};

export type AuthMessages = typeof authFr;
