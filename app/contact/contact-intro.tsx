import { useMessages } from "~/i18n/messages";

/** The contact block's heading: the page's h1 on /contact, an h2 on the home page. */
export function ContactIntro({ headingLevel }: { headingLevel: "h1" | "h2" }) {
  const Heading = headingLevel;
  const t = useMessages().contact.intro;
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-widest text-gold-text uppercase">{t.eyebrow}</p>
      <Heading id="contact-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
        {t.headingStart}
        <span className="text-brand-gradient">{t.headingEmphasis}</span>
      </Heading>
      <p className="mt-4 text-muted-foreground">{t.lead}</p>
    </div>
  );
}
