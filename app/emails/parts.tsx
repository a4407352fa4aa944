// The pieces the e-mails are made of: a heading, paragraphs, the call-to-action button, lists of
// "label : value" facts, and the order's items and totals as tables. Every text goes through
// React, which escapes it: a client's "<b>" is shown as typed, never interpreted.

import { Button, Column, Heading, Hr, Link, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { OrderLineFact, StatementFacts, TotalFact } from "./order-facts";
import { emailMessages } from "~/i18n/messages/email";
import { emailColors as c, emailFonts as f } from "./theme";
import { useEmailLocale, useEndAlign } from "./layout";

const body = { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: c.ink } as const;


/**
 * The physical sides of the e-mail's language (clients do not all know logical CSS): `end` is where
 * amounts align, and `pad(top, end, bottom, start)` writes a padding shorthand.
 */
function useSides() {
  const end = useEndAlign();
  const rtl = end === "left";
  return {
    end,
    start: rtl ? ("right" as const) : ("left" as const),
    pad: (top: string, endSide: string, bottom: string, startSide: string) =>
      rtl ? `${top} ${startSide} ${bottom} ${endSide}` : `${top} ${endSide} ${bottom} ${startSide}`,
  };
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="em-h1" style={{ margin: "0 0 20px", fontFamily: f.display, fontSize: "26px", lineHeight: "32px", fontWeight: 700, color: c.ink }}>
      {children}
    </Heading>
  );
}

export function P({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? "em-muted" : "em-text"} style={muted ? { ...body, fontSize: "14px", lineHeight: "20px", color: c.muted } : body}>
      {children}
    </Text>
  );
}

/** A small heading above a block ("Articles", "Vos notes"). */
export function Label({ children }: { children: ReactNode }) {
  return (
    <Text className="em-text" style={{ margin: "24px 0 8px", fontSize: "13px", lineHeight: "18px", fontWeight: 700, letterSpacing: "1px", textTransform: "uppercase", color: c.ink }}>
      {children}
    </Text>
  );
}

/** Numbered steps ("Et maintenant ?"): what happens next, one sentence each. */
export function Steps({ steps }: { steps: string[] }) {
  const sides = useSides();
  return (
    <ol className="em-text" style={{ margin: "0 0 16px", [sides.start === "left" ? "paddingLeft" : "paddingRight"]: "24px", fontSize: "16px", lineHeight: "24px", color: c.ink }}>
      {steps.map((step) => (
        <li key={step} style={{ margin: "0 0 8px" }}>
          {step}
        </li>
      ))}
    </ol>
  );
}

/** A link shown as itself, breaking anywhere so a long token never widens the e-mail. */
export function UrlLink({ href }: { href: string }) {
  return (
    <Link href={href} className="em-link" style={{ color: c.primary, textDecoration: "underline", wordBreak: "break-all" }}>
      {href}
    </Link>
  );
}

/** The call to action: a violet button, and the address in full below it for clients that hide buttons. */
export function CtaButton({ href, children, secondary = false }: { href: string; children: ReactNode; secondary?: boolean }) {
  const colours = secondary ? { backgroundColor: c.soft, color: c.softInk } : { backgroundColor: c.primary, color: c.primaryInk };
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        className={secondary ? "em-soft em-soft-text" : undefined}
        style={{ ...colours, fontSize: "16px", fontWeight: 700, lineHeight: "20px", padding: "14px 24px", borderRadius: "8px", textDecoration: "none" }}
      >
        {children}
      </Button>
      <Text className="em-muted" style={{ margin: "12px 0 0", fontSize: "13px", lineHeight: "18px", color: c.muted }}>
        <UrlLink href={href} />
      </Text>
    </Section>
  );
}

