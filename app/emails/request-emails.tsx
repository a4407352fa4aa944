// A request's conversation by e-mail (issue 24): the agency's reply to the client, with the link to
// the request's page where the client reads the whole thread and answers, and the notice to the
// agency when the client has answered. The texts come from app/requests/request-mail.server.ts,
// which writes the text parts from the same data.

import { Text } from "@react-email/components";
import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { CtaButton, Label, P, Quote, Title } from "./parts";
import { emailColors as c } from "./theme";

import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";
import { htmlColon } from "./html-colon";

/** A file of the message, its size, and a word when it is not attached ("à télécharger depuis la conversation"). */
export type EmailAttachmentFact = { name: string; size: string; note?: string };

/** The message's own paragraphs (a blank line between two), its single line breaks kept. */
function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} dir="auto" className="em-text" style={{ margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: c.ink, whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </>
  );
}

function Attachments({ files, title }: { files: EmailAttachmentFact[]; title: string }) {
  if (files.length === 0) return null;
  return (
    <>
      <Label>{title}</Label>
      {files.map((file, i) => (
        <Text key={i} className="em-text" style={{ margin: i === files.length - 1 ? "0 0 20px" : "0 0 6px", fontSize: "15px", lineHeight: "22px", color: c.ink, wordBreak: "break-word" }}>
          {file.name} <span className="em-muted" style={{ color: c.muted }}>({file.size}
            {file.note ? `, ${file.note}` : ""})</span>
        </Text>
      ))}
    </>
  );
}

/** `linkLabel`: the button's words, the same as the text part's line (the request's domain holds them). */
export type RequestReplyProps = {
  agency: EmailAgency;
  /** The client's language, for the e-mail's own words; the reply is as the agency wrote it. */
  locale: Locale;
  subject: string;
  paragraphs: string[];
  attachments: EmailAttachmentFact[];
  link: string;
  linkLabel: string;
};

/** To the client: the agency's reply, its files, and the way to the conversation. */
export function RequestReplyEmail(props: RequestReplyProps) {
  const say = emailMessages(props.locale).requestReply;
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={props.paragraphs[0]?.slice(0, 140) ?? props.subject}>
      <Title>{props.subject}</Title>
      <Paragraphs paragraphs={props.paragraphs} />
      <Attachments files={props.attachments} title={say.attachments} />
      <P>{htmlColon(say.conversation)}</P>
      <CtaButton href={props.link}>{props.linkLabel}</CtaButton>
      <P muted>{htmlColon(say.personal)}</P>
    </EmailLayout>
  );
}

export type RequestAnswerNoticeProps = { agency: EmailAgency; client: string; eventType: string; body: string; attachments: EmailAttachmentFact[]; adminLink: string };

/** To the request's owner (or the agency): the client has answered from their page. */
export function RequestAnswerNoticeEmail(props: RequestAnswerNoticeProps) {
  return (
    <EmailLayout agency={props.agency} preview={`Nouvelle réponse de ${props.client} (${props.eventType})`}>
      <Title>Nouvelle réponse de {props.client}</Title>
      <P>
        {props.client} a répondu depuis la page de sa demande ({props.eventType})&nbsp;:
      </P>
      <Quote>{props.body}</Quote>
      <Attachments files={props.attachments} title="Pièces jointes du client" />
      <P>Lisez-la et répondez depuis le back-office&nbsp;: la conversation y reste entière.</P>
      <CtaButton href={props.adminLink}>Ouvrir la demande</CtaButton>
    </EmailLayout>
  );
}
