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
