// Lingui 5 runtime API (no macro): i18n._(id) on the instance given by <I18nProvider> (one per request on the
// server), catalogues compiled by `lingui compile`.
import { useLingui } from "@lingui/react";

const formats = { eur: { style: "currency", currency: "EUR" } } as const;

export type ShopPageProps = { name: string; count: number; price: number; date: Date };

/** The experiment's shop page: 40 interface messages, the same markup for every library. */
export function ShopPage({ name, count, price, date }: ShopPageProps) {
  const { i18n } = useLingui();
  return (
    <div className="shop">
      <header>
        <nav>
          <a href="/">{i18n._("nav_home")}</a> <a href="/services">{i18n._("nav_services")}</a> <a href="/boutique">{i18n._("nav_shop")}</a>{" "}
          <a href="/contact">{i18n._("nav_contact")}</a> <a href="/compte">{i18n._("nav_account")}</a>
        </nav>
      </header>
      <main>
        <h1>{i18n._("shop_title")}</h1>
        <p>{i18n._("shop_intro")}</p>
        <p>{i18n._("greeting", { name })}</p>
        <form role="search">
          <label>
            {i18n._("filter_category")}
            <select>
              <option>{i18n._("category_tables")}</option>
              <option>{i18n._("category_lighting")}</option>
              <option>{i18n._("category_decor")}</option>
            </select>
          </label>
          <label>
            {i18n._("sort_by")} <select><option>{i18n._("sort_price")}</option></select>
          </label>
          <input type="search" placeholder={i18n._("search_placeholder")} />
        </form>
        <article>
          <h2>Table Banquet 180</h2>
          <p>{i18n._("available")} · {i18n._("unavailable")}</p>
          <p>{i18n._("vat_included")}</p>
          <label>
            {i18n._("quantity")} <input type="number" defaultValue={1} />
          </label>
          <button type="button">{i18n._("add_to_cart")}</button> <button type="button">{i18n._("remove_from_cart")}</button>{" "}
          <a href="/boutique/table-banquet-180">{i18n._("product_details")}</a>
        </article>
        <section>
          <h2>{i18n._("rental_dates")}</h2>
          <p>{i18n._("start_date")} · {i18n._("end_date")}</p>
          <p>{i18n._("event_date", { date })}</p>
        </section>
        <aside>
          <h2>{i18n._("your_cart")}</h2>
          <p>{i18n._("cart_items", { count })}</p>
          <p>{i18n._("cart_empty")}</p>
          <dl>
            <dt>{i18n._("subtotal")}</dt>
            <dt>{i18n._("deposit")}</dt>
            <dt>{i18n._("delivery")}</dt>
            <dt>{i18n._("pickup")}</dt>
          </dl>
          <p>{i18n._("cart_total", { price }, { formats })}</p>
          <button type="submit">{i18n._("checkout")}</button> <a href="/boutique">{i18n._("continue_shopping")}</a>{" "}
          <a href="/devis">{i18n._("quote_request")}</a>
        </aside>
      </main>
      <footer>
        <a href="/mentions-legales">{i18n._("legal_notice")}</a> <a href="/confidentialite">{i18n._("privacy")}</a>
        <p>{i18n._("footer_tagline")}</p>
      </footer>
    </div>
  );
}
