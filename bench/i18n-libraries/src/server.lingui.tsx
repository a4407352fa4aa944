import { renderToString } from "react-dom/server";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as fr } from "../.generated/lingui/fr";
import { messages as en } from "../.generated/lingui/en";
import { messages as ar } from "../.generated/lingui/ar";
import { ShopPage } from "./ShopPage.lingui";
import { props, localeOfUrl, type Locale } from "./props";

const messages = { fr, en, ar };
// One I18n instance per request (setupI18n), handed down by <I18nProvider>; never the global `i18n`.
const forRequest = (locale: Locale) => setupI18n({ locale, messages: { [locale]: messages[locale] } });

export const render = (locale: Locale) =>
  renderToString(
    <I18nProvider i18n={forRequest(locale)}>
      <ShopPage {...props} />
    </I18nProvider>,
  );

// One instance per language made at start-up, taken by each request of that language.
const perLanguage = { fr: forRequest("fr"), en: forRequest("en"), ar: forRequest("ar") };
export const renderReused = (locale: Locale) =>
  renderToString(
    <I18nProvider i18n={perLanguage[locale]}>
      <ShopPage {...props} />
    </I18nProvider>,
  );

export const handle = async (url: string, wait: () => Promise<void>) => {
  const i18n = forRequest(localeOfUrl(url));
  await wait();
  return renderToString(
    <I18nProvider i18n={i18n}>
      <ShopPage {...props} />
    </I18nProvider>,
  );
};
