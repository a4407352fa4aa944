// The statement of account as the e-mails print it (issue 37): plain French facts for the e-mail
// components, which import no domain, and the same lines for the text part.

import type { StatementFacts } from "~/emails/order-facts";
import { formatDate } from "~/lib/calendar-dates";
import { formatPrice } from "~/lib/pricing";
import { closingLabel, type Statement } from "./statement-lines";
import { signedMoney } from "./statement-view";

export function statementFacts(statement: Statement): StatementFacts {
  const closing = closingLabel(statement.closing);
  return {
    lines: statement.lines.map((line) => {
      const moves = line.counts || line.cancelled;
      return {
        date: formatDate(line.date),
        label: line.cancelled ? `${line.label} (annulé)` : line.label,
        amount: moves ? signedMoney(line.amount) : "",
        balance: line.counts ? signedMoney(line.balance) : "",
        struck: line.cancelled,
      };
    }),
    closing: { label: closing.label, value: formatPrice(closing.amount), strong: true },
  };
}

/** The statement in the text part of an e-mail: one line each, then what remains. */
export function statementText(facts: StatementFacts): string[] {
  return [
    "Relevé de compte :",
    ...facts.lines.map((line) => `- ${line.date} · ${line.label} · ${line.amount ? `${line.amount} (solde ${line.balance || "inchangé"})` : "hors solde"}`),
    `${facts.closing.label} : ${facts.closing.value}`,
  ].map((text) => text.replace(/ :/g, "\u00a0:"));
}
