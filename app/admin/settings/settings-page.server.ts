import { data } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { env } from "~/lib/env.server";
import { bufferSettingsAction, getBufferSettingsValues } from "./buffer-settings-form.server";
import type { BufferSettingsActionResult, BufferSettingsFormValues } from "./buffer-settings-schema";
import { createCalendarFeedAction, getCalendarFeedSettings, regenerateCalendarFeedAction } from "./calendar-feed-settings.server";
import type { CalendarFeedSettings } from "./calendar-feed-settings";
import { getLegalSettingsPage, legalSettingsAction, type LegalSettingsPage } from "./legal-settings-form.server";
import type { LegalSettingsActionResult } from "./legal-settings-schema";
import { isSettingsIntent, SETTINGS_INTENTS, UNKNOWN_INTENT_MESSAGE } from "./settings-intent";
import { getOnlineSettingsPage, onlineSettingsAction, type OnlineSettingsPage } from "./online-payment-settings-form.server";
import type { OnlineSettingsActionResult } from "./online-payment-settings-schema";

// 'Paramètres de la boutique': billing, buffer days, the calendar feed and online payment, each a form of its own
// posting an `intent` to one action. Each answer carries its intent, so that a form posted
// without JavaScript (the answer then comes back as the page) shows only its own answer.

export type ShopSettingsPage = {
  legal: LegalSettingsPage;
  buffers: BufferSettingsFormValues;
  feed: CalendarFeedSettings;
  online: OnlineSettingsPage;
};

export async function loadShopSettingsPage(): Promise<ShopSettingsPage> {
  const [legal, buffers, feed, online] = await Promise.all([
    getLegalSettingsPage(),
    getBufferSettingsValues(),
    getCalendarFeedSettings(env().PUBLIC_URL),
    getOnlineSettingsPage(),
  ]);
  return { legal, buffers, feed, online };
}

export type ShopSettingsActionResult =
  | (LegalSettingsActionResult & { intent: typeof SETTINGS_INTENTS.legal })
  | (BufferSettingsActionResult & { intent: typeof SETTINGS_INTENTS.buffers })
  | (OnlineSettingsActionResult & { intent: typeof SETTINGS_INTENTS.online })
  | (DeskActionResult & { intent: typeof SETTINGS_INTENTS.createFeed | typeof SETTINGS_INTENTS.regenerateFeed | "unknown" });

function answer(result: ShopSettingsActionResult) {
  return data(result, { status: result.ok ? 200 : result.status });
}

/** The page's action (the caller has run requireAdmin). An unknown intent is a 400. */
export async function handleShopSettingsAction(request: Request) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return answer({ intent: "unknown", ok: false, status: 400, error: "Formulaire illisible.", toast: { title: "Action refusée", description: "Formulaire illisible." } });
  }
  const intent = formData.get("intent");
  if (!isSettingsIntent(intent)) {
    return answer({ intent: "unknown", ok: false, status: 400, error: UNKNOWN_INTENT_MESSAGE, toast: { title: "Action refusée", description: UNKNOWN_INTENT_MESSAGE } });
  }
  switch (intent) {
    case SETTINGS_INTENTS.legal:
      return answer({ ...(await legalSettingsAction(formData)), intent });
    case SETTINGS_INTENTS.buffers:
      return answer({ ...(await bufferSettingsAction(formData)), intent });
    case SETTINGS_INTENTS.online:
      return answer({ ...(await onlineSettingsAction(formData)), intent });
    case SETTINGS_INTENTS.createFeed:
      return answer({ ...(await createCalendarFeedAction()), intent });
    case SETTINGS_INTENTS.regenerateFeed:
      return answer({ ...(await regenerateCalendarFeedAction()), intent });
  }
}
