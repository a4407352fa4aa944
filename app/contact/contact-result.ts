import type { WithFallbacks } from "~/content/translatable";
import type { ContactErrors, ContactValues } from "./contact-options";

// What the /contact action answers, shared by the action and the form. Its words are the
// catalogue's (`contact.result`), in the language of the page that posted.

export type ContactActionData =
  | { status: "success" }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues }
  | { status: "error"; message: string; values: ContactValues };

/** A contact_info row as the public site shows it (SPEC §3); its label may be in French (ADR 025). */
export type ContactInfoEntry = WithFallbacks & {
  id: string;
  label: string;
  type: string;
  value: string;
  icon: string | null;
};

/** Query parameter set by the no-JavaScript success redirect, so the page can say it worked. */
export const CONTACT_SENT_PARAM = "message-envoye";

/** Set by the browser when it sends the form itself (fetcher): the action then answers with data. */
export const ENHANCED_FIELD = "_enhanced";
/**
 * Made by the browser once per message (a uuid): a double submit or a retry with the same key
 * stores one message and sends one pair of e-mails. Absent from plain HTML posts.
 */
export const IDEMPOTENCY_FIELD = "idempotency_key";
/** The page the form was on, so a post without JavaScript returns there after success. */
export const ORIGIN_FIELD = "_origin";
/** Pages that show the contact form, as French paths (anything else falls back to /contact). */
export const CONTACT_FORM_PAGES = ["/", "/contact"] as const;
