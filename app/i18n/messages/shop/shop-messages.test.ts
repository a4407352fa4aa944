import { describe, expect, it } from "vitest";
import { DEPOT_CATEGORIES, ALL_CATEGORY } from "~/lib/rental-categories";
import { FULFILMENT_LABELS, TIME_SLOT_DETAILS } from "~/orders/fulfilment";
import { ORDER_STATUS_LABELS } from "~/orders/status";
import { PAYMENT_STATUS_LABELS } from "~/money/payment-status";
import { DOCUMENT_TITLES } from "~/orders/documents/document-data";
import { timeSlotLabel, TIME_SLOTS } from "~/orders/fulfilment";
import { timeSlotText } from "~/rental/shop-labels";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { NOT_CANCELLABLE_MESSAGE } from "~/orders/client/client-order.server";
import { QUOTE_ACCEPTANCE_MESSAGES } from "~/orders/quote-acceptance-schema";
import { STALE_QUOTE_CLIENT_NOTICE, STALE_QUOTE_LABEL, STALE_QUOTE_REFUSAL } from "~/orders/quote-staleness";
import { CheckoutSchema } from "~/rental/checkout-schema";
import { shopAr } from "./ar";
import { shopEn } from "./en";
import { shopFr } from "./fr";

/** Every value of a catalogue as [path, text]; a function is called with sample arguments. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    const sample = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, (_, i) => (i % 2 === 0 ? 3 : "X")));
    return texts(sample, `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

const LANGUAGES = { en: shopEn, ar: shopAr };
// Words that are the same in English and French, and French period ids kept as keys.
const SAME_IN_ENGLISH = new Set(["cart.total", "checkout.fields.email"]);

describe("the shop's catalogues", () => {
  it.each(Object.entries({ fr: shopFr, ...LANGUAGES }))("%s has no empty message", (_, catalogue) => {
    for (const [path, text] of texts(catalogue)) expect(text.trim(), path).not.toBe("");
  });

  it.each(Object.entries(LANGUAGES))("%s has the same messages as French", (_, catalogue) => {
    expect(texts(catalogue).map(([path]) => path)).toEqual(texts(shopFr).map(([path]) => path));
  });

  it.each(Object.entries(LANGUAGES))("%s translates every sentence", (language, catalogue) => {
    const french = new Map(texts(shopFr));
    for (const [path, text] of texts(catalogue)) {
      const source = french.get(path)!;
      // A sentence: more than one word. Brand-like words (« Total », « Email ») may stay.
      const words = source.replace(/\bX\b|\d/g, "");
      if (!/\p{L}/u.test(words) || source.split(/\s+/).length < 2 || (language === "en" && SAME_IN_ENGLISH.has(path))) continue;
      expect(text, path).not.toBe(source);
    }
  });

  it("Arabic is written in Arabic", () => {
    for (const [path, text] of texts(shopAr)) {
      if (/^[\d\sX.,:/()–-]*$/.test(text) || path === "order.paidAndDueAfter") continue;
      expect(text, path).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("French says what the back office, the e-mails and the documents say", () => {
    for (const category of [ALL_CATEGORY, ...DEPOT_CATEGORIES]) {
      expect(shopFr.categories[category.id]).toMatchObject({ label: category.label, description: category.description });
    }
    for (const category of DEPOT_CATEGORIES) expect(shopFr.categories[category.id]).toMatchObject({ story: category.story, highlight: category.highlight });
    expect(shopFr.fulfilment).toEqual(FULFILMENT_LABELS);
    expect(shopFr.order.statuses).toEqual(ORDER_STATUS_LABELS);
    expect(shopFr.order.paymentStatuses).toEqual(PAYMENT_STATUS_LABELS);
    expect(shopFr.order.documentTitles).toEqual(DOCUMENT_TITLES);
    for (const slot of TIME_SLOTS) {
      expect(shopFr.slots[slot]).toBe(TIME_SLOT_DETAILS[slot].label);
      expect(timeSlotText(shopFr, slot)).toBe(timeSlotLabel(slot));
    }
    expect(timeSlotText(shopFr, null)).toBe(timeSlotLabel(null));
    const order = shopFr.order;
    expect(order.linkClosed).toBe(LINK_ACTIONS_CLOSED_MESSAGE);
    expect(order.notCancellable).toBe(NOT_CANCELLABLE_MESSAGE);
    expect(order.quote.stale).toBe(STALE_QUOTE_LABEL);
    expect(order.quote.staleNotice).toBe(STALE_QUOTE_CLIENT_NOTICE);
    expect(order.quote.refusals.stale).toBe(STALE_QUOTE_REFUSAL);
    expect(texts(order.quote.errors)).toEqual(texts(QUOTE_ACCEPTANCE_MESSAGES));
    // The French schema is the catalogue's French.
    expect(CheckoutSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toContain(shopFr.checkout.errors.firstNameMissing);
  });

  it("counts agree with the number in English and Arabic", () => {
    expect(shopEn.cart.itemsToRent(1)).toBe("1 item to rent.");
    expect(shopEn.cart.itemsToRent(3)).toBe("3 items to rent.");
    expect(shopAr.checkout.lineDays(1)).toBe("يوم واحد");
    expect(shopAr.checkout.lineDays(2)).toBe("يومان");
    expect(shopAr.checkout.lineDays(5)).toBe("5 أيام");
    expect(shopAr.checkout.lineDays(11)).toBe("11 يومًا");
    expect(shopFr.checkout.lineDays(2)).toBe("2 jours");
  });
});
