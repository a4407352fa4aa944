// A realistic quote or invoice for the tests, the benchmark and the screenshots: long product
// names with accents, a Tunisian client, a discount, delivery, VAT, stamp duty and a deposit, so
// every row and every wrap of the layout shows. Plain data, no server import.

import { categoryLabel, type ProductCategoryId } from "~/lib/rental-categories";
import { lineTotal, orderFigures, storedVatTable } from "~/orders/figures";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { inclusiveDays } from "~/lib/calendar-dates";
import type { DocumentData, DocumentKind, DocumentLine } from "./document-data";
import type { DocumentLanguage } from "./document-language";

/** `english`: the name the agency gave it in English (issue 39), for the English sample. */
type SampleProduct = { name: string; english: string; category: ProductCategoryId; price: string; quantity: number };

const PRODUCTS: SampleProduct[] = [
  {
    name: "Écran LED modulaire P3.9 intérieur — mur d'images 4 × 3 m avec processeur vidéo",
    english: "Indoor P3.9 modular LED screen — 4 × 3 m video wall with video processor",
    category: "video",
    price: "1250.00",
    quantity: 1,
  },
  { name: "Chaises Napoléon III dorées, assise capitonnée ivoire", english: "Gilded Napoleon III chairs, ivory buttoned seat", category: "furniture", price: "4.50", quantity: 240 },
  {
    name: "Système line array L-Acoustics Kara II (12 têtes, 4 subs, amplification)",
    english: "L-Acoustics Kara II line array system (12 cabinets, 4 subs, amplification)",
    category: "audio",
    price: "890.00",
    quantity: 1,
  },
  { name: "Lyre Beam 230 W asservie DMX", english: "230 W DMX beam moving head", category: "light", price: "65.00", quantity: 16 },
  { name: "Microphone HF main Shure ULX-D", english: "Shure ULX-D wireless handheld microphone", category: "audio", price: "35.00", quantity: 8 },
  {
    name: "Scène modulaire praticables 2 × 1 m, hauteur réglable 40–100 cm, avec escalier et jupe de scène noire",
    english: "Modular stage decks 2 × 1 m, adjustable height 40–100 cm, with stairs and black stage skirt",
    category: "stage",
    price: "28.00",
    quantity: 24,
  },
  {
    name: "Table de réception ronde Ø 180 cm (10 couverts) et nappe blanche",
    english: "Round banquet table Ø 180 cm (seats 10) with white tablecloth",
    category: "furniture",
    price: "18.00",
    quantity: 24,
  },
  {
    name: "Vidéoprojecteur laser 12 000 lumens WUXGA et écran de projection 6 m",
    english: "12,000-lumen WUXGA laser projector and 6 m projection screen",
    category: "video",
    price: "420.00",
    quantity: 2,
  },
  { name: "Projecteur wash LED RGBW 19 × 15 W « Aura »", english: "RGBW LED wash light 19 × 15 W “Aura”", category: "light", price: "38.00", quantity: 12 },
  { name: "Console numérique Yamaha CL5 et stagebox Rio", english: "Yamaha CL5 digital console and Rio stagebox", category: "audio", price: "310.00", quantity: 1 },
  { name: "Mange-debout haut Ø 60 cm avec housse lycra blanche", english: "Ø 60 cm high cocktail table with white lycra cover", category: "furniture", price: "12.50", quantity: 30 },
  { name: "Régie DJ Pioneer CDJ-3000 ×2 et table de mixage DJM-A9", english: "Pioneer CDJ-3000 ×2 DJ booth and DJM-A9 mixer", category: "stage", price: "240.00", quantity: 1 },
  { name: "Caméra PTZ 4K pour captation et diffusion en direct", english: "4K PTZ camera for recording and live streaming", category: "video", price: "150.00", quantity: 3 },
  {
    name: "Salon lounge cuir blanc (canapé trois places, deux fauteuils, table basse)",
    english: "White leather lounge set (three-seater sofa, two armchairs, coffee table)",
    category: "furniture",
    price: "95.00",
    quantity: 4,
  },
  { name: "Machine à brouillard lourd « effet nuage » pour ouverture de bal", english: "Heavy fog machine “cloud effect” for the first dance", category: "light", price: "80.00", quantity: 2 },
  { name: "Pupitre de conférence en plexiglas avec micro col de cygne", english: "Plexiglass lectern with gooseneck microphone", category: "stage", price: "45.00", quantity: 2 },
];

const PERIOD = { from: "2026-12-05", to: "2026-12-07" };

const batchName = (name: string, batch: number, word: string) => (batch === 0 ? name : `${name} (${word}\u00a0${batch + 1})`);

/**
 * A quote (version 2, with the client's notes) or an invoice of `lineCount` lines; beyond the
 * sixteen sample products the list starts again with a numbered batch, so 50 lines stay varied.
 * In English (issue 39): an English-speaking client's, with the English the agency gave its
 * products and texts, as an English order's document stores them.
 */
