import { renderToString } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import fr from "../.generated/i18next/fr.json";
import en from "../.generated/i18next/en.json";
import ar from "../.generated/i18next/ar.json";
import { ShopPage } from "./ShopPage.i18next";
import { props, localeOfUrl, type Locale } from "./props";

const resources = { fr: { translation: fr }, en: { translation: en }, ar: { translation: ar } };

// The safe way: one instance loaded once, cloned per request with the request's language
// (cloneInstance shares the resource store, not the language), handed down by <I18nextProvider>.
const base = i18next.createInstance();
void base.init({ resources, fallbackLng: "fr", initAsync: false });
const forRequest = (lng: Locale) => base.cloneInstance({ lng, initAsync: false });

export const render = (locale: Locale) =>
  renderToString(
    <I18nextProvider i18n={forRequest(locale)}>
      <ShopPage {...props} />
    </I18nextProvider>,
  );

// Also safe: one instance per language made at start-up and never switched; a request takes its
// language's instance (no per-request set-up at all).
const perLanguage = { fr: forRequest("fr"), en: forRequest("en"), ar: forRequest("ar") };
export const renderReused = (locale: Locale) =>
  renderToString(
    <I18nextProvider i18n={perLanguage[locale]}>
      <ShopPage {...props} />
    </I18nextProvider>,
  );

export const handle = async (url: string, wait: () => Promise<void>) => {
  const i18n = forRequest(localeOfUrl(url));
  await wait();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ShopPage {...props} />
    </I18nextProvider>,
  );
};

// The unsafe way the documentation's quick start leads to: the global singleton, its language
// changed by each request (changeLanguage), useTranslation() reading it through initReactI18next.
void i18next.use(initReactI18next).init({ resources, fallbackLng: "fr", initAsync: false });
export const handleWithSingleton = async (url: string, wait: () => Promise<void>) => {
  await i18next.changeLanguage(localeOfUrl(url));
  await wait();
  return renderToString(<ShopPage {...props} />);
};
