// The warnings sent to an account's owner: many failed sign-ins on their account, or a sign-up
// attempted with their address. Same sentences as the text parts (account-alert-facts.ts).

import { signInAttemptsSentences, signUpAttemptSentences } from "./account-alert-facts";
import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { CtaButton, P, Signature, Title } from "./parts";

export type SignInAttemptsProps = { agency: EmailAgency; email: string; link: string };

export function SignInAttemptsEmail(props: SignInAttemptsProps) {
  const say = signInAttemptsSentences(props);
  return (
    <EmailLayout agency={props.agency} preview="De nombreuses tentatives de connexion à votre compte ont échoué.">
      <Title>{say.title}</Title>
      <P>{say.greeting}</P>
      <P>{say.what}</P>
      <P>{say.effect}</P>
      <P>{say.advice}</P>
      <CtaButton href={props.link}>{say.button}</CtaButton>
      <Signature>{say.signature}</Signature>
    </EmailLayout>
  );
}

export type SignUpAttemptProps = { agency: EmailAgency; email: string; link: string };

export function SignUpAttemptEmail(props: SignUpAttemptProps) {
  const say = signUpAttemptSentences(props);
  return (
    <EmailLayout agency={props.agency} preview="Quelqu'un a tenté de créer un compte avec votre adresse.">
      <Title>{say.title}</Title>
      <P>{say.greeting}</P>
      <P>{say.what}</P>
      <P>{say.ifYou}</P>
      <CtaButton href={props.link}>{say.button}</CtaButton>
      <P muted>{say.ifNotYou}</P>
      <Signature>{say.signature}</Signature>
    </EmailLayout>
  );
}
