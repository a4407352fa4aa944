// What a client's link of an older version answers (ADR 010): a 404 whose data names what the link
// was for and the agency's contacts, so that the page says how to get a new link instead of a bare
// "page introuvable". Read by the pages' error boundaries and by the downloads' own page.

export type RevokedLinkKind = "order" | "request";

export type RevokedLinkData = {
  error: string;
  revokedLink: { kind: RevokedLinkKind; agency: { brand: string; phone: string; email: string } };
};

export const REVOKED_LINK_TITLE = "Ce lien n'est plus valable";

export function isRevokedLinkData(value: unknown): value is RevokedLinkData {
  return typeof value === "object" && value !== null && "revokedLink" in value;
}
