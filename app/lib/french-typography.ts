// French typography in what an e-mail says: a sign that closes a phrase takes a space before it,
// one that never leaves it alone at the start of a line — a no-break space before « : », a narrow
// no-break space before « ! », « ? » and « ; ». Applied to every e-mail as it is queued
// (mail-queue.server.ts), so a sign glued to its word (« succès! ») never reaches a client,
// whoever wrote the sentence: a builder, a template, the agency's own reply. A space already
// there stays as it is; what the site shows is not touched (the spec's toasts keep their text).

/** A word's last character, a closing quote or bracket: what a sign can be glued to. */
const GLUED = /([\p{L}\p{N}»)\]’'%])([!?;]+|:)(?=\s|$)/gu;

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";

/**
 * The text with a (narrow) no-break space before each « ! ? ; : » glued to its word, when the sign
 * ends a phrase (a space or the end follows): « succès! » → « succès ! ». Addresses (« ?token= »,
 * « https: »), times (« 10:42 ») and signs already spaced are left as they are.
 */
export function spacePunctuation(text: string): string {
  return text.replace(GLUED, (_, before: string, sign: string) => `${before}${sign === ":" ? NO_BREAK_SPACE : NARROW_NO_BREAK_SPACE}${sign}`);
}

/** Text with its character references (« &gt; », « &#x27; ») left whole: their « ; » is no sign. */
const spaceHtmlText = (text: string) =>
  text
    .split(/(&[#\w]+;)/)
    .map((part) => (part.startsWith("&") && part.endsWith(";") ? part : spacePunctuation(part)))
    .join("");

/** The same in an HTML document's text, never in its tags, character references, head, styles or scripts. */
export function spacePunctuationInHtml(html: string): string {
  let skipping: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const tag = /^<(\/?)(head|style|script)\b/i.exec(part);
        if (tag) skipping = tag[1] ? null : tag[2]!.toLowerCase();
        return part;
      }
      return skipping ? part : spaceHtmlText(part);
    })
    .join("");
}

/**
 * The language an HTML e-mail declares (`<html lang="en" …>`), or null. A client's e-mail in
 * English or Arabic says so (app/emails/layout.tsx); its punctuation takes no French spaces.
 */
export function htmlLang(html: string | undefined): string | null {
  return html ? (/<html[^>]*\blang="([a-z-]+)"/i.exec(html.slice(0, 2000))?.[1] ?? null) : null;
}

/** An e-mail with its subject, text part and HTML part so spaced, when it is in French. */
export function typesetMail<T extends { subject: string; text: string; html?: string }>(mail: T): T {
  const lang = htmlLang(mail.html);
  if (lang !== null && lang !== "fr") return mail;
  return {
    ...mail,
    subject: spacePunctuation(mail.subject),
    text: spacePunctuation(mail.text),
    ...(mail.html === undefined ? {} : { html: spacePunctuationInHtml(mail.html) }),
  };
}
