import { DeskResultLine } from "~/admin/desk-result-line";
import { ShopNav } from "~/admin/components/shop-nav";
import { BufferSettingsForm } from "./buffer-settings-form";
import { CalendarFeedForm } from "./calendar-feed-form";
import { LegalSettingsForm } from "./legal-settings-form";
import { OnlinePaymentSettingsForm } from "./online-payment-settings-form";
import type { ShopSettingsActionResult, ShopSettingsPage as PageData } from "./settings-page.server";
import { SETTINGS_INTENTS } from "./settings-intent";

const SECTIONS = [
  { href: "#facturation", label: "Facturation" },
  { href: "#jours-tampon", label: "Jours tampon" },
  { href: "#agenda", label: "Agenda" },
];
const ONLINE_SECTION = { href: "#paiement-en-ligne", label: "Paiement en ligne" };

/**
 * 'Paramètres de la boutique': billing, buffer days, calendar feed, online payment (when a gateway
 * is configured). `result` is the action's
 * answer to a form posted without JavaScript; each section shows only its own.
 */
export function ShopSettingsPage({ data, result }: { data: PageData; result?: ShopSettingsActionResult }) {
  return (
    <div className="grid gap-8">
      <ShopNav />
      <header className="grid gap-3">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Paramètres de la boutique</h1>
        <nav aria-label="Sections des paramètres">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {(data.online ? [...SECTIONS, ONLINE_SECTION] : SECTIONS).map((section) => (
              <li key={section.href}>
                <a href={section.href} className="text-primary underline-offset-4 hover:underline">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {result?.intent === "unknown" ? <DeskResultLine result={result} /> : null}
      <div id="facturation" className="scroll-mt-6">
        <LegalSettingsForm
          values={data.legal.values}
          missing={data.legal.missing}
          documentResult={result?.intent === SETTINGS_INTENTS.legal ? result : undefined}
        />
      </div>
      <BufferSettingsForm values={data.buffers} documentResult={result?.intent === SETTINGS_INTENTS.buffers ? result : undefined} />
      <CalendarFeedForm
        feed={data.feed}
        documentResult={
          result?.intent === SETTINGS_INTENTS.createFeed || result?.intent === SETTINGS_INTENTS.regenerateFeed ? result : undefined
        }
      />
      {data.online ? (
        <OnlinePaymentSettingsForm
          configured={data.online.configured}
          values={data.online.values}
          documentResult={result?.intent === SETTINGS_INTENTS.online ? result : undefined}
        />
      ) : null}
    </div>
  );
}
