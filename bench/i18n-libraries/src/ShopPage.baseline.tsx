// No library: the French texts written in the component, Intl objects made once
// (the React-only baseline).

const plurals = new Intl.PluralRules("fr");
const euros = new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" });
const longDate = new Intl.DateTimeFormat("fr", { dateStyle: "long" });

export type ShopPageProps = { name: string; count: number; price: number; date: Date };

/** The experiment's shop page: 40 interface messages, the same markup for every library. */
export function ShopPage({ name, count, price, date }: ShopPageProps) {
  const plural = plurals.select(count);
  return (
    <div className="shop">
      <header>
        <nav>
          <a href="/">{"Accueil"}</a> <a href="/services">{"Nos Services"}</a> <a href="/boutique">{"Boutique"}</a>{" "}
          <a href="/contact">{"Contact"}</a> <a href="/compte">{"Mon Compte"}</a>
        </nav>
      </header>
      <main>
        <h1>{"La Boutique"}</h1>
        <p>{"Louez le mobilier et la décoration de votre événement."}</p>
        <p>{`Bonjour ${name} !`}</p>
        <form role="search">
          <label>
            {"Catégorie"}
            <select>
              <option>{"Tables et chaises"}</option>
              <option>{"Éclairage"}</option>
              <option>{"Décoration"}</option>
            </select>
          </label>
          <label>
            {"Trier par"} <select><option>{"Prix croissant"}</option></select>
          </label>
          <input type="search" placeholder={"Rechercher un article…"} />
        </form>
        <article>
          <h2>Table Banquet 180</h2>
          <p>{"Disponible"} · {"Indisponible à ces dates"}</p>
          <p>{"TVA incluse"}</p>
          <label>
            {"Quantité"} <input type="number" defaultValue={1} />
          </label>
          <button type="button">{"Ajouter au Panier"}</button> <button type="button">{"Retirer du Panier"}</button>{" "}
          <a href="/boutique/table-banquet-180">{"Voir le détail"}</a>
        </article>
        <section>
          <h2>{"Dates de location"}</h2>
          <p>{"Date de début"} · {"Date de fin"}</p>
          <p>{`Événement le ${longDate.format(date)}`}</p>
        </section>
        <aside>
          <h2>{"Votre Panier"}</h2>
          <p>{plural === "one" ? `${count} article` : plural === "many" ? `${count} d’articles` : `${count} articles`}</p>
          <p>{"Votre panier est vide."}</p>
          <dl>
            <dt>{"Sous-total"}</dt>
            <dt>{"Caution"}</dt>
            <dt>{"Livraison et installation"}</dt>
            <dt>{"Retrait au dépôt"}</dt>
          </dl>
          <p>{`Total : ${euros.format(price)}`}</p>
          <button type="submit">{"Lancer la Commande"}</button> <a href="/boutique">{"Continuer mes achats"}</a>{" "}
          <a href="/devis">{"Demander un devis"}</a>
        </aside>
      </main>
      <footer>
        <a href="/mentions-legales">{"Mentions légales"}</a> <a href="/confidentialite">{"Politique de confidentialité"}</a>
        <p>{"Imagine : nous le rendons réel."}</p>
      </footer>
    </div>
  );
}
