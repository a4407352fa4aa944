// The statement of account on a page (issue 37): the back office's order page and the client's
// order page draw the same table from the same statement. One row per line — what happened and
// its day, the amount it adds (or, with a minus sign, settles), the balance after it — a cancelled
// payment struck through and counted for nothing, the deposit's receipt and return said without
// an amount, since a deposit is not a payment; and at the foot what remains to pay.

import { FileDown } from "lucide-react";
import { cn } from "~/lib/utils";
import { useLocale, useMessages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { formatPriceIn, signedDecimalToCents } from "~/lib/pricing";
import { signedMoneyIn, type StatementView } from "./statement-view";

const FRENCH_TEXT = { lang: "fr", dir: "ltr" } as const;

export type StatementTableProps = {
  statement: StatementView;
  /** The 'Relevé de compte' PDF of the same statement. */
  pdfHref: string;
  /** The closing amount's test id ('order-statement-due', 'client-due'). */
  dueTestId: string;
  /** A document's PDF by its number, when the page can open it. */
  documentHref?: (number: string) => string | undefined;
};

export function StatementTable({ statement, pdfHref, dueTestId, documentHref }: StatementTableProps) {
  const locale = useLocale();
  const m = useMessages().shop.order.statement;
  // As statement-view.ts's signedMoney and closingRow, in the page's language.
  const signedMoneyOf = (decimal: string) => signedMoneyIn(locale, signedDecimalToCents(decimal) ?? 0n);
  const closingCents = signedDecimalToCents(statement.closing) ?? 0n;
  const closing = { label: closingCents < 0n ? m.overpaid : m.due, value: formatPriceIn(locale, closingCents < 0n ? -closingCents : closingCents) };
  return (
    <div className="grid gap-3">
      {statement.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              {m.caption(statement.orderNumber)}
            </caption>
            <thead>
              <tr className="border-b text-start text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 pe-3 font-medium">
                  {m.operation}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {m.amount}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {m.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, index) => {
                const href = line.documentNumber ? documentHref?.(line.documentNumber) : undefined;
                const moves = line.counts || line.cancelled;
                return (
                  <tr key={index} className={cn("border-b align-top last:border-0", line.cancelled && "bg-muted/40")}>
                    <th scope="row" className="py-2 pe-3 text-start font-normal">
                      {/* The lines are written in French or English (the documents' languages): French on an Arabic page. */}
                      <span className="block font-medium break-words" {...(locale === "ar" ? FRENCH_TEXT : {})}>
                        {line.cancelled ? <del>{line.label}</del> : href ? <a href={href} className="text-primary underline-offset-4 hover:underline">{line.label}</a> : line.label}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        <time dateTime={line.date}>{formatDay(locale, line.date)}</time>
                        {line.details.map((detail) => (
                          <span key={detail} {...(locale === "ar" ? FRENCH_TEXT : {})}> · {detail}</span>
                        ))}
                      </span>
                    </th>
                    <td className="py-2 pe-3 text-end whitespace-nowrap tabular-nums">
                      {!moves ? (
                        <span className="text-xs text-muted-foreground">{m.outsideBalance}</span>
                      ) : line.cancelled ? (
                        <del className="text-muted-foreground">{signedMoneyOf(line.amount)}</del>
                      ) : (
                        signedMoneyOf(line.amount)
                      )}
                    </td>
                    <td className="py-2 text-end font-semibold whitespace-nowrap tabular-nums">{line.counts ? signedMoneyOf(line.balance) : ""}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-foreground/70 text-base font-bold">
                <th scope="row" className="py-2 pe-3 text-start">
                  {closing.label}
                </th>
                <td colSpan={2} className="py-2 text-end whitespace-nowrap tabular-nums" data-testid={dueTestId}>
                  {closing.value}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <a href={pdfHref} className="flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline" rel="noreferrer">
        <FileDown className="size-4" aria-hidden />
        {m.download}
      </a>
    </div>
  );
}
