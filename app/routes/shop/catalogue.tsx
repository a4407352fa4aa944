import { ShopHero } from "~/rental/shop-islands";
import { loadShopPage } from "~/rental/shop-page.server";
import { ShopView } from "~/rental/shop-view";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/catalogue";

export function loader({ request }: Route.LoaderArgs) {
  return loadShopPage(request, "/location-materiel");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => loaderData?.meta ?? [{ title: messagesFor(localeOfPath(location.pathname)).shop.metaTitle }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <ShopHero hero={loaderData.hero} />
      <ShopView basePath="/location-materiel" category={loaderData.category} products={loaderData.products} total={loaderData.total} period={loaderData.period} free={loaderData.free} />
    </main>
  );
}
