import { ContactSection } from "~/contact/contact-section";
import { handleContactPost } from "~/contact/contact-action.server";
import { getContactInfo } from "~/contact/queries.server";
import { retryAfterOf } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { shownFallbacks } from "~/content/translatable";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { title, description } = messagesFor(locale).contact.meta;
  const [contactInfo, seo] = await Promise.all([
    getContactInfo(locale),
    getPageSeo("/contact", { title, description, keywords: ["contact", "devis événementiel"] }, locale),
  ]);
  // Only what the cards show goes to the browser.
  return {
    contactInfo: contactInfo.map(({ id, label, type, value, icon, fallbackFields }) => ({ id, label, type, value, icon, ...shownFallbacks({ fallbackFields }, ["label"]) })),
    meta: seoMeta(seo),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.meta ?? [{ title: messagesFor(localeOfPath(location.pathname)).contact.meta.fallbackTitle }];

export async function action({ request }: Route.ActionArgs) {
  return handleContactPost(request);
}

// The action's Retry-After (503 while the database is unreachable, 429) reaches the client.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return retryAfterOf(actionHeaders);
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <ContactSection contactInfo={loaderData.contactInfo} headingLevel="h1" />
    </main>
  );
}
