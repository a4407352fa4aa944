import { renderToString } from "react-dom/server";
import { ShopPage } from "./ShopPage.baseline";
import { props, type Locale } from "./props";

export const render = (_locale: Locale) => renderToString(<ShopPage {...props} />);
export const handle = async (_url: string, wait: () => Promise<void>) => {
  await wait();
  return renderToString(<ShopPage {...props} />);
};
