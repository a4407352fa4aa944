import { ContactSection } from "~/contact/contact-section";
import { handleContactPost } from "~/contact/contact-action.server";
import { getContactInfo } from "~/contact/queries.server";
import { retryAfterOf } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { getPageSeo } from "~/content/seo.server";
import { localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [contactInfo, seo] = await Promise.all([
    getContactInfo(locale),
    getPageSeo("/contact", {
      title: "Contact et demande de devis",
      description:
        "Contactez Imagine, agence événementielle en Tunisie : congrès, séminaires, mariages, location de matériel. Décrivez votre projet, réponse sous 24h.",
      keywords: ["contact", "devis événementiel"],
    }, locale),
  ]);
  // Only what the cards show goes to the browser.
  return {
    contactInfo: contactInfo.map(({ id, label, type, value, icon }) => ({ id, label, type, value, icon })),
    meta: seoMeta(seo),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: "Contact | Imagine" }];

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
