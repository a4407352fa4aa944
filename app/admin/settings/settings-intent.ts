// The forms of the shop settings page, each posting its own `intent` to the one action.
export const SETTINGS_INTENTS = {
  legal: "legal-settings",
  buffers: "buffer-days",
  online: "online-payment",
  createFeed: "create-calendar-feed",
  regenerateFeed: "regenerate-calendar-feed",
} as const;

export type SettingsIntent = (typeof SETTINGS_INTENTS)[keyof typeof SETTINGS_INTENTS];

export function isSettingsIntent(value: unknown): value is SettingsIntent {
  return typeof value === "string" && (Object.values(SETTINGS_INTENTS) as string[]).includes(value);
}

export const UNKNOWN_INTENT_MESSAGE = "Action inconnue : rechargez la page et réessayez.";
