// Paraglide JS 2: compiled message functions, imported one by one (tree-shaken). The locale comes from
// the runtime: AsyncLocalStorage on the server (paraglideMiddleware), the URL in the browser.
import { m } from "$paraglide/messages.js";

export type ShopPageProps = { name: string; count: number; price: number; date: Date };

/** The experiment's shop page: 40 interface messages, the same markup for every library. */
export function ShopPage({ name, count, price, date }: ShopPageProps) {
  return (
    <div className="shop">
      <header>
        <nav>
          <a href="/">{m.nav_home()}</a> <a href="/services">{m.nav_services()}</a> <a href="/boutique">{m.nav_shop()}</a>{" "}
          <a href="/contact">{m.nav_contact()}</a> <a href="/compte">{m.nav_account()}</a>
        </nav>
      </header>
      <main>
        <h1>{m.shop_title()}</h1>
        <p>{m.shop_intro()}</p>
        <p>{m.greeting({ name })}</p>
        <form role="search">
          <label>
            {m.filter_category()}
            <select>
              <option>{m.category_tables()}</option>
              <option>{m.category_lighting()}</option>
              <option>{m.category_decor()}</option>
            </select>
          </label>
          <label>
            {m.sort_by()} <select><option>{m.sort_price()}</option></select>
          </label>
          <input type="search" placeholder={m.search_placeholder()} />
        </form>
        <article>
          <h2>Table Banquet 180</h2>
          <p>{m.available()} · {m.unavailable()}</p>
          <p>{m.vat_included()}</p>
          <label>
            {m.quantity()} <input type="number" defaultValue={1} />
          </label>
          <button type="button">{m.add_to_cart()}</button> <button type="button">{m.remove_from_cart()}</button>{" "}
          <a href="/boutique/table-banquet-180">{m.product_details()}</a>
        </article>
        <section>
          <h2>{m.rental_dates()}</h2>
          <p>{m.start_date()} · {m.end_date()}</p>
          <p>{m.event_date({ date: date.toISOString() })}</p>
        </section>
        <aside>
          <h2>{m.your_cart()}</h2>
          <p>{m.cart_items({ count })}</p>
          <p>{m.cart_empty()}</p>
          <dl>
            <dt>{m.subtotal()}</dt>
            <dt>{m.deposit()}</dt>
            <dt>{m.delivery()}</dt>
            <dt>{m.pickup()}</dt>
          </dl>
          <p>{m.cart_total({ price })}</p>
          <button type="submit">{m.checkout()}</button> <a href="/boutique">{m.continue_shopping()}</a>{" "}
          <a href="/devis">{m.quote_request()}</a>
        </aside>
      </main>
      <footer>
        <a href="/mentions-legales">{m.legal_notice()}</a> <a href="/confidentialite">{m.privacy()}</a>
        <p>{m.footer_tagline()}</p>
      </footer>
    </div>
  );
}
