// The statement as the pages receive it from their loaders: amounts as signed decimal strings
// (a bigint does not go through JSON, ADR 002), and the formatting both pages and the PDF print.

import type { Locale } from "~/i18n/locale";
import { centsToDecimal, formatPrice, formatPriceIn, signedDecimalToCents, type Cents } from "~/lib/pricing";
import { closingLabel, type DepositState, type Statement, type StatementLine } from "./statement-lines";

export type StatementLineView = Omit<StatementLine, "amount" | "balance"> & { amount: string; balance: string };

export type StatementView = {
  orderNumber: string;
  lines: StatementLineView[];
  closing: string;
  charged: string;
  credited: string;
  paid: string;
  settledByDeposit: string;
  deposit: { received: string; kept: string; returned: string; status: DepositState["status"] } | null;
};

export function statementView(statement: Statement): StatementView {
  return {
    orderNumber: statement.orderNumber,
    lines: statement.lines.map((line) => ({ ...line, amount: centsToDecimal(line.amount), balance: centsToDecimal(line.balance) })),
    closing: centsToDecimal(statement.closing),
    charged: centsToDecimal(statement.charged),
    credited: centsToDecimal(statement.credited),
    paid: centsToDecimal(statement.paid),
    settledByDeposit: centsToDecimal(statement.settledByDeposit),
    deposit: statement.deposit
      ? {
          received: centsToDecimal(statement.deposit.received),
          kept: centsToDecimal(statement.deposit.kept),
          returned: centsToDecimal(statement.deposit.returned),
          status: statement.deposit.status,
        }
      : null,
  };
}

const MINUS = "\u2212";

/** An amount with a true minus sign when it settles: « 2 820,11 DT », « −846,03 DT ». */
export function signedMoney(amount: Cents): string {
  return amount < 0n ? `${MINUS}${formatPrice(-amount)}` : formatPrice(amount);
}

/**
 * An amount with a true minus sign when it settles, in a language. In English and Arabic the sign
 * takes the place `Intl` gives it: in Arabic it is marked left to right with the digits (U+200E),
 * so it stays at their left in a right-to-left line rather than landing after them.
 */
export function signedMoneyIn(locale: Locale, amount: Cents): string {
  if (locale === "fr") return signedMoney(amount);
  return formatPriceIn(locale, amount).replace("-", MINUS);
}

/** The same from a view's decimal string. */
export const signedMoneyOf = (decimal: string) => signedMoney(signedDecimalToCents(decimal) ?? 0n);

/** The closing row: « Reste à payer » and its amount, or « Trop-perçu » and what was paid too much. */
export function closingRow(closing: string): { label: string; value: string } {
  const { label, amount } = closingLabel(signedDecimalToCents(closing) ?? 0n);
  return { label, value: formatPrice(amount) };
}
