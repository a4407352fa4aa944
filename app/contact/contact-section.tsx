import { cx } from "~/lib/class-names";
import { ContactForm } from "./contact-form";
import { ContactInfoList } from "./contact-info-list";
import type { ContactInfoEntry } from "./contact-result";

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
  const Heading = headingLevel;
  return (
    <section id="contact" aria-labelledby="contact-heading" className={cx("scroll-mt-24 py-16 sm:py-24", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-gold-text uppercase">Contact</p>
          <Heading id="contact-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            Parlons de <span className="text-brand-gradient">votre projet</span>
          </Heading>
          <p className="mt-4 text-muted-foreground">
            Congrès, séminaire, mariage ou location de matériel : décrivez-nous votre événement, nous revenons vers vous
            sous 24h avec une proposition sur mesure.
          </p>
        </div>

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
