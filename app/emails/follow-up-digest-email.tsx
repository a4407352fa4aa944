// « Vos relances du jour »: the morning e-mail to a request's owner listing their follow-ups due
// (app/requests/follow-up-digest-mail.server.ts builds its text part from the same data). Each
// follow-up is the client's name as a link to the request's file, what it is about, and when it
// was due; a bar beside each, magenta when overdue, gold when due today.

import { Column, Link, Row, Section, Text } from "@react-email/components";
import { EmailLayout, type EmailAgency } from "./layout";
import { CtaButton, P, Title } from "./parts";
import { emailColors as c } from "./theme";

export type FollowUpDigestItem = {
  client: string;
  /** The request's file in the back office. */
  link: string;
  /** "Mariage · Qualifiée". */
  details: string;
  /** "Relance aujourd'hui", "Relance en retard, prévue le 10 mars 2031". */
  due: string;
  overdue: boolean;
};

export type FollowUpDigestProps = {
  agency: EmailAgency;
  preview: string;
  title: string;
  greeting: string;
  intro: string;
  items: FollowUpDigestItem[];
  /** "… et 3 autres relances, dans la liste ci-dessous." when the list was cut. */
  more: string | null;
  listLink: string;
  listButton: string;
  closing: string;
};

export function FollowUpDigestEmail(props: FollowUpDigestProps) {
  return (
    <EmailLayout agency={props.agency} preview={props.preview}>
      <Title>{props.title}</Title>
      <P>{props.greeting}</P>
      <P>{props.intro}</P>
      <Section style={{ margin: "0 0 16px" }}>
        {props.items.map((item, i) => (
          <Row key={i} className="em-rule" style={{ borderTop: i === 0 ? `1px solid ${c.border}` : undefined, borderBottom: `1px solid ${c.border}` }}>
            {/* An overdue follow-up is marked by a magenta bar beside it; its words say it too. */}
            <Column style={{ verticalAlign: "top", padding: "12px 0 12px 12px", borderLeft: `4px solid ${item.overdue ? c.magenta : c.gold}` }}>
              <Text className="em-text" style={{ margin: 0, fontSize: "16px", lineHeight: "22px", fontWeight: 700, color: c.ink }}>
                <Link href={item.link} className="em-link" style={{ color: c.primary, textDecoration: "underline" }}>
                  {item.client}
                </Link>
              </Text>
              <Text className="em-muted" style={{ margin: "2px 0 0", fontSize: "14px", lineHeight: "20px", color: c.muted }}>
                {item.details}
              </Text>
              <Text className="em-text" style={{ margin: "2px 0 0", fontSize: "14px", lineHeight: "20px", fontWeight: 600, color: c.ink }}>
                {item.due}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      {props.more ? <P>{props.more}</P> : null}
      <CtaButton href={props.listLink}>{props.listButton}</CtaButton>
      <P muted>{props.closing}</P>
    </EmailLayout>
  );
}
