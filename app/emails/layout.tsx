// The agency's frame around every e-mail: the night band with the "Imagine" wordmark and its
// motto, the white card that carries the message, and a footer with the agency's contacts.
// Tables and inline styles (react-email), 600 px at most, a dark-mode style block for the
// clients that honour it (Apple Mail, iOS, Outlook.com). Only rendered on the server
// (render.server.ts): never import this from a route or a component.

import { Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import { createContext, useContext, type ReactNode } from "react";
import { directionOf, type Locale } from "~/i18n/locale";
import { emailColors as c, emailDarkColors as d, emailFonts as f } from "./theme";

/** Who signs the e-mail: from site_settings (agency.server.ts), or the brand alone when the settings are missing. */
export type EmailAgency = {
  brand: string;
  tagline?: string;
  phone?: string;
  email?: string;
  address?: string | null;
};

export const MOTTO = "We Make It Real";

/*
 * Dark mode: clients that honour prefers-color-scheme get these colours (!important beats the
 * inline light ones). The night bands are already dark, so they need nothing. Outlook.com marks
 * the nodes it recolours with data-ogsc/data-ogsb: the same rules apply there. Gmail and the
 * Outlook apps invert colours on their own: the light palette is dark ink on white, never light
 * grey, so an inverted copy stays readable too.
 */
const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (max-width: 480px) {
  .em-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .em-wordmark { font-size: 30px !important; }
  .em-h1 { font-size: 22px !important; }
}
@media (prefers-color-scheme: dark) {
  .em-page { background-color: ${d.page} !important; }
  .em-card { background-color: ${d.card} !important; }
  .em-text, .em-h1 { color: ${d.ink} !important; }
  .em-muted { color: ${d.muted} !important; }
  .em-link { color: ${d.link} !important; }
  .em-rule { border-color: ${d.border} !important; }
  .em-soft { background-color: ${d.soft} !important; }
  .em-soft-text { color: ${d.softInk} !important; }
}
[data-ogsb] .em-page { background-color: ${d.page} !important; }
[data-ogsb] .em-card { background-color: ${d.card} !important; }
[data-ogsb] .em-soft { background-color: ${d.soft} !important; }
[data-ogsc] .em-text, [data-ogsc] .em-h1 { color: ${d.ink} !important; }
[data-ogsc] .em-muted { color: ${d.muted} !important; }
[data-ogsc] .em-link { color: ${d.link} !important; }
[data-ogsc] .em-soft-text { color: ${d.softInk} !important; }
`;

const page = { backgroundColor: c.page, margin: 0, padding: "24px 0", fontFamily: f.text, color: c.ink } as const;
const band = { backgroundColor: c.night, padding: "28px 32px" } as const;

/**
 * The e-mail's language: its `lang` and `dir`, and the side the parts align amounts on (e-mail
 * clients know `text-align: right`, not always `end`). A client's e-mail is in their language; the
 * agency's own stay in French.
 */
const EmailLocale = createContext<Locale>("fr");

/** The language of the e-mail being drawn, for the parts that print words of their own. */
export function useEmailLocale(): Locale {
  return useContext(EmailLocale);
}

/** Where the end of a line is: the right in French and English, the left in Arabic. */
export function useEndAlign(): "left" | "right" {
  return directionOf(useEmailLocale()) === "rtl" ? "left" : "right";
}

export function EmailLayout({ preview, agency, locale = "fr", children }: { preview: string; agency: EmailAgency; locale?: Locale; children: ReactNode }) {
  const contacts = [agency.phone, agency.email].filter(Boolean);
  // The tagline is the agency's French words from its settings: a client's e-mail in another
  // language carries the brand and contacts only.
  const tagline = locale === "fr" ? agency.tagline : undefined;
  return (
    <EmailLocale.Provider value={locale}>
    <Html lang={locale} dir={directionOf(locale)}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{STYLE}</style>
      </Head>
      {/* A plain body: react-email's Body copies the background onto a cell without the class, which dark mode then cannot reach. */}
      <body className="em-page" style={{ backgroundColor: c.page, margin: 0, padding: 0 }}>
        <Preview>{preview}</Preview>
        <Section className="em-page" style={page}>
          <Container style={{ maxWidth: "600px", width: "100%" }}>
            <Section className="em-pad" style={{ ...band, borderRadius: "12px 12px 0 0" }}>
              <Text className="em-wordmark" style={{ margin: 0, fontFamily: f.display, fontSize: "34px", lineHeight: "40px", fontWeight: 700, color: c.nightInk, letterSpacing: "0.5px" }}>
                {agency.brand}
              </Text>
              <Text style={{ margin: "4px 0 0", fontSize: "13px", lineHeight: "18px", letterSpacing: "2px", textTransform: "uppercase", color: c.gold }}>{MOTTO}</Text>
            </Section>
            {/* The accent: violet to magenta, a plain violet where gradients are not drawn. */}
            <Section style={{ backgroundColor: c.primary, backgroundImage: `linear-gradient(90deg, ${c.primary}, ${c.magenta})`, height: "4px", lineHeight: "4px", fontSize: "1px" }}>
              &nbsp;
            </Section>
            <Section className="em-card em-pad" style={{ backgroundColor: c.card, padding: "32px" }}>
              {children}
            </Section>
            <Section className="em-pad" style={{ ...band, padding: "24px 32px", borderRadius: "0 0 12px 12px" }}>
              <Text style={{ margin: 0, fontFamily: f.display, fontSize: "18px", lineHeight: "24px", color: c.nightInk }}>
                {agency.brand}
                {tagline ? <span style={{ color: c.gold, fontFamily: f.text, fontSize: "13px" }}> · {tagline}</span> : null}
              </Text>
              {contacts.length > 0 ? (
                <Text style={{ margin: "8px 0 0", fontSize: "14px", lineHeight: "20px", color: c.nightMuted }}>
                  {agency.phone ? (
                    <Link dir="ltr" href={`tel:${agency.phone.replace(/[^+\d]/g, "")}`} style={{ color: c.nightInk, textDecoration: "none" }}>
                      {agency.phone}
                    </Link>
                  ) : null}
                  {agency.phone && agency.email ? " · " : null}
                  {agency.email ? (
                    <Link dir="ltr" href={`mailto:${agency.email}`} style={{ color: c.nightInk, textDecoration: "none" }}>
                      {agency.email}
                    </Link>
                  ) : null}
                </Text>
              ) : null}
              {agency.address ? <Text style={{ margin: "4px 0 0", fontSize: "14px", lineHeight: "20px", color: c.nightMuted }}>{agency.address}</Text> : null}
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
    </EmailLocale.Provider>
  );
}
