// The statement of account as the e-mails print it (issue 37): plain facts for the e-mail
// components, which import no domain, and the same lines for the text part. In the e-mail's
// language: French (a reminder, a French order's receipt) to the byte as before, or the client's;
// the lines' own words come worded from the statement (statement-words.ts).

import type { StatementFacts } from "~/emails/order-facts";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";
import { formatDate } from "~/lib/calendar-dates";
import { formatPriceIn } from "~/lib/pricing";
import type { Statement } from "./statement-lines";
import { signedMoneyIn } from "./statement-view";


export function statementFacts(statement: Statement, locale: Locale = "fr"): StatementFacts {
  const say = emailMessages(locale).document.ledger;
  const date = (day: string) => (locale === "fr" ? formatDate(day) : formatDay(locale, day));
  const owed = statement.closing;
  return {
    lines: statement.lines.map((line) => {
      const moves = line.counts || line.cancelled;
      return {
        date: date(line.date),
        label: line.cancelled ? say.cancelled(line.label) : line.label,
        amount: moves ? signedMoneyIn(locale, line.amount) : "",
        balance: line.counts ? signedMoneyIn(locale, line.balance) : "",
        struck: line.cancelled,
      };
    }),
    // « Reste à payer » (0 when settled) or « Trop-perçu », never a negative amount.
    closing: { label: owed < 0n ? say.overpaid : say.due, value: formatPriceIn(locale, owed < 0n ? -owed : owed), strong: true },
  };
}

/** The statement in the text part of an e-mail: one line each, then what remains. */
export function statementText(facts: StatementFacts, locale: Locale = "fr"): string[] {
  const t = emailMessages(locale);
  const say = t.document.ledger;
  const lines = [
    t.fact(t.document.statement, "").trimEnd(),
    ...facts.lines.map((line) => `- ${line.date} · ${line.label} · ${line.amount ? `${line.amount} (${say.balanceAfter(line.balance || say.unchanged)})` : say.outsideBalance}`),
    t.fact(facts.closing.label, facts.closing.value),
  ];
  // French typography: a no-break space before the colon.
  return locale === "fr" ? lines.map((text) => text.replace(/ :/g, "\u00a0:")) : lines;
}
