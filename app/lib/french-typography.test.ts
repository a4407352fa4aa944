import { describe, expect, it } from "vitest";
import { spacePunctuation, spacePunctuationInHtml, typesetMail } from "./french-typography";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("spacePunctuation", () => {
  it("puts a narrow no-break space before ! ? ; and a no-break space before : glued to their word", () => {
    expect(spacePunctuation("Commande envoyée avec succès!")).toBe(`Commande envoyée avec succès${NNBSP}!`);
    expect(spacePunctuation("Merci!\nÀ bientôt?")).toBe(`Merci${NNBSP}!\nÀ bientôt${NNBSP}?`);
    expect(spacePunctuation("reçu; la suite")).toBe(`reçu${NNBSP}; la suite`);
    expect(spacePunctuation("Total TTC: 1 250,00 DT")).toBe(`Total TTC${NBSP}: 1 250,00 DT`);
    expect(spacePunctuation("« Aura »! Vraiment?!")).toBe(`« Aura »${NNBSP}! Vraiment${NNBSP}?!`);
  });

  it("leaves signs already spaced, addresses and times as they are", () => {
    for (const text of [
      "Bonne nouvelle : confirmée ; à bientôt !",
      `Bonne nouvelle${NBSP}: confirmée${NNBSP}; à bientôt${NNBSP}!`,
      "https://imagine.tn/reset-password?token=AbC:12",
      "mailto:contact@imagine-events.tn",
      "Le 25 novembre 2026 à 10:42",
    ]) {
      expect(spacePunctuation(text)).toBe(text);
    }
    // Twice is once.
    expect(spacePunctuation(spacePunctuation("succès!"))).toBe(`succès${NNBSP}!`);
  });
});

describe("spacePunctuationInHtml", () => {
  it("spaces the text, never the tags, the head or the styles", () => {
    const html = `<html><head><title>Reçu!</title><style>a:hover{color:red}</style></head><body><p style="color: red">Merci!</p><a href="https://x.tn/?a=1">Lien</a></body></html>`;
    expect(spacePunctuationInHtml(html)).toBe(html.replace("<p style=\"color: red\">Merci!", `<p style="color: red">Merci${NNBSP}!`));
    // A character reference's « ; » is no sign.
    expect(spacePunctuationInHtml("<p>Amel &lt;b&gt;VIP&lt;/b&gt; (Clinique)&nbsp;: l&#x27;agence!</p>")).toBe(`<p>Amel &lt;b&gt;VIP&lt;/b&gt; (Clinique)&nbsp;: l&#x27;agence${NNBSP}!</p>`);
  });
});

describe("typesetMail", () => {
  it("spaces the subject, the text part and the HTML part, and keeps the rest", () => {
    const mail = { to: "a@b.tn", subject: "Bienvenue!", text: "Compte créé avec succès!", html: "<p>Compte créé avec succès!</p>", replyTo: "c@d.tn" };
    expect(typesetMail(mail)).toEqual({
      to: "a@b.tn",
      subject: `Bienvenue${NNBSP}!`,
      text: `Compte créé avec succès${NNBSP}!`,
      html: `<p>Compte créé avec succès${NNBSP}!</p>`,
      replyTo: "c@d.tn",
    });
    expect(typesetMail({ subject: "a", text: "b" })).toEqual({ subject: "a", text: "b" });
  });

  it("leaves an e-mail in English or Arabic as written: their colons and question marks take no space", () => {
    const english = { subject: "Your order: CMD-000042", text: "Items:\nWhat happens next?", html: '<!DOCTYPE html><html dir="ltr" lang="en"><body><p>Items:</p></body></html>' };
    expect(typesetMail(english)).toEqual(english);
    const arabic = { subject: "طلبكم: CMD-000042", text: "ماذا بعد؟", html: '<!DOCTYPE html><html dir="rtl" lang="ar"><body><p>المعدات:</p></body></html>' };
    expect(typesetMail(arabic)).toEqual(arabic);
    // A French one declared so is still spaced.
    expect(typesetMail({ subject: "Votre commande: reçue", text: "", html: '<html dir="ltr" lang="fr"><p>Articles:</p></html>' }).html).toContain(`Articles${NBSP}:`);
  });
});
