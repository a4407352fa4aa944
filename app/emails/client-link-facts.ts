// The sentences of the client's new-link e-mail (client-link-email.tsx), shared by its text part
// and its HTML part, in the client's language; a plain module, so that the builders do not load
// react-email to write them.

import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";

/** The sentences of both parts, in order: the greeting, the news, then the word of caution. */
export function clientNewLinkSentences(props: { firstName: string; what: string; locale?: Locale }) {
  const t = emailMessages(props.locale ?? "fr");
  return {
    title: t.newLink.title,
    greeting: t.greeting(props.firstName),
    news: t.newLink.news(props.what),
    caution: t.newLink.caution,
  };
}
