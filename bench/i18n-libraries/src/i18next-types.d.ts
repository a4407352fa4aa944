// i18next's typed keys and interpolations: the resources' type, declared once (react-i18next reads it too).
import type fr from "../.generated/i18next/fr.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}
