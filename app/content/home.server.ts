import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import { safeRead } from "./safe-read.server";
import type { Localized } from "./translatable";
import { localizeRows } from "./translations.server";

// Site-wide tables the home page and the portfolio read (ADR 003), in the page's language (ADR 025).

export type Service = { id: string; title: string; description: string; icon: string; features: string[] };
export type Client = { id: string; name: string; logo_url: string };
export type PortfolioItem = { id: string; title: string; type: string; description: string; image_url: string };

export function getServices(locale: Locale = "fr"): Promise<Localized<Service>[]> {
  const t = schema.services;
  return safeRead(`services ${locale}`, [] as Localized<Service>[], async () =>
    localizeRows(
      "services",
      await getDb()
        .select({ id: t.id, title: t.title, description: t.description, icon: t.icon, features: t.features })
        .from(t)
        .where(eq(t.is_active, true))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

export function getClients(): Promise<Client[]> {
  const t = schema.clients;
  return safeRead("clients", [] as Client[], () =>
    getDb()
      .select({ id: t.id, name: t.name, logo_url: t.logo_url })
      .from(t)
      .where(eq(t.is_active, true))
      .orderBy(asc(t.display_order), asc(t.created_at)),
  );
}

/** Active portfolio items in display order. */
export function getPortfolio(locale: Locale = "fr"): Promise<Localized<PortfolioItem>[]> {
  const t = schema.portfolio;
  return safeRead(`portfolio ${locale}`, [] as Localized<PortfolioItem>[], async () =>
    localizeRows(
      "portfolio",
      await getDb()
        .select({ id: t.id, title: t.title, type: t.type, description: t.description, image_url: t.image_url })
        .from(t)
        .where(eq(t.is_active, true))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}