/** "Label : value" rows; a value may carry a link (mailto:, tel:). */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const sides = useSides();
  return (
    <Section style={{ margin: "0 0 8px" }}>
      {rows.map((row, i) => (
        <Row key={i}>
          <Column className="em-muted" style={{ width: "38%", verticalAlign: "top", padding: sides.pad("4px", "12px", "4px", "0"), fontSize: "14px", lineHeight: "20px", color: c.muted }}>
            {row.label}
          </Column>
          <Column className="em-text" style={{ verticalAlign: "top", padding: "4px 0", fontSize: "15px", lineHeight: "20px", color: c.ink, fontWeight: 600 }}>
            {row.value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/**
 * Splits "Créneau de départ : Matin (8 h – 12 h)" (or "Departure slot: Morning …") into its label
 * and value, for Facts: the first French " : ", else the first ": ".
 */
export function factOf(line: string): { label: string; value: string } {
  const french = line.indexOf(" : ");
  const at = french >= 0 ? french : line.indexOf(": ");
  const width = french >= 0 ? 3 : 2;
  return at < 0 ? { label: "", value: line } : { label: line.slice(0, at), value: line.slice(at + width) };
}

/** The items: name and category, "quantity × price × days", and the line's total on the right. */
export function ItemsTable({ lines, withUnitPrice = true }: { lines: OrderLineFact[]; withUnitPrice?: boolean }) {
  const sides = useSides();
  return (
    <Section>
      {lines.map((line, i) => (
        <Row key={i} className="em-rule" style={{ borderTop: i === 0 ? `1px solid ${c.border}` : undefined, borderBottom: `1px solid ${c.border}` }}>
          <Column style={{ verticalAlign: "top", padding: sides.pad("12px", "12px", "12px", "0") }}>
            <Text className="em-text" style={{ margin: 0, fontSize: "15px", lineHeight: "20px", fontWeight: 600, color: c.ink }}>
              {line.name}
            </Text>
            <Text className="em-muted" style={{ margin: "2px 0 0", fontSize: "13px", lineHeight: "18px", color: c.muted }}>
              {line.category ? `${line.category} · ` : ""}
              {withUnitPrice ? `${line.quantity} × ${line.unitPrice} × ${line.days}` : `${line.quantity} × ${line.days}`}
            </Text>
          </Column>
          <Column className="em-text" style={{ width: "120px", verticalAlign: "top", textAlign: sides.end, padding: "12px 0", fontSize: "15px", lineHeight: "20px", fontWeight: 600, color: c.ink, whiteSpace: "nowrap" }}>
            {line.total}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** The totals, the last one (TTC) set apart in the soft violet band. */
export function TotalsTable({ totals }: { totals: TotalFact[] }) {
  const sides = useSides();
  return (
    <Section style={{ margin: "12px 0 8px" }}>
      {totals.map((total, i) =>
        total.strong ? (
          <Row key={i} className="em-soft" style={{ backgroundColor: c.soft }}>
            <Column className="em-soft-text" style={{ padding: "12px", fontSize: "16px", lineHeight: "22px", fontWeight: 700, color: c.softInk }}>
              {total.label}
            </Column>
            <Column className="em-soft-text" style={{ padding: "12px", textAlign: sides.end, fontSize: "18px", lineHeight: "22px", fontWeight: 700, color: c.softInk, whiteSpace: "nowrap" }}>
              {total.value}
            </Column>
          </Row>
        ) : (
          <Row key={i}>
            <Column className="em-muted" style={{ padding: sides.pad("4px", "12px", "4px", "0"), fontSize: "14px", lineHeight: "20px", color: c.muted }}>
              {total.label}
            </Column>
            <Column className="em-text" style={{ padding: "4px 0", textAlign: sides.end, fontSize: "14px", lineHeight: "20px", color: c.ink, whiteSpace: "nowrap" }}>
              {total.value}
            </Column>
          </Row>
        ),
      )}
    </Section>
  );
}

/**
 * An order's statement of account: each line with its day, its amount (a minus sign when it
 * settles) and the balance after it; a cancelled payment struck through; what remains at the foot.
 */
export function StatementLines({ statement }: { statement: StatementFacts }) {
  const sides = useSides();
  const say = emailMessages(useEmailLocale()).document.ledger;
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {statement.lines.map((line, i) => {
        const struck = line.struck ? { textDecoration: "line-through" } : {};
        return (
          <Row key={i} className="em-rule" style={{ borderBottom: `1px solid ${c.border}` }}>
            <Column style={{ verticalAlign: "top", padding: sides.pad("8px", "12px", "8px", "0") }}>
              <Text className="em-text" style={{ margin: 0, fontSize: "14px", lineHeight: "20px", fontWeight: 600, color: c.ink, ...struck }}>
                {line.label}
              </Text>
              <Text className="em-muted" style={{ margin: "2px 0 0", fontSize: "13px", lineHeight: "18px", color: c.muted }}>
                {line.date}
                {line.balance ? ` · ${say.balanceAfter(line.balance)}` : ""}
              </Text>
            </Column>
            <Column className="em-text" style={{ width: "120px", verticalAlign: "top", textAlign: sides.end, padding: "8px 0", fontSize: "14px", lineHeight: "20px", color: c.ink, whiteSpace: "nowrap", ...struck }}>
              {line.amount || say.outsideBalance}
            </Column>
          </Row>
        );
      })}
      <TotalsTable totals={[statement.closing]} />
    </Section>
  );
}

/** A client's own words (notes, a project's description), line breaks kept, in a soft box. */
export function Quote({ children }: { children: string }) {
  const sides = useSides();
  return (
    <Section className="em-soft" style={{ backgroundColor: c.soft, [sides.start === "left" ? "borderLeft" : "borderRight"]: `4px solid ${c.primary}`, borderRadius: "4px", margin: "0 0 16px" }}>
      {/* The client's own words, in whatever language they typed them. */}
      <Text dir="auto" className="em-soft-text" style={{ margin: 0, padding: "12px 16px", fontSize: "15px", lineHeight: "22px", color: c.softInk, whiteSpace: "pre-line" }}>
        {children}
      </Text>
    </Section>
  );
}

export function Rule() {
  return <Hr className="em-rule" style={{ borderColor: c.border, borderTopWidth: "1px", margin: "24px 0" }} />;
}

/** "L'équipe Imagine · +216 …": the last line of the text part, as it is there. */
export function Signature({ children }: { children: ReactNode }) {
  return (
    <Text className="em-text" style={{ ...body, margin: "24px 0 0", fontWeight: 600 }}>
      {children}
    </Text>
  );
}

/** A mailto: or tel: link inside a Facts value. */
export function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="em-link" style={{ color: c.primary, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** Keeps "e-mail" whole: a heading never breaks at its hyphen. */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: "nowrap" }}>{children}</span>;
}
