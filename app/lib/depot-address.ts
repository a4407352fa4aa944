// The depot's postal address, from the site settings: printed by the e-mails' footer, the pickup
// lines of an order and the client's order page.

export type DepotAddressParts = { street_address: string; postal_code: string; city: string };

/** "Rue du Lac, 1053 Tunis", or null when the settings are missing. */
export function depotAddress(settings: DepotAddressParts | null | undefined): string | null {
  if (!settings?.street_address) return null;
  return `${settings.street_address}, ${`${settings.postal_code} ${settings.city}`.trim()}`;
}
