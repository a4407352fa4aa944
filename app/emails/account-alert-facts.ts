// The sentences of the two warnings sent to an account's owner when someone else knocks: many
// failed sign-ins, or a sign-up with their address. Written once, for the text part
// (app/auth/account-notices.server.ts) and the HTML part (account-alert-emails.tsx).

export const FORGOT_PASSWORD_LABEL = "Mot de passe oublié ?";

export function signInAttemptsSentences({ email }: { email: string }) {
  return {
    subject: "Tentatives de connexion sur votre compte",
    title: "Tentatives de connexion sur votre compte",
    greeting: "Bonjour,",
    what: `Au cours de la dernière heure, de nombreuses tentatives de connexion à votre compte Imagine (${email}) ont échoué : quelqu'un a essayé des mots de passe erronés, depuis une ou plusieurs adresses internet. Elles ont toutes été refusées.`,
    effect: "Par précaution, les tentatives sur votre compte sont ralenties pendant quelque temps. Vous pouvez toujours vous connecter avec votre mot de passe.",
    advice: `Si ce n'était pas vous, nous vous conseillons de changer de mot de passe : sur la page de connexion, choisissez « ${FORGOT_PASSWORD_LABEL} » et suivez le lien reçu par e-mail. Prenez un mot de passe que vous n'utilisez sur aucun autre site.`,
    button: "Changer mon mot de passe",
    signature: "L'équipe Imagine",
  };
}

export function signUpAttemptSentences({ email }: { email: string }) {
  return {
    subject: "Tentative d'inscription avec votre adresse e-mail",
    title: "Tentative d'inscription avec votre adresse",
    greeting: "Bonjour,",
    what: `Quelqu'un a tenté de créer un compte avec votre adresse (${email}) sur le site Imagine. Cette adresse a déjà un compte : aucun autre n'a été créé, et le vôtre n'a pas changé.`,
    ifYou: `Si c'était vous, connectez-vous avec votre mot de passe ou, si vous l'avez oublié, utilisez « ${FORGOT_PASSWORD_LABEL} » sur la page de connexion :`,
    button: "Me connecter",
    ifNotYou: "Si ce n'était pas vous, ignorez ce message : personne ne peut entrer dans votre compte sans votre mot de passe.",
    signature: "L'équipe Imagine",
  };
}
