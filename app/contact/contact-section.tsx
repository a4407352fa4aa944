import { island } from "~/hydration/island";
import { cx } from "~/lib/class-names";
import type { ContactInfoEntry } from "./contact-result";

const ContactIntro = island(() => import("./contact-intro").then((m) => m.ContactIntro));
const ContactInfoList = island(() => import("./contact-info-list").then((m) => m.ContactInfoList));
// The form is served as plain HTML (it posts without JavaScript) and becomes React's when the
// visitor comes near it: most visitors of the home page never scroll down to write to us.
const ContactForm = island(() => import("./contact-form").then((m) => m.ContactForm), { wake: true });

/**
 * The contact block shared by /contact (where its heading is the page's h1) and the home page's
 * "contact" section: the form of SPEC §5 beside the contact_info cards.
 */
export function ContactSection({
  contactInfo,
  headingLevel = "h2",
  className,
}: {
  contactInfo: ContactInfoEntry[];
  headingLevel?: "h1" | "h2";
  className?: string;
}) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className={cx("scroll-mt-24 py-16 sm:py-24", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <ContactIntro headingLevel={headingLevel} />

        <div className="mt-10 grid gap-8 lg:mt-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div className={cx("order-2 lg:order-1", contactInfo.length === 0 && "hidden")}>
            <ContactInfoList entries={contactInfo} />
          </div>
          <div
            className={cx(
              "order-1 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8 lg:order-2",
              contactInfo.length === 0 && "lg:col-span-2",
            )}
          >
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
