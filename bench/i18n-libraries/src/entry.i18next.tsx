import { hydrateRoot } from "react-dom/client";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
// Aliased per build to .generated/i18next/<locale>.json: only the page's language.
import resources from "$i18next-catalog";
import { ShopPage } from "./ShopPage.i18next";
import { props } from "./props";

const i18n = i18next.createInstance();
void i18n.init({ lng: __LOCALE__, resources: { [__LOCALE__]: { translation: resources } }, initAsync: false });

hydrateRoot(
  document.getElementById("root")!,
  <I18nextProvider i18n={i18n}>
    <ShopPage {...props} />
  </I18nextProvider>,
);
