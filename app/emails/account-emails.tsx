// The account's e-mails as HTML: the password reset link, the address confirmation (a new
// account, or a change of address) and the notice sent to a former address.

import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { CtaButton, NoWrap, P, Signature, Title } from "./parts";

export type PasswordResetProps = { agency: EmailAgency; link: string };

export function PasswordResetEmail(props: PasswordResetProps) {
  return (
    <EmailLayout agency={props.agency} preview="Réinitialisez votre mot de passe : ce lien est valable une heure.">
      <Title>Réinitialisation de votre mot de passe</Title>
      <P>Bonjour,</P>
      <P>Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu&apos;une fois&nbsp;:</P>
      <CtaButton href={props.link}>Choisir un nouveau mot de passe</CtaButton>
      <P muted>Si vous n&apos;êtes pas à l&apos;origine de cette demande, ignorez ce message.</P>
      <Signature>L&apos;équipe Imagine</Signature>
    </EmailLayout>
  );
}

export type VerificationProps = { agency: EmailAgency; kind: "sign-up" | "change"; to: string; link: string; lifetime: string };

export function VerificationEmail(props: VerificationProps) {
  const change = props.kind === "change";
  return (
    <EmailLayout agency={props.agency} preview={change ? "Confirmez votre nouvelle adresse e-mail." : "Confirmez votre adresse e-mail."}>
      <Title>
        {change ? "Confirmez votre nouvelle adresse " : "Confirmez votre adresse "}
        <NoWrap>e-mail</NoWrap>
      </Title>
      <P>Bonjour,</P>
      {change ? (
        <>
          <P>
            Vous avez demandé à utiliser l&apos;adresse <strong>{props.to}</strong> pour votre compte Imagine. Pour confirmer ce changement, ouvrez ce lien
            (valable {props.lifetime})&nbsp;:
          </P>
          <CtaButton href={props.link}>Confirmer ma nouvelle adresse</CtaButton>
          <P>Tant que ce lien n&apos;a pas été ouvert, votre compte garde son adresse actuelle.</P>
          <P muted>Si vous n&apos;êtes pas à l&apos;origine de cette demande, ignorez ce message.</P>
        </>
      ) : (
        <>
          <P>Merci d&apos;avoir créé votre compte Imagine. Pour confirmer votre adresse e-mail, ouvrez ce lien (valable {props.lifetime})&nbsp;:</P>
          <CtaButton href={props.link}>Confirmer mon adresse</CtaButton>
          <P>
            Une fois votre adresse confirmée, les commandes passées avec elle pourront être rattachées à votre compte, et votre compte sera mieux protégé.
          </P>
          <P muted>Si vous n&apos;avez pas créé de compte sur le site Imagine, ignorez ce message.</P>
        </>
      )}
      <Signature>L&apos;équipe Imagine</Signature>
    </EmailLayout>
  );
}

export type EmailChangedProps = { agency: EmailAgency; newEmail: string; contactLink: string };

export function EmailChangedEmail(props: EmailChangedProps) {
  return (
    <EmailLayout agency={props.agency} preview="L'adresse e-mail de votre compte Imagine a changé.">
      <Title>
        L&apos;adresse <NoWrap>e-mail</NoWrap> de votre compte a changé
      </Title>
      <P>Bonjour,</P>
      <P>
        L&apos;adresse e-mail de votre compte Imagine est désormais <strong>{props.newEmail}</strong>. Les prochains e-mails du compte y seront envoyés.
      </P>
      <P>Si vous n&apos;êtes pas à l&apos;origine de ce changement, contactez-nous sans attendre&nbsp;:</P>
      <CtaButton href={props.contactLink}>Nous contacter</CtaButton>
      <Signature>L&apos;équipe Imagine</Signature>
    </EmailLayout>
  );
}
