import { beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "~/lib/mail.server";
import { buildPreviews, type PreviewName } from "./previews.server";
import { messagesFor } from "~/i18n/messages";
import { spacePunctuation } from "~/lib/french-typography";
import { emailMessages } from "~/i18n/messages/email";
import { PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { englishOfStoredLabel } from "~/orders/documents/english-labels";

// Every e-mail, built by its real builder from the sample data of previews.server.ts: the HTML
// part carries the agency's frame and the same facts as the text part, and a client's "<b>" is
// printed as text. Browser-free: the screenshots come from scripts/email-previews.ts.

let mails: Record<PreviewName, MailMessage & { html: string }>;

beforeAll(async () => {
  const built = await buildPreviews();
  for (const [name, mail] of Object.entries(built)) if (!mail.html) throw new Error(`${name} : pas de partie HTML`);
  mails = built as typeof mails;
});

/** What a reader sees of an HTML part: no head, no preview line, no tags, entities decoded, spaces folded. */
function visibleText(html: string): string {
  return fold(
    html
      .replace(/<head>[\s\S]*?<\/head>/, "")
      .replace(/<div[^>]*data-skip-in-text="true">[\s\S]*?<\/div><\/div>/, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?(?:strong|span|a)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;/g, " ")
      .replace(/&#8202;|&#8203;/g, "")
      .replace(/&amp;/g, "&"),
  );
}

/** Any run of spaces (including the no-break ones of French prices and punctuation) as one space. */
function fold(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** The attribute form of a URL, as React writes it in href="…". */
function attr(url: string): string {
  return url.replaceAll("&", "&amp;");
}

/** The links of an HTML part, by what they say: "Suivre ma commande" → its href. */
function linksOf(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [, href, inner] of html.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    links.set(visibleText(inner!).replace(/[\u200a\u200b]/g, "").trim(), href!.replaceAll("&amp;", "&"));
  }
  return links;
}

/** The sentences of a text part: its lines that are prose (ending in "." or ":"), not lists or links. */
function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /[.:]$/.test(line) && !line.startsWith("- ") && !line.startsWith("  - ") && !/^https?:/.test(line) && line.length > 25)
    .filter((line) => !/ : .+ : /.test(line));
}

/** The language of a preview: "order-acknowledgement-ar" is the Arabic one; the others are French. */
function langOf(name: string): "fr" | "en" | "ar" {
  return name.endsWith("-en") ? "en" : name.endsWith("-ar") ? "ar" : "fr";
}

describe("every e-mail", () => {
  it("is built, 49 of them", () => {
    expect(Object.keys(mails)).toHaveLength(49);
  });

  it("sets no « ! ? ; : » glued to its word, in its subject, its text or its HTML (French typography)", () => {
    const glued = /[\p{L}\p{N}»)](?:[!?;]+|:)(?=\s|$)/gu;
    for (const [name, mail] of Object.entries(mails)) {
      if (langOf(name) !== "fr") continue;
      for (const part of [mail.subject, mail.text, visibleText(mail.html)]) expect(part.match(glued) ?? [], name).toEqual([]);
    }
    // The agency typed « À très bientôt! » in its reply.
    expect(mails["request-reply"].text).toContain("À très bientôt\u202f!");
    expect(mails["request-reply"].html).toContain("À très bientôt\u202f!");
  });

  it("never says TTC twice: a « … TTC » label's value is the amount alone", () => {
    for (const [name, mail] of Object.entries(mails)) {
      for (const part of [fold(mail.text), visibleText(mail.html)]) expect(part, name).not.toMatch(/TTC\s*:?\s*[\d\s,−-]+DT TTC/);
    }
    expect(visibleText(mails["quote-accepted"].html)).toContain(fold("Montant TTC 11 425,00 DT La commande"));
    expect(mails["quote-accepted"].text).toContain("Montant TTC : 11\u00a0425,00\u00a0DT\n");
    expect(visibleText(mails["request-event-quote-accepted"].html)).toContain(fold("Montant TTC 28 560,00 DT La demande"));
    expect(mails["request-event-quote-accepted"].text).toContain("Montant TTC : 28\u00a0560,00\u00a0DT\n");
  });

  it("has an HTML part in its language (French but for a client who ordered in another), in the agency's frame, 600 px wide, with its dark-mode styles", () => {
    for (const [name, mail] of Object.entries(mails)) {
      const html = mail.html;
      const lang = langOf(name);
      expect(html, name).toMatch(/^<!DOCTYPE html/);
      expect(html, name).toContain(`<html dir="${lang === "ar" ? "rtl" : "ltr"}" lang="${lang}">`);
      expect(html, name).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html, name).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(html, name).toMatch(/@media \(prefers-color-scheme: dark\) \{[^}]*\.em-page \{ background-color: #[0-9a-f]{6} !important; \}/);
      expect(html, name).toContain("max-width:600px");
      expect(html, name).toContain(">Imagine</p>");
      expect(html, name).toContain("We Make It Real");
      // The footer: the agency's contacts from site_settings.
      expect(html, name).toContain('href="tel:+21671960500"');
      expect(html, name).toContain('href="mailto:contact@imagine-events.tn"');
      expect(html, name).toContain("Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis");
      // Nothing to fetch (no remote image, font or script), nothing left unfilled.
      expect(html, name).not.toMatch(/<img|<script|<link|@import|url\(/i);
      expect(visibleText(html), name).not.toMatch(/undefined|NaN|null|\[object Object\]/);
    }
  });

  it("says in its HTML every sentence of its text part, to the letter", () => {
    for (const [name, mail] of Object.entries(mails)) {
      const seen = visibleText(mail.html);
      const sentences = sentencesOf(mail.text);
      expect(sentences.length, name).toBeGreaterThan(0);
      // A "Label : value" line is a row of two cells in the HTML (the label, then the value), and
      // a line that heads a block ("Vos notes :") is a small heading without its colon.
      for (const sentence of sentences) {
        const forms = [sentence, sentence.replace(" : ", " "), sentence.replace(/ :$/, ""), sentence.replace(": ", " "), sentence.replace(/:$/, "")].map(fold);
        expect(forms.some((form) => seen.includes(form)), `${name} : « ${sentence} »`).toBe(true);
      }
    }
  });

  it("links in its HTML every address its text part gives", () => {
    for (const [name, mail] of Object.entries(mails)) {
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(mail.html, `${name} : ${url}`).toContain(`href="${attr(url)}"`);
    }
  });
});

describe("the order e-mails", () => {
  const totalsOf = (text: string) =>
    ["Prix par jour", "Total de la location HT", "TVA 19\u00a0%", "Timbre fiscal", "Total TTC"].map((label) => {
      const value = new RegExp(`^${label} : (.+)$`, "m").exec(text)?.[1];
      if (!value) throw new Error(`${label} absent du texte`);
      return { label, value };
    });

  it("the acknowledgement shows the number, the items as a table, the totals of the text part and the follow-up button", () => {
    const { html, text } = mails["order-acknowledgement"];
    const seen = visibleText(html);
    expect(seen).toContain("Votre commande CMD-000042 est bien reçue");
    expect(seen).toContain("du 10 décembre 2026 au 12 décembre 2026");
    expect(seen).toContain("Enceinte Line Array L-Acoustics");
    expect(seen).toContain(fold("Sonorisation · 2 × 1 250,00 DT × 3 jours"));
    expect(seen).toContain(fold("Mobilier · 120 × 4,50 DT × 3 jours 1 620,00 DT"));
    // The figures are the text part's (orderSummary's), label and value side by side.
    for (const { label, value } of totalsOf(text)) expect(seen).toContain(fold(`${label} ${value}`));
    expect(seen).toContain(fold("Total TTC 11 425,00 DT"));
    expect(text).toContain("Total TTC : 11\u00a0425,00\u00a0DT");
    const link = /^https?:\/\/\S+\/commande\/\S+$/m.exec(text)![0];
    expect(linksOf(html).get("Suivre ma commande")).toBe(link);
    // What happens next, the steps of the page the checkout ends on, and what the link is (issue 38).
    for (const step of messagesFor("fr").shop.order.confirmation.steps(false)) {
      expect(text).toContain(`- ${spacePunctuation(step)}\n`);
      expect(seen).toContain(fold(spacePunctuation(step)));
    }
    expect(seen).toContain(fold("Et maintenant ? Notre équipe vérifie la disponibilité du matériel"));
    expect(text).toContain(`${link}\n${spacePunctuation("C'est l'adresse de la page affichée à la fin de votre commande : gardez-la pour suivre votre commande.")}`);
    // The client's notes, both lines.
    expect(seen).toContain("Vos notes Merci de livrer par l'entrée de service. Contact sur place : Karim (98 765 432).");
    expect(html).toContain("white-space:pre-line");
  });

  it("a pickup says the depot, never a delivery address", () => {
    const { html } = mails["order-acknowledgement-pickup"];
    const seen = visibleText(html);
    expect(seen).toContain("Mode de remise Retrait au dépôt (Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis)");
    expect(seen).toContain("elle se règle au retrait du matériel au dépôt");
    expect(seen).not.toContain("Adresse de livraison");
  });

  it("a confirmed pickup tells the client where the depot is", () => {
    const { html, text } = mails["order-confirmed-pickup"];
    expect(text).toContain("Mode de remise : Retrait au dépôt (Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis)");
    const seen = visibleText(html);
    expect(seen).toContain("Mode de remise Retrait au dépôt (Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis)");
    expect(seen).toContain("convenir du retrait au dépôt.");
    expect(seen).not.toContain("Adresse de livraison");
  });

  it("the agency's notification shows the client's details as typed (escaped) and a button to the back office", () => {
    const { html, text } = mails["order-notification"];
    expect(text).toContain("Client : Amel Ben Salah <b>VIP</b> (Clinique Les Jasmins)");
    expect(html).toContain("Amel Ben Salah &lt;b&gt;VIP&lt;/b&gt; (Clinique Les Jasmins)");
    expect(html).not.toContain("<b>VIP</b>");
    expect(html).toContain('href="mailto:amel.bensalah@example.tn"');
    expect(html).toContain('href="tel:+21620123456"');
    expect(linksOf(html).get("Ouvrir la commande CMD-000042")).toMatch(/^http[^"]+\/admin\/shop\/commandes\/CMD-000042$/);
    for (const { label, value } of totalsOf(text)) expect(visibleText(html)).toContain(fold(`${label} ${value}`));
  });

  it("the status e-mails: a confirmation with its totals, the delivery fee and the deposit, a cancellation without", () => {
    const confirmed = visibleText(mails["order-confirmed"].html);
    expect(confirmed).toContain("Bonne nouvelle : votre commande de location CMD-000042 est confirmée");
    // 9 600 HT of rental and 150 of delivery: 9 750 HT, VAT 1 852,50, stamp 1: 11 603,50 TTC.
    expect(confirmed).toContain(
      fold("Total de la location HT 9 600,00 DT Frais de livraison et d'installation 150,00 DT Total HT 9 750,00 DT TVA 19 % 1 852,50 DT Timbre fiscal 1,00 DT Total TTC 11 603,50 DT"),
    );
    expect(confirmed).toContain(fold("Une caution de 1 500,00 DT, non comprise dans le total, vous sera demandée à la livraison du matériel ; elle vous sera restituée à son retour, complet et en bon état."));
    expect(visibleText(mails["order-confirmed-pickup"].html)).toContain(fold("vous sera demandée au retrait du matériel au dépôt ;"));
    expect(visibleText(mails["order-confirmed-pickup"].html)).not.toContain("Frais de livraison");
    expect(confirmed).toContain(fold("Chaise Napoléon dorée Mobilier · 120 × 3 jours 1 620,00 DT"));
    expect(linksOf(mails["order-confirmed"].html).get("Suivre ma commande")).toMatch(/^http[^"]+\/commande\/jeton-exemple$/);
    const cancelled = visibleText(mails["order-cancelled"].html);
    expect(cancelled).toContain("a été annulée");
    expect(cancelled).toContain("Matériel demandé");
    expect(cancelled).not.toContain("Total TTC");
    expect(mails["order-cancelled"].text).not.toContain("Total TTC");
  });

  it("a client's cancel: the agency sees the reason and the escaped name, the client their follow-up link", () => {
    const notice = mails["order-cancel-notice"].html;
    expect(notice).toContain("Amel Ben Salah &lt;b&gt;VIP&lt;/b&gt; (Clinique Les Jasmins)");
    expect(notice).not.toContain("<b>VIP</b>");
    expect(visibleText(notice)).toContain("Amel Ben Salah <b>VIP</b> (Clinique Les Jasmins) a annulé sa commande CMD-000042 depuis son lien de suivi.");
    expect(visibleText(notice)).toContain("Raison L'événement est reporté au printemps.");
    expect(notice).toMatch(/href="http[^"]+\/admin\/shop\/commandes\/CMD-000042"/);
    expect(linksOf(mails["order-cancel-acknowledgement"].html).get("Suivre ma commande")).toMatch(/^http[^"]+\/commande\/[\w-]{43}$/);
  });

  it("a quote and an invoice link their PDF and the order", () => {
    const quote = mails["order-quote"];
    expect(visibleText(quote.html)).toContain("Votre devis DEV-2026-0007 (version 2)");
    expect(linksOf(quote.html).get("Ouvrir le devis DEV-2026-0007")).toMatch(/^http[^"]+\/commande\/[\w-]{43}\/documents\/DEV-2026-0007-v2\.pdf$/);
    expect(linksOf(quote.html).get("Suivre ma commande")).toMatch(/^http[^"]+\/commande\/[\w-]{43}$/);
    expect(visibleText(quote.html)).toContain(fold("d'un montant de 11 425,00 DT TTC."));
    expect(visibleText(quote.html)).toContain(fold("Pour l'accepter, ouvrez le suivi de votre commande et choisissez « Accepter le devis »"));
    const invoice = mails["order-invoice"];
    expect(linksOf(invoice.html).get("Ouvrir la facture FAC-2026-0012")).toMatch(/^http[^"]+\/documents\/FAC-2026-0012\.pdf$/);
    expect(visibleText(invoice.html)).toContain("Merci de votre confiance.");
  });

  it("a credit note and a receipt say what they are, with the amount in the client's favour or received", () => {
    const credit = mails["order-credit-note"];
    expect(credit.subject).toContain("votre facture d'avoir AV-2026-0003");
    expect(visibleText(credit.html)).toContain(fold("notre facture d'avoir AV-2026-0003 pour votre commande de location CMD-000042 : 1 190,00 DT TTC en votre faveur."));
    expect(linksOf(credit.html).get("Ouvrir la facture d'avoir AV-2026-0003")).toMatch(/^http[^"]+\/documents\/AV-2026-0003\.pdf$/);
    const receipt = mails["order-receipt"];
    expect(receipt.subject).toContain("votre reçu de paiement REC-2026-0021");
    expect(visibleText(receipt.html)).toContain(fold("le reçu REC-2026-0021 de votre paiement de 3 000,00 DT pour votre commande de location CMD-000042. Mode de paiement : Virement, référence VIR-2026-5521. Reste à payer à ce jour : 8 425,00 DT, comme le détaille le relevé de compte ci-dessous."));
    expect(visibleText(receipt.html)).toContain(fold("Relevé de compte"));
    expect(linksOf(receipt.html).get("Ouvrir le reçu REC-2026-0021")).toMatch(/^http[^"]+\/documents\/REC-2026-0021\.pdf$/);
  });

  it("a complementary invoice says it bills the deposit kept; a reminder gives the balance, the due day and the invoice", () => {
    const complementary = mails["order-complementary-invoice"];
    expect(complementary.subject).toContain("votre facture complémentaire FAC-2026-0031");
    expect(visibleText(complementary.html)).toContain(fold("la part retenue de votre caution, 120,50 DT TTC, qu'elle a réglée."));
    expect(linksOf(complementary.html).get("Ouvrir la facture complémentaire FAC-2026-0031")).toMatch(/^http[^"]+\/documents\/FAC-2026-0031\.pdf$/);
    // Charges after the rental (issue 23): what the deposit settled, what is left and when.
    expect(visibleText(mails["order-charges-invoice"].html)).toContain(
      fold("les frais constatés après la location (dommages, pertes ou retard), 179,50 DT TTC, dont 100,00 DT réglés par votre caution ; reste à régler : 79,50 DT, avant le 26 décembre 2026."),
    );
    const reminder = mails["order-payment-reminder"];
    expect(reminder.subject).toBe("Imagine : rappel de paiement, facture FAC-2026-0012 (commande CMD-000042)");
    expect(visibleText(reminder.html)).toContain(
      fold("notre facture FAC-2026-0012 du 13 octobre 2026 pour votre commande de location CMD-000042 est arrivée à échéance le 12 novembre 2026. Il reste 8 425,00 DT à régler, comme le détaille le relevé de compte ci-dessous."),
    );
    // The statement of account it comes from (issue 37): the invoice, the bounced cheque struck
    // through and counted for nothing, the transfer, the deposit held outside the balance.
    const statement = visibleText(reminder.html);
    for (const line of ["Facture FAC-2026-0012", "13 octobre 2026 · solde 11 425,00 DT", "11 425,00 DT", "Paiement par chèque n° 0042137 (BIAT) (annulé)", "Paiement par virement", "−3 000,00 DT", "Caution reçue 1 500,00 DT par chèque", "hors solde", "Reste à payer 8 425,00 DT"]) {
      expect(statement).toContain(fold(line));
    }
    expect(reminder.text).toContain("- 20 octobre 2026 · Paiement par virement · −3 000,00 DT (solde 8 425,00 DT)".replace(/ (?=\d{3},)|(?<=\d) (?=DT)/g, "\u00a0"));
    expect(reminder.text).toContain("Reste à payer\u00a0: 8\u00a0425,00\u00a0DT");
    expect(reminder.text).toContain("Si vous avez déjà effectué ce règlement, merci de ne pas tenir compte de ce message.");
    expect(linksOf(reminder.html).get("Ouvrir la facture FAC-2026-0012")).toMatch(/^http[^"]+\/documents\/FAC-2026-0012\.pdf$/);
  });

  it("several documents in one e-mail: each named, linked to its own address, with what it says and its file", () => {
    const { subject, text, html } = mails["order-documents"];
    expect(subject).toBe("Imagine : vos documents pour la commande CMD-000042");
    const seen = visibleText(html);
    expect(seen).toContain("Vos documents pour la commande CMD-000042");
    expect(seen).toContain(fold("Veuillez trouver ci-joints les cinq documents suivants de votre commande de location CMD-000042 :"));
    const listed = [
      ["Facture FAC-2026-0012", "11 425,00 DT TTC, à régler avant le 12 novembre 2026", "FAC-2026-0012.pdf"],
      ["Facture complémentaire FAC-2026-0032", "les frais constatés après la location, 179,50 DT TTC, dont 100,00 DT réglés par votre caution ; reste à régler : 79,50 DT, avant le 26 décembre 2026", "FAC-2026-0032.pdf"],
      ["Facture d'avoir AV-2026-0003", "corrige la facture FAC-2026-0012, 1 190,00 DT TTC en votre faveur", "AV-2026-0003.pdf"],
      ["Reçu de paiement REC-2026-0021", "votre paiement de 3 000,00 DT du 3 novembre 2026", "REC-2026-0021.pdf"],
      ["Relevé de compte", "arrêté au 25 novembre 2026, reste à payer 7 235,50 DT", "releve-CMD-000042.pdf"],
    ];
    for (const [name, detail, file] of listed) {
      expect(seen).toContain(fold(`${name} ${detail} Pièce jointe : ${file}`));
      expect(fold(text)).toContain(fold(`- ${name} : ${detail} (${file})`));
      const address = name === "Relevé de compte" ? "releve\\.pdf" : `documents/${file!.replace(".", "\\.")}`;
      expect(linksOf(html).get(name!)).toMatch(new RegExp(`^http[^"]+/commande/[\\w-]{43}/${address}$`));
    }
    // In the order they were listed, never « TTC TTC ».
    expect(seen.indexOf("FAC-2026-0012")).toBeLessThan(seen.indexOf("AV-2026-0003"));
    expect(text).not.toContain("TTC TTC");
    expect(linksOf(html).get("Suivre ma commande")).toMatch(/^http[^"]+\/commande\/[\w-]{43}$/);
  });

  it("the agency's notice of a quote accepted online names the version, who and when, and links the order", () => {
    const notice = mails["quote-accepted"];
    expect(notice.replyTo).toBe("amel.bensalah@example.tn");
    expect(notice.subject).toBe("Devis DEV-2026-0007 v2 accepté par le client : commande CMD-000042");
    const seen = visibleText(notice.html);
    expect(seen).toContain(fold("a accepté en ligne le devis DEV-2026-0007 (version 2) de la commande CMD-000042."));
    expect(seen).toContain("Amel Trabelsi");
    expect(linksOf(notice.html).get("Ouvrir la commande CMD-000042")).toMatch(/^http[^"]+\/admin\/shop\/commandes\/CMD-000042$/);
  });
});

describe("the contact e-mails", () => {
  it("show the request as typed, escaped, with a button to the message in the back office", () => {
    const { html, text } = mails["contact-notification"];
    expect(text).toContain("Nom : Yassine Trabelsi <b>test</b>");
    expect(html).toContain("Yassine Trabelsi &lt;b&gt;test&lt;/b&gt;");
    expect(html).not.toContain("<b>test</b>");
    const seen = visibleText(html);
    expect(seen).toContain("Date de l'événement 18 mars 2027");
    expect(seen).toContain("Services souhaités Événements médicaux, Son et lumière, Stands et décoration");
    expect(seen).toContain("Pouvez-vous nous proposer un devis ?");
    expect(linksOf(html).get("Voir le message")).toMatch(/^http[^"]+\/admin\/contact\?q=yassine\.trabelsi%40example\.tn$/);
    const thanks = visibleText(mails["contact-acknowledgement"].html);
    expect(thanks).toContain("Merci d'avoir contacté Imagine. Nous avons bien reçu votre demande et nous vous répondrons sous 24h.");
    expect(thanks).toContain(fold("L'équipe Imagine +216 71 960 500 · contact@imagine-events.tn"));
  });
});

describe("the account e-mails", () => {
  it("the password reset has a button to its link", () => {
    expect(linksOf(mails["password-reset"].html).get("Choisir un nouveau mot de passe")).toMatch(/^http[^"]+\/reset-password\?token=AbCdEf123456$/);
  });

  it("the address confirmations have a button to their link; the change names the new address", () => {
    expect(linksOf(mails["email-verification"].html).get("Confirmer mon adresse")).toMatch(/^http[^"]+\/verifier-email\?token=[\w.]+$/);
    expect(linksOf(mails["email-verification-change"].html).get("Confirmer ma nouvelle adresse")).toMatch(/^http[^"]+\/verifier-email\?token=[\w.]+$/);
    expect(visibleText(mails["email-verification-change"].html)).toContain("utiliser l'adresse amel.nouvelle@example.tn pour votre compte Imagine");
    expect(linksOf(mails["email-changed"].html).get("Nous contacter")).toMatch(/^http[^"]+\/contact$/);
  });

  it("the warnings to an account's owner point to the sign-in page and its 'Mot de passe oublié ?'", () => {
    const attempts = mails["sign-in-attempts"];
    expect(attempts.subject).toBe("Tentatives de connexion sur votre compte");
    expect(linksOf(attempts.html).get("Changer mon mot de passe")).toMatch(/^http[^"]+\/auth$/);
    expect(visibleText(attempts.html)).toContain("choisissez « Mot de passe oublié ? »");
    const signUp = mails["sign-up-attempt"];
    expect(visibleText(signUp.html)).toContain("Quelqu'un a tenté de créer un compte avec votre adresse (amel@example.tn)");
    expect(linksOf(signUp.html).get("Me connecter")).toMatch(/^http[^"]+\/auth$/);
    expect(signUp.text).toContain("utilisez « Mot de passe oublié ? »");
  });
});

describe("a client's e-mails in their language (issue 39)", () => {
  const FRENCH = [/Bonjour/, /Commande :/, /Votre commande/, /Période/, /\bTTC\b/, /L'équipe/, /Veuillez/, /Suivre ma commande/, /Merci pour/];
  const localized = () => Object.entries(mails).filter(([name]) => langOf(name) !== "fr");

  it("says nothing of the French frame in English or Arabic, its text part nor its HTML", () => {
    expect(localized().length).toBeGreaterThanOrEqual(10);
    for (const [name, mail] of localized()) {
      for (const part of [mail.subject, mail.text, visibleText(mail.html)]) {
        for (const word of FRENCH) expect(part, `${name} : ${word}`).not.toMatch(word);
      }
    }
  });

  it("greets the client and links the page of their language", () => {
    for (const [name, mail] of localized()) {
      const lang = langOf(name);
      expect(mail.text, name).toMatch(lang === "en" ? /^Hello[ ,]/ : /^مرحبًا[ ،]/);
      for (const url of mail.text.match(/https?:\/\/\S+\/(?:commande|demande)\/[^/\s]+$/gm) ?? []) expect(url, name).toContain(`/${lang}/`);
    }
    expect(mails["order-acknowledgement-en"].text).toMatch(/\/en\/commande\//);
    expect(mails["order-acknowledgement-ar"].text).toMatch(/\/ar\/commande\//);
    // The account's e-mails take the language of the page they were asked from.
    expect(mails["password-reset-en"].subject).toBe("Resetting your Imagine password");
    expect(mails["email-verification-ar"].text).toContain("(صالح لمدة 24 ساعة)");
  });

  it("writes amounts, dates and counts the language's way", () => {
    const english = mails["order-acknowledgement-en"].text;
    expect(english).toContain("Period: from 10 December 2026 to 12 December 2026");
    expect(english).toMatch(/Total incl\. tax: TND\s11,425\.00/);
    expect(english).toContain("× 1 day =");
    const arabic = mails["order-acknowledgement-ar"].text;
    expect(arabic).toContain("المدة: من 10 ديسمبر 2026 إلى 12 ديسمبر 2026");
    expect(arabic).toContain("يوم واحد");
  });

  it("a receipt paid online: its sentences, the payment's method and the statement in English", () => {
    const { subject, text, html } = mails["order-receipt-en"];
    expect(subject).toBe("Imagine: your payment receipt REC-2026-0021 for order CMD-000042");
    const seen = visibleText(html);
    expect(seen).toContain(
      fold(
        "Please find attached receipt REC-2026-0021 for your payment of TND 3,000.00 towards your rental order CMD-000042. Payment method: Online — Konnect, reference 6627a1b4c9e0f3d2a8e14b5e. Left to pay as of today: TND 8,425.00, as the statement of account below shows.",
      ),
    );
    // The statement's facts: its heading, each line's words, day and balance, what remains.
    for (const fact of [
      "Statement of account Invoice FAC-2026-0012 13 October 2026 · balance TND 11,425.00 TND 11,425.00",
      "Deposit received TND 1,500.00 by cheque 13 October 2026 not in balance",
      "Payment by cheque no. 0042137 (BIAT) (cancelled) 15 October 2026 −TND 2,000.00",
      "Online payment — Konnect 20 October 2026 · balance TND 8,425.00 −TND 3,000.00",
      "Left to pay TND 8,425.00",
    ]) {
      expect(seen).toContain(fold(fact));
    }
    expect(text).toContain("Statement of account:\n- 13 October 2026 · Invoice FAC-2026-0012 · TND\u00a011,425.00 (balance TND\u00a011,425.00)\n");
    expect(text).toContain("- 15 October 2026 · Payment by cheque no.\u00a00042137 (BIAT) (cancelled) · −TND\u00a02,000.00 (balance unchanged)\n");
    expect(text).toContain("- 13 October 2026 · Deposit received TND\u00a01,500.00 by cheque · not in balance\n");
    expect(text).toContain("\nLeft to pay: TND\u00a08,425.00\n");
    expect(linksOf(html).get("Open the receipt REC-2026-0021")).toMatch(/^http[^"]+\/commande\/[\w-]{43}\/documents\/REC-2026-0021\.pdf$/);
    expect(linksOf(html).get("Track my order")).toMatch(/^http[^"]+\/en\/commande\/[\w-]{43}$/);
    expect(seen).not.toMatch(/solde|Relevé|Reste à payer|Mode de paiement|En ligne|annulé/);
  });

  it("a receipt paid online in Arabic: right to left, its statement in Arabic, the minus sign kept beside the digits", () => {
    const { subject, text, html } = mails["order-receipt-ar"];
    expect(subject).toBe("Imagine: وصل الدفع REC-2026-0021 للطلب CMD-000042");
    expect(html).toContain('<html dir="rtl" lang="ar">');
    const seen = visibleText(html);
    expect(seen).toContain(
      fold(
        "تجدون مرفقًا وصل الدفع REC-2026-0021 الخاص بدفعتكم البالغة \u200f3.000,00 د.ت.\u200f لطلب الكراء CMD-000042. طريقة الدفع: عبر الإنترنت — Konnect، المرجع 6627a1b4c9e0f3d2a8e14b5e. يبقى للدفع إلى اليوم \u200f8.425,00 د.ت.\u200f كما يبيّنه كشف الحساب أدناه.",
      ),
    );
    for (const fact of [
      "كشف الحساب الفاتورة FAC-2026-0012 13 أكتوبر 2026 · الرصيد \u200f11.425,00 د.ت.\u200f \u200f11.425,00 د.ت.\u200f",
      "استلام الضمان \u200f1.500,00 د.ت.\u200f بصك 13 أكتوبر 2026 خارج الرصيد",
      "دفع بصك رقم 0042137 (BIAT) (ملغى) 15 أكتوبر 2026",
      "دفع عبر الإنترنت — Konnect 20 أكتوبر 2026 · الرصيد \u200f8.425,00 د.ت.\u200f \u200f\u200e\u22123.000,00 د.ت.\u200f",
      "المتبقي للدفع \u200f8.425,00 د.ت.\u200f",
    ]) {
      expect(seen).toContain(fold(fact));
    }
    expect(text).toContain("كشف الحساب:\n- 13 أكتوبر 2026 · الفاتورة FAC-2026-0012 · ");
    expect(text).toContain("(الرصيد دون تغيير)\n");
    expect(linksOf(html).get("فتح وصل الدفع REC-2026-0021")).toMatch(/^http[^"]+\/documents\/REC-2026-0021\.pdf$/);
    // The statement's amounts at the line's end, its left in Arabic.
    expect(html).toMatch(/text-align:left[^>]*>\u200f\u200e\u22123\.000,00/);
    expect(seen).not.toMatch(/solde|Relevé|Reste à payer|Mode de paiement|En ligne|Facture|Paiement|Caution|annulé/);
  });

  it("a charges invoice says what the deposit settled and what is left, in English and in Arabic", () => {
    expect(mails["order-charges-invoice-en"].subject).toBe("Imagine: your supplementary invoice FAC-2026-0032 for order CMD-000042");
    expect(visibleText(mails["order-charges-invoice-en"].html)).toContain(
      fold(
        "Please find attached our supplementary invoice FAC-2026-0032 for your rental order CMD-000042: the charges found after the rental (damage, loss or late return), TND 179.50 incl. tax, of which TND 100.00 was settled by your deposit; left to pay: TND 79.50, by 26 December 2026.",
      ),
    );
    expect(mails["order-charges-invoice-ar"].html).toContain('<html dir="rtl" lang="ar">');
    expect(visibleText(mails["order-charges-invoice-ar"].html)).toContain(
      fold(
        "تجدون مرفقًا الفاتورة التكميلية FAC-2026-0032 لطلب الكراء CMD-000042: المصاريف المترتبة بعد الكراء (أضرار أو فقدان أو تأخير في الإرجاع)، بمبلغ \u200f179,50 د.ت.\u200f باحتساب الأداءات، سُدّد منها \u200f100,00 د.ت.\u200f من ضمانكم؛ ويبقى \u200f79,50 د.ت.\u200f للدفع قبل 26 ديسمبر 2026.",
      ),
    );
  });

  it("names a payment's method as the receipt does: the back office's French labels, the English receipt's", () => {
    expect(emailMessages("fr").document.paymentMethods).toEqual(PAYMENT_METHOD_LABELS);
    for (const method of Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]) {
      expect(emailMessages("en").document.paymentMethods[method]).toBe(englishOfStoredLabel(PAYMENT_METHOD_LABELS[method]));
    }
  });

  it("sets the Arabic ones right to left: amounts at the left end, the list's indent and the quote's rule on the right", () => {
    for (const [name, mail] of localized().filter(([name]) => langOf(name) === "ar")) {
      expect(mail.html, name).not.toContain("text-align:right");
      expect(mail.html, name).not.toContain("border-left:4px");
      expect(mail.html, name).not.toMatch(/<ol[^>]*padding-left/);
    }
    expect(mails["order-acknowledgement-ar"].html).toContain("text-align:left");
    expect(mails["order-acknowledgement-ar"].html).toContain("padding-right:24px");
    // The client's notes, typed in French, keep their own direction.
    expect(mails["order-acknowledgement-ar"].html).toMatch(/<p dir="auto"[^>]*>Merci de livrer/);
  });
});
