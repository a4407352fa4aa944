// The e-mail that carries several documents of an order to the client in one go ('Envoyer les
// documents' of the order page), their PDFs attached by the caller: the greeting, the list of what
// is attached (each document's name linked to its personal address, what it says, its file), the
// order's follow page, and the closing. Fed by plain facts: the domain words each line.

import { Column, Link, Row, Section, Text } from "@react-email/components";
import { EmailLayout, type EmailAgency } from "./layout";
import { FOLLOW_BUTTON } from "./order-emails";
import { CtaButton, P, Signature, Title } from "./parts";
import { emailColors as c } from "./theme";

/** One attached document, as the e-mail lists it. */
export type SentDocumentFact = {
  /** "Facture FAC-2026-0012", "Devis DEV-2026-0007 (version 2)". */
  name: string;
  /** "11 425,00 DT TTC, à régler avant le 12 novembre 2026". */
  detail: string;
  /** "FAC-2026-0012.pdf": the attachment's name. */
  fileName: string;
  /** The document's personal address. */
  link: string;
};

export type OrderDocumentsEmailProps = {
  agency: EmailAgency;
  title: string;
  firstName: string;
  /** "Veuillez trouver ci-joints les trois documents suivants …", as in the text part; the preview line too. */
  intro: string;
  documents: SentDocumentFact[];
  /** The sentence above the follow page's button, as in the text part. */
  follow: string;
  followLink: string;
  closing: string;
  signature: string;
};

export function OrderDocumentsEmail({ agency, title, firstName, intro, documents, follow, followLink, closing, signature }: OrderDocumentsEmailProps) {
  return (
    <EmailLayout agency={agency} preview={intro}>
      <Title>{title}</Title>
      <P>Bonjour {firstName},</P>
      <P>{intro}</P>
      <Section style={{ margin: "0 0 24px" }}>
        {documents.map((doc, i) => (
          <Row key={doc.fileName} className="em-rule" style={{ borderTop: i === 0 ? `1px solid ${c.border}` : undefined, borderBottom: `1px solid ${c.border}` }}>
            <Column style={{ verticalAlign: "top", padding: "12px 0" }}>
              <Text className="em-text" style={{ margin: 0, fontSize: "15px", lineHeight: "20px", fontWeight: 700, color: c.ink }}>
                <Link href={doc.link} className="em-link" style={{ color: c.primary, textDecoration: "underline" }}>
                  {doc.name}
                </Link>
              </Text>
              <Text className="em-text" style={{ margin: "2px 0 0", fontSize: "14px", lineHeight: "20px", color: c.ink }}>
                {doc.detail}
              </Text>
              <Text className="em-muted" style={{ margin: "2px 0 0", fontSize: "13px", lineHeight: "18px", color: c.muted }}>
                {`Pièce jointe\u00a0: ${doc.fileName}`}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <P>{follow}</P>
      <CtaButton href={followLink} secondary>
        {FOLLOW_BUTTON}
      </CtaButton>
      <P>{closing}</P>
      <Signature>{signature}</Signature>
    </EmailLayout>
  );
}
