// What the settings page shows of the calendar feed, and its messages (no server code here: the
// form imports them too).

export type CalendarFeedSettings = {
  /** https://…/agenda/<token>/commandes.ics; null until the address is made. */
  url: string | null;
  /** The same address as webcal://…, which opens the subscription in Apple Calendar. */
  webcalUrl: string | null;
};

export const CALENDAR_FEED_TOASTS = {
  created: "Adresse de l'agenda créée",
  createdDescription: "Abonnez-vous à cette adresse dans votre application d'agenda.",
  kept: "L'adresse de l'agenda existe déjà",
  keptDescription: "Elle n'a pas changé : utilisez celle qui est affichée.",
  regenerated: "Nouvelle adresse de l'agenda créée",
  regeneratedDescription: "L'ancienne adresse ne fonctionne plus : abonnez vos agendas à la nouvelle.",
  failed: "Adresse de l'agenda non créée",
  missingRow: "Les réglages du site sont introuvables : la base de données n'a pas été initialisée.",
} as const;

/** "https://x/y" → "webcal://x/y" (also from http: webcal only names the subscription). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}
