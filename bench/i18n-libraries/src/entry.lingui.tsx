import { hydrateRoot } from "react-dom/client";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
// Aliased per build to .generated/lingui/<locale>.ts (compiled by `lingui compile`): only the page's language.
import { messages } from "$lingui-catalog";
import { ShopPage } from "./ShopPage.lingui";
import { props } from "./props";

const i18n = setupI18n({ locale: __LOCALE__, messages: { [__LOCALE__]: messages } });

hydrateRoot(
  document.getElementById("root")!,
  <I18nProvider i18n={i18n}>
    <ShopPage {...props} />
  </I18nProvider>,
);
