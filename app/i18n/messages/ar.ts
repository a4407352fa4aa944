import { plural } from "../format";
import { siteAr } from "./site/ar";
import type { Messages } from "./fr";
import { shopAr } from "./shop/ar";
import { accountAr } from "./account/ar";
import { authAr } from "./auth/ar";
import { contactAr } from "./contact/ar";

export const ar: Messages = {
  layout: {
    skipToContent: "الانتقال إلى المحتوى",
    mainNavigation: "التنقل الرئيسي",
    mobileNavigation: "قائمة التنقل",
    openMenu: "فتح القائمة",
    menu: "القائمة",
    home: "الرئيسية",
    homeOf: (brand) => `${brand} — الصفحة الرئيسية`,
    rental: "كراء المعدات",
    portfolio: "أعمالنا",
    myAccount: "حسابي",
    contact: "اتصل بنا",
    newBadge: "جديد",
    newTab: (label) => `${label} (علامة تبويب جديدة)`,
    rights: (brand) => `© 2024 ${brand}. جميع الحقوق محفوظة.`,
  },
  nav: {
    groups: {
      "qui-sommes-nous": "من نحن",
      organisation: "تنظيم الفعاليات",
      "digital-events": "الفعاليات الرقمية",
    },
    pages: {
      "/imagine-events": "Imagine Events",
      "/plateforme-inscription": "منصة التسجيل",
      "/imagine4digital": "Imagine4Digital",
      "/imagine-we-make-it-real": "We Make It Real",
      "/yourday": "YourDay – حفلات الزفاف",
      "/planification-premium": "تخطيط متميز",
      "/gestion-inscriptions": "إدارة التسجيلات",
      "/modelisation-3d": "تصميم الأجنحة ثلاثي الأبعاد",
      "/hebergement-restauration": "الإقامة والإطعام",
      "/diners-activites": "العشاء والأنشطة",
      "/inscription-digitale": "التسجيل الرقمي الذكي",
      "/paiement-securise": "الدفع الإلكتروني الآمن",
      "/dashboard-pro": "لوحة القيادة الاحترافية",
      "/gestion-abstracts": "إدارة الملخصات والتصحيح بالذكاء الاصطناعي",
      "/e-posters": "الملصقات الإلكترونية",
      "/certification-digitale": "الشهادات الرقمية",
      "/campagnes-emailing": "حملات البريد الإلكتروني",
    },
  },
  language: {
    label: "اللغة",
  },
  cta: {
    badge: "عرض متميز",
    headline: "لنحوّل رؤيتكم إلى واقع",
    subline: "نُحيي أكثر فعالياتكم طموحًا، من الرسم الأول إلى آخر ضيف.",
    button: "احجزوا استشارة",
  },
  errors: {
    title: "حدث خطأ",
    details: "تعذّر عرض هذه الصفحة. يرجى المحاولة مجددًا بعد لحظات.",
    notFoundTitle: "عذرًا، الصفحة غير موجودة",
    notFoundPage: "الصفحة غير موجودة",
    returnHome: "العودة إلى الصفحة الرئيسية",
    notFoundDetails: "هذه الصفحة غير موجودة أو تم نقلها.",
    backHome: "العودة إلى الصفحة الرئيسية",
  },
  common: {
    close: "إغلاق",
  },
  site: siteAr,
  shop: shopAr,
  contact: contactAr,
  auth: authAr,
  account: accountAr,
  units: {
    products: (count) =>
      plural("ar", count, { zero: "لا منتجات", one: "منتج واحد", two: "منتجان", few: "# منتجات", many: "# منتجًا", other: "# منتج" }),
  },
};
