import { Outlet, useLocation } from "react-router";
import { hasSessionCookie } from "~/auth/require-user.server";
import { island } from "~/hydration/island";
import type { FooterSettings } from "~/components/site-footer";
import type { SiteLayoutData } from "~/components/site-layout-data";
import { SiteHeader } from "~/components/site-header";
import { BRAND_FALLBACK } from "~/content/defaults";
import { getSiteSettings } from "~/content/site-settings.server";
import { shownFallbacks } from "~/content/translatable";
import { getStats } from "~/content/stats.server";
import { CTA_STATS_ROUTE } from "~/lib/site-map";
import { localeOfRequest, splitLocalePath } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { LanguageSuggestion } from "~/components/language-suggestion";
import type { Route } from "./+types/layout";

// Only the header reacts to the visitor; the rest of the frame keeps the server's markup.
const Particles = island(() => import("~/components/particles").then((m) => m.Particles));
const CtaSection = island(() => import("~/components/cta-section").then((m) => m.CtaSection));
const SiteFooter = island(() => import("~/components/site-footer").then((m) => m.SiteFooter));

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [settings, ctaStats] = await Promise.all([getSiteSettings(locale), getStats(CTA_STATS_ROUTE, undefined, locale)]);
  // Only what the layout shows goes to the browser.
  const footer: FooterSettings = {
    brand_name: settings?.brand_name ?? BRAND_FALLBACK.brand_name,
    tagline: settings?.tagline ?? BRAND_FALLBACK.tagline,
    phone: settings?.phone ?? null,
    email: settings?.email ?? null,
    address: settings ? `${settings.street_address}, ${settings.postal_code} ${settings.city}` : null,
    logo_url: settings?.logo_url ?? null,
    facebook_url: settings?.facebook_url ?? null,
    instagram_url: settings?.instagram_url ?? null,
    linkedin_url: settings?.linkedin_url ?? null,
    // The tagline without its translation, or the French default without settings (SPEC §9).
    ...(settings ? shownFallbacks(settings, ["tagline"]) : locale === "fr" ? {} : { fallbackFields: ["tagline"] }),
  };
  // The cookie's presence only (no session read on every public page): it shows 'Mon compte'
  // in the header, and /compte checks the session itself.
  return { settings: footer, ctaStats, signedIn: hasSessionCookie(request) } satisfies SiteLayoutData;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, ctaStats, signedIn } = loaderData;
  const { pathname } = useLocation();
  const m = useMessages().layout;
  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:inset-s-2"
      >
        {m.skipToContent}
      </a>
      <Particles />
      <SiteHeader brandName={settings.brand_name} logoUrl={settings.logo_url} signedIn={signedIn} />
      <div id="contenu" className="flex-1 pt-16 lg:pt-20">
        <Outlet />
        {splitLocalePath(pathname).path !== "/" && <CtaSection phone={settings.phone} stats={ctaStats} />}
      </div>
      <SiteFooter settings={settings} />
      <LanguageSuggestion />
    </div>
  );
}
