import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { overwriteServerAsyncLocalStorage } from "$paraglide/runtime.js";
import { paraglideMiddleware } from "$paraglide/server.js";
import { ShopPage } from "./ShopPage.paraglide";
import { props, type Locale } from "./props";

// What paraglideMiddleware sets up on its first call, done once here so that render() measures
// the per-request work only: one AsyncLocalStorage store per request, read by getLocale().
type Store = { locale?: Locale; origin?: string; messageCalls?: Set<string> };
const storage = new AsyncLocalStorage<Store>();
overwriteServerAsyncLocalStorage(storage);

export const render = (locale: Locale) =>
  storage.run({ locale, origin: "http://localhost", messageCalls: new Set() }, () => renderToString(<ShopPage {...props} />));

/** A request through Paraglide's own middleware (locale from the URL), awaiting before it renders. */
export const handle = async (url: string, wait: () => Promise<void>) => {
  const response = await paraglideMiddleware(new Request(url), async () => {
    await wait();
    return new Response(renderToString(<ShopPage {...props} />), { headers: { "Content-Type": "text/plain" } });
  });
  return response.text();
};
