/** The contact block's heading: the page's h1 on /contact, an h2 on the home page. */
export function ContactIntro({ headingLevel }: { headingLevel: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
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
  );
}
