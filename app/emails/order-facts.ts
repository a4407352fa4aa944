// An order as the e-mails print it, already formatted in French: the plain facts the order
// e-mails' components receive. The order's domain builds them (~/orders/email-facts.ts).

export type OrderLineFact = {
  name: string;
  /** "Audio", or "" when the category is not printed. */
  category: string;
  quantity: number;
  unitPrice: string;
  /** "3 jours", "1 jour". */
  days: string;
  total: string;
};

export type TotalFact = { label: string; value: string; strong?: boolean };

export type OrderSummaryFacts = {
  number: string;
  /** "du 21 novembre 2026 au 23 novembre 2026". */
  period: string;
  /** "Mode de remise : Livraison", "Adresse de livraison : …", the two slots. */
  fulfilment: string[];
  lines: OrderLineFact[];
  totals: TotalFact[];
};

/** One line of an order's statement of account, as the payment e-mails print it. */
export type StatementLineFact = {
  /** "12 juin 2026". */
  date: string;
  label: string;
  /** "715,00 DT", "−200,00 DT", or "" for a line that moves nothing (the deposit received or given back). */
  amount: string;
  /** The balance after it, or "" when it moves nothing. */
  balance: string;
  /** A cancelled payment: struck through, counted for nothing. */
  struck: boolean;
};

/** An order's statement of account in an e-mail: its lines and what remains ("Reste à payer : 483,77 DT"). */
export type StatementFacts = { lines: StatementLineFact[]; closing: TotalFact };
