import type { ShopPageProps } from "./ShopPage.baseline";

/** The values every variant renders: 3 items (Arabic category "few"), a price in euros, a date. */
export const props: ShopPageProps = { name: "Léa", count: 3, price: 1234.5, date: new Date("2026-06-20T12:00:00Z") };

export type Locale = "fr" | "en" | "ar";
export const localeOfUrl = (url: string): Locale => {
  const first = new URL(url).pathname.split("/")[1];
  return first === "en" || first === "ar" ? first : "fr";
};
