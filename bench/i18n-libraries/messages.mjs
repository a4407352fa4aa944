// The one source of the experiment's 40 messages (a shop page), in French, English and Arabic.
// prepare.mjs turns it into each library's own catalogue format, so that the three libraries
// render exactly the same texts. Kinds: plain text, one parameter, one plural (Intl.PluralRules;
// Arabic has six categories), one price (Intl.NumberFormat, EUR), one date (Intl.DateTimeFormat).

export const locales = ["fr", "en", "ar"];
export const baseLocale = "fr";

/** @type {Record<string, {fr: string, en: string, ar: string}>} */
export const plain = {
  shop_title: { fr: "La Boutique", en: "The Shop", ar: "المتجر" },
  shop_intro: { fr: "Louez le mobilier et la décoration de votre événement.", en: "Rent the furniture and decoration for your event.", ar: "استأجر الأثاث والديكور لمناسبتك." },
  nav_home: { fr: "Accueil", en: "Home", ar: "الرئيسية" },
  nav_services: { fr: "Nos Services", en: "Our Services", ar: "خدماتنا" },
  nav_shop: { fr: "Boutique", en: "Shop", ar: "المتجر" },
  nav_contact: { fr: "Contact", en: "Contact", ar: "اتصل بنا" },
  nav_account: { fr: "Mon Compte", en: "My Account", ar: "حسابي" },
  add_to_cart: { fr: "Ajouter au Panier", en: "Add to Cart", ar: "أضف إلى السلة" },
  remove_from_cart: { fr: "Retirer du Panier", en: "Remove from Cart", ar: "إزالة من السلة" },
  your_cart: { fr: "Votre Panier", en: "Your Cart", ar: "سلتك" },
  cart_empty: { fr: "Votre panier est vide.", en: "Your cart is empty.", ar: "سلتك فارغة." },
  checkout: { fr: "Lancer la Commande", en: "Place the Order", ar: "إتمام الطلب" },
  continue_shopping: { fr: "Continuer mes achats", en: "Continue shopping", ar: "متابعة التسوق" },
  subtotal: { fr: "Sous-total", en: "Subtotal", ar: "المجموع الفرعي" },
  deposit: { fr: "Caution", en: "Deposit", ar: "التأمين" },
  delivery: { fr: "Livraison et installation", en: "Delivery and set-up", ar: "التوصيل والتركيب" },
  pickup: { fr: "Retrait au dépôt", en: "Pick-up at the depot", ar: "الاستلام من المستودع" },
  rental_dates: { fr: "Dates de location", en: "Rental dates", ar: "تواريخ الإيجار" },
  start_date: { fr: "Date de début", en: "Start date", ar: "تاريخ البدء" },
  end_date: { fr: "Date de fin", en: "End date", ar: "تاريخ الانتهاء" },
  quantity: { fr: "Quantité", en: "Quantity", ar: "الكمية" },
  available: { fr: "Disponible", en: "Available", ar: "متوفر" },
  unavailable: { fr: "Indisponible à ces dates", en: "Unavailable on these dates", ar: "غير متوفر في هذه التواريخ" },
  filter_category: { fr: "Catégorie", en: "Category", ar: "الفئة" },
  category_tables: { fr: "Tables et chaises", en: "Tables and chairs", ar: "طاولات وكراسي" },
  category_lighting: { fr: "Éclairage", en: "Lighting", ar: "الإضاءة" },
  category_decor: { fr: "Décoration", en: "Decoration", ar: "الديكور" },
  sort_by: { fr: "Trier par", en: "Sort by", ar: "ترتيب حسب" },
  sort_price: { fr: "Prix croissant", en: "Price, low to high", ar: "السعر تصاعديًا" },
  search_placeholder: { fr: "Rechercher un article…", en: "Search for an item…", ar: "ابحث عن منتج…" },
  product_details: { fr: "Voir le détail", en: "See the details", ar: "عرض التفاصيل" },
  vat_included: { fr: "TVA incluse", en: "VAT included", ar: "شامل ضريبة القيمة المضافة" },
  quote_request: { fr: "Demander un devis", en: "Ask for a quote", ar: "اطلب عرض سعر" },
  legal_notice: { fr: "Mentions légales", en: "Legal notice", ar: "إشعار قانوني" },
  privacy: { fr: "Politique de confidentialité", en: "Privacy policy", ar: "سياسة الخصوصية" },
  footer_tagline: { fr: "Imagine : nous le rendons réel.", en: "Imagine: we make it real.", ar: "تخيّل: نحن نجعله حقيقة." },
};

/** One parameter. */
export const greeting = { fr: "Bonjour {name} !", en: "Hello {name}!", ar: "مرحبًا {name}!" };

/** Plural by Intl.PluralRules category; `#` stands for the (locale-formatted) count. */
export const cartItems = {
  fr: { one: "# article", many: "# d’articles", other: "# articles" },
  en: { one: "# item", other: "# items" },
  ar: { zero: "لا توجد منتجات", one: "منتج واحد", two: "منتجان", few: "# منتجات", many: "# منتجًا", other: "# منتج" },
};

/** A price (EUR, Intl.NumberFormat currency) and a date (Intl.DateTimeFormat dateStyle long). */
export const price = { fr: "Total : {price}", en: "Total: {price}", ar: "المجموع: {price}" };
export const eventDate = { fr: "Événement le {date}", en: "Event on {date}", ar: "الحدث في {date}" };

export const messageCount = Object.keys(plain).length + 4;
