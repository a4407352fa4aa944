// i18next + react-i18next: t() from the instance given by <I18nextProvider> (one instance per request on the
// server, with only the page's language's resources).
import { useTranslation } from "react-i18next";

export type ShopPageProps = { name: string; count: number; price: number; date: Date };

/** The experiment's shop page: 40 interface messages, the same markup for every library. */
export function ShopPage({ name, count, price, date }: ShopPageProps) {
  const { t } = useTranslation();
  return (
    <div className="shop">
      <header>
        <nav>
          <a href="/">{t("nav_home")}</a> <a href="/services">{t("nav_services")}</a> <a href="/boutique">{t("nav_shop")}</a>{" "}
          <a href="/contact">{t("nav_contact")}</a> <a href="/compte">{t("nav_account")}</a>
        </nav>
      </header>
      <main>
        <h1>{t("shop_title")}</h1>
        <p>{t("shop_intro")}</p>
        <p>{t("greeting", { name })}</p>
        <form role="search">
          <label>
            {t("filter_category")}
            <select>
              <option>{t("category_tables")}</option>
              <option>{t("category_lighting")}</option>
              <option>{t("category_decor")}</option>
            </select>
          </label>
          <label>
            {t("sort_by")} <select><option>{t("sort_price")}</option></select>
          </label>
          <input type="search" placeholder={t("search_placeholder")} />
        </form>
        <article>
          <h2>Table Banquet 180</h2>
          <p>{t("available")} · {t("unavailable")}</p>
          <p>{t("vat_included")}</p>
          <label>
            {t("quantity")} <input type="number" defaultValue={1} />
          </label>
          <button type="button">{t("add_to_cart")}</button> <button type="button">{t("remove_from_cart")}</button>{" "}
          <a href="/boutique/table-banquet-180">{t("product_details")}</a>
        </article>
        <section>
          <h2>{t("rental_dates")}</h2>
          <p>{t("start_date")} · {t("end_date")}</p>
          <p>{t("event_date", { date })}</p>
        </section>
        <aside>
          <h2>{t("your_cart")}</h2>
          <p>{t("cart_items", { count })}</p>
          <p>{t("cart_empty")}</p>
          <dl>
            <dt>{t("subtotal")}</dt>
            <dt>{t("deposit")}</dt>
            <dt>{t("delivery")}</dt>
            <dt>{t("pickup")}</dt>
          </dl>
          <p>{t("cart_total", { price })}</p>
          <button type="submit">{t("checkout")}</button> <a href="/boutique">{t("continue_shopping")}</a>{" "}
          <a href="/devis">{t("quote_request")}</a>
        </aside>
      </main>
      <footer>
        <a href="/mentions-legales">{t("legal_notice")}</a> <a href="/confidentialite">{t("privacy")}</a>
        <p>{t("footer_tagline")}</p>
      </footer>
    </div>
  );
}