export function sampleDocumentData(kind: DocumentKind, lineCount = 12, language: DocumentLanguage = "fr"): DocumentData {
  const french = frenchSample(kind, lineCount);
  if (language === "fr") return french;
  const english: Record<string, string> = {
    [french.agency.tagline]: "event excellence",
    [french.paymentTerms]:
      kind === "quote"
        ? "Quote valid for 30 days. 30% advance on signature, balance on delivery of the equipment, by bank transfer or cheque payable to Imagine Événements SARL."
        : "Invoice payable on receipt, by bank transfer or cheque payable to Imagine Événements SARL. The deposit is returned when all the equipment comes back in good condition.",
    [french.footer]: "Imagine Events — event equipment rental: sound, lighting, video, furniture and staging.",
  };
  french.lines.forEach((line, index) => {
    const product = PRODUCTS[index % PRODUCTS.length]!;
    english[line.name] = batchName(product.english, Math.floor(index / PRODUCTS.length), "batch");
  });
  return {
    ...french,
    language,
    english,
    client: {
      name: "Dr Sarah Whitfield",
      company: "European Haematology Association — Annual Congress",
      email: "congress@eha-events.org",
      phone: "+44 20 7946 0958",
      address: french.client.address,
    },
    notes:
      kind === "quote"
        ? "Set-up the evening before (4 December, after 8 pm), access through the loading bay on the hotel's car park side. Dismantling on 7 December after the congress closes, then to Sfax the next day for the regional session."
        : null,
  };
}

function frenchSample(kind: DocumentKind, lineCount: number): DocumentData {
  const days = inclusiveDays(PERIOD);
  const lines: DocumentLine[] = Array.from({ length: lineCount }, (_, index) => {
    const product = PRODUCTS[index % PRODUCTS.length]!;
    const batch = Math.floor(index / PRODUCTS.length);
    // The last lines of a long order cover the set-up day only, as the stage and screens do.
    const lineDays = index % 5 === 4 ? 1 : days;
    const unitPrice = decimalToCents(product.price) ?? 0n;
    return {
      name: batchName(product.name, batch, "lot"),
      category: categoryLabel(product.category),
      unitPrice: product.price,
      quantity: product.quantity,
      days: lineDays,
      from: PERIOD.from,
      to: lineDays === 1 ? PERIOD.from : PERIOD.to,
      total: centsToDecimal(lineTotal({ unitPrice, quantity: product.quantity, totalDays: lineDays })),
      vatRate: "19.00",
    };
  });
  const figures = orderFigures(
    lines.map((line) => ({ unitPrice: decimalToCents(line.unitPrice) ?? 0n, quantity: line.quantity, totalDays: line.days, vatRate: 1900n })),
    { deliveryFee: 35_000n, deliveryFeeVatRate: 1900n, discount: { kind: "percent", value: 1000n }, deposit: 300_000n },
    { stampDuty: 100n },
  );
  return {
    kind,
    number: kind === "quote" ? "DEV-2026-0042" : "FAC-2026-0017",
    version: kind === "quote" ? 2 : 1,
    issuedOn: "2026-11-22",
    orderNumber: "CMD-000042",
    agency: {
      brandName: "Imagine",
      tagline: "excellence événementielle",
      legalName: "Imagine Événements SARL",
      address: "Immeuble Le Prestige, Rue du Lac Windermere\nLes Berges du Lac\n1053 Tunis, Tunisie",
      phone: "+216 71 960 500",
      email: "contact@imagine-events.tn",
      taxId: "1234567/A/M/000",
      tradeRegister: "B0123452009",
      bankDetails:
        "Banque Internationale Arabe de Tunisie (BIAT), agence Les Berges du Lac\nRIB : 08 006 0001234567890 12\nIBAN : TN59 0800 6000 1234 5678 9012\nBIC : BIATTNTT",
    },
    client: {
      name: "Dr Héla Ben Salah-Trabelsi",
      company: "Société Tunisienne d'Hématologie — Congrès annuel",
      email: "congres@societe-hematologie.tn",
      phone: "+216 74 401 234",
      address: "Hôtel Mövenpick, Boulevard du 14 Janvier\n4039 Sousse, Tunisie",
    },
    period: PERIOD,
    fulfilment: { mode: "delivery", departureSlot: "Matin (8\u00a0h – 12\u00a0h)", returnSlot: "Soir (18\u00a0h – 21\u00a0h)" },
    lines,
    figures: {
      subtotal: centsToDecimal(figures.subtotal),
      discount: centsToDecimal(figures.discount),
      discountLabel: "Remise (10\u00a0%)",
      deliveryFee: centsToDecimal(figures.deliveryFee),
      totalHt: centsToDecimal(figures.totalHt),
      vatByRate: storedVatTable(figures.vatByRate),
      deliveryFeeVatRate: "19.00",
      vat: centsToDecimal(figures.vat),
      stampDuty: centsToDecimal(figures.stampDuty),
      totalTtc: centsToDecimal(figures.totalTtc),
      deposit: centsToDecimal(figures.deposit),
    },
    paymentTerms:
      kind === "quote"
        ? "Devis valable 30 jours. Acompte de 30 % à la signature, solde à la livraison du matériel, par virement bancaire ou chèque à l’ordre d’Imagine Événements SARL."
        : "Facture payable à réception, par virement bancaire ou chèque à l’ordre d’Imagine Événements SARL. La caution est restituée au retour du matériel complet et en bon état.",
    footer: "Imagine Événements — location de matériel événementiel, sonorisation, éclairage, vidéo, mobilier et scène.",
    notes:
      kind === "quote"
        ? "Montage la veille au soir (4 décembre, après 20 h), accès par le quai de livraison côté parking de l’hôtel. Démontage le 7 décembre après la clôture du congrès, à Sfax le lendemain pour la session régionale."
        : null,
  };
}
