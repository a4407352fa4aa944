import { ContactSection } from "~/contact/contact-section";
import { handleContactPost } from "~/contact/contact-action.server";
import { getContactInfo } from "~/contact/queries.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Contact | Imagine" },
  {
    name: "description",
    content: "Contactez Imagine, agence événementielle en Tunisie : décrivez votre projet, nous vous répondons sous 24h.",
  },
];

export async function loader() {
  return { contactInfo: await getContactInfo() };
}

export async function action({ request }: Route.ActionArgs) {
  return handleContactPost(request);
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <ContactSection contactInfo={loaderData.contactInfo} headingLevel="h1" />
    </main>
  );
}
