import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { NAV_GROUPS, SHOP_PATHS } from "~/lib/site-nav";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { LanguageSwitcher } from "./language-switcher";
import { BrandLogo } from "./brand-logo";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "./social-icons";

/** What the footer shows of the agency's settings; its tagline may be in French (ADR 025). */
export type FooterSettings = WithFallbacks & {
  brand_name: string;
  tagline: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  logo_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  linkedin_url: string | null;
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function SiteFooter({ settings }: { settings: FooterSettings }) {
  const { layout: m, nav } = useMessages();
  const href = useLocalizedPath();
  const socials = [
    { label: "Facebook", url: settings.facebook_url, Icon: FacebookIcon },
    { label: "Instagram", url: settings.instagram_url, Icon: InstagramIcon },
    { label: "LinkedIn", url: settings.linkedin_url, Icon: LinkedinIcon },
  ].filter((social) => social.url);

  return (
    <footer className="relative bg-night text-night-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <BrandLogo brandName={settings.brand_name} logoUrl={settings.logo_url} className="w-fit" />
          <p className="text-sm text-night-muted first-letter:uppercase" {...frenchFallback(settings, "tagline")}>
            {settings.tagline}
          </p>
          {socials.length > 0 && (
            <ul className="flex gap-3">
              {socials.map(({ label, url, Icon }) => (
                <li key={label}>
                  <a
                    href={url!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={m.newTab(label)}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 transition-colors hover:bg-white/10"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {NAV_GROUPS.slice(0, 2).map((group) => (
          <nav key={group.id} aria-label={nav.groups[group.id]}>
            <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-gold uppercase">{nav.groups[group.id]}</h2>
            <ul className="grid gap-2 text-sm text-night-muted">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link to={href(page.path)} className="hover:text-night-foreground">
                    {nav.pages[page.path] ?? page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-gold uppercase">{m.contact}</h2>
          <ul className="grid gap-3 text-sm text-night-muted">
            {settings.phone && (
              <li className="flex items-center gap-2">
                <Icon name="phone" className="size-4 shrink-0" />
                <a href={telHref(settings.phone)} dir="ltr" className="hover:text-night-foreground">
                  {settings.phone}
                </a>
              </li>
            )}
            {settings.email && (
              <li className="flex items-center gap-2">
                <Icon name="mail" className="size-4 shrink-0" />
                <a href={`mailto:${settings.email}`} className="break-all hover:text-night-foreground">
                  {settings.email}
                </a>
              </li>
            )}
            {settings.address && (
              <li className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <span>{settings.address}</span>
              </li>
            )}
            <li>
              <Link to={href(SHOP_PATHS.catalogue)} className="hover:text-night-foreground">
                {m.rental}
              </Link>
              {" · "}
              <Link to={href("/portfolio")} className="hover:text-night-foreground">
                {m.portfolio}
              </Link>
            </li>
            <li>
              <LanguageSwitcher variant="footer" />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-night-muted sm:px-6">
          {m.rights(settings.brand_name)} — <span {...frenchFallback(settings, "tagline")}>{settings.tagline}</span>
        </p>
      </div>
    </footer>
  );
}
