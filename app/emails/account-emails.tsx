// The account's e-mails as HTML: the password reset link, the address confirmation (a new
// account, or a change of address) and the notice sent to a former address.

import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { CtaButton, NoWrap, P, Signature, Title } from "./parts";

import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";
import { htmlColon } from "./html-colon";

export type PasswordResetProps = { agency: EmailAgency; link: string; locale?: Locale };

export function PasswordResetEmail(props: PasswordResetProps) {
  const locale = props.locale ?? "fr";
  const say = emailMessages(locale).account;
  return (
    <EmailLayout agency={props.agency} locale={locale} preview={say.resetPreview}>
      <Title>{say.resetTitle}</Title>
      <P>{say.hello}</P>
      <P>{htmlColon(say.resetLead)}</P>
      <CtaButton href={props.link}>{say.resetButton}</CtaButton>
      <P muted>{say.ignore}</P>
      <Signature>{say.team}</Signature>
    </EmailLayout>
  );
}

export type VerificationProps = { agency: EmailAgency; kind: "sign-up" | "change"; to: string; link: string; locale?: Locale };

export function VerificationEmail(props: VerificationProps) {
  const change = props.kind === "change";
  const locale = props.locale ?? "fr";
  const say = emailMessages(locale).account;
  const [before, after] = say.changeLeadAround(say.lifetime);
  return (
    <EmailLayout agency={props.agency} locale={locale} preview={change ? say.changePreview : say.verifyPreview}>
      <Title>
        {change ? say.changeTitle : say.verifyTitle}
        <NoWrap>{change ? say.changeEmailWord : say.emailWord}</NoWrap>
      </Title>
      <P>{say.hello}</P>
      {change ? (
        <>
          <P>
            {before}
            <strong>{props.to}</strong>
            {htmlColon(after)}
          </P>
          <CtaButton href={props.link}>{say.changeButton}</CtaButton>
          <P>{say.changeKeeps}</P>
          <P muted>{say.ignore}</P>
        </>
      ) : (
        <>
          <P>{htmlColon(say.verifyLead(say.lifetime))}</P>
          <CtaButton href={props.link}>{say.verifyButton}</CtaButton>
          <P>{say.verifyWhy}</P>
          <P muted>{say.verifyIgnore}</P>
        </>
      )}
      <Signature>{say.team}</Signature>
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
