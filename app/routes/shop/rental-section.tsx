import { ShopHero } from "~/rental/shop-islands";
import { loadShopPage } from "~/rental/shop-page.server";
import { ShopView } from "~/rental/shop-view";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/rental-section";

export function loader({ request }: Route.LoaderArgs) {
  return loadShopPage(request, "/location");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => loaderData?.meta ?? [{ title: messagesFor(localeOfPath(location.pathname)).shop.sectionMetaTitle }];

/** The home page's rental section as a page of its own: the same shop as /location-materiel. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <ShopHero hero={loaderData.hero} />
      <ShopView basePath="/location" category={loaderData.category} products={loaderData.products} total={loaderData.total} period={loaderData.period} free={loaderData.free} />
    </main>
  );
}
