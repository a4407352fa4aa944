import { eq } from "drizzle-orm";
import { data } from "react-router";
import { getSignedInUser } from "~/auth/require-user.server";
import { getDb, schema } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { countContactMessage } from "~/lib/metrics.server";
import { clientIp, hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { redirectWithToast } from "~/lib/toast.server";
import { localeOfRequest, localizedPath, splitLocalePath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { acknowledgeContactMessage, enqueueContactNotification } from "./contact-mail.server";
import { createRequestFor } from "~/requests/requests.server";
import {
  CONTACT_FORM_PAGES,
  CONTACT_SENT_PARAM,
  ENHANCED_FIELD,
  IDEMPOTENCY_FIELD,
  ORIGIN_FIELD,
  type ContactActionData,
} from "./contact-result";
import { checkContact, HONEYPOT_FIELD, readContactForm, type ContactValues } from "./contact-schema";

export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 600 };

/** Minutes to wait, rounded up: « Réessayez dans 7 minutes ». */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's key when it is a uuid (anything else counts as no key: the post is not a retry). */
function readIdempotencyKey(formData: FormData): string | null {
  const value = formData.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

async function isStored(key: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: schema.contact_messages.id })
    .from(schema.contact_messages)
    .where(eq(schema.contact_messages.idempotency_key, key));
  return Boolean(row);
}

function answer(result: ContactActionData, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers });
}

function failure(values: ContactValues, message: string, status: number, headers?: HeadersInit) {
  return answer({ status: "error", message, values }, status, headers);
}

/**
 * The /contact action. The browser's check is only a courtesy: here the shared schema decides,
 * then the message is stored before any e-mail is attempted, so nothing is lost to a mail outage.
 *
 * Answers with data when the browser sent the form itself (fetcher); after a plain form post
 * (no JavaScript) a success redirects back to the page (Post/Redirect/Get) with a flash toast.
 * Its messages are in the language of the URL it was posted to (`/en/contact`: English).
 */
export async function handleContactPost(request: Request) {
  const formData = await request.formData();
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const values = readContactForm(formData);
  const locale = localeOfRequest(request);
  const words = messagesFor(locale).contact;

  const succeed = async () => {
    if (enhanced) return answer({ status: "success" });
    const origin = formData.get(ORIGIN_FIELD);
    const originPath = typeof origin === "string" ? splitLocalePath(origin).path : null;
    const page = CONTACT_FORM_PAGES.find((path) => path === originPath) ?? "/contact";
    return redirectWithToast(`${localizedPath(locale, page)}?${CONTACT_SENT_PARAM}=1#contact`, { type: "success", title: words.result.success });
  };

  // A bot filled the invisible field: pretend it worked so it learns nothing, store nothing.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("Message de contact ignoré (champ piège rempli)", { ip: clientIp(request) });
    return succeed();
  }

  // A retry of a message already stored gets the answer it had, before any rate limit is
  // counted: resubmitting never costs the visitor a try, nor stores a second message.
  const key = readIdempotencyKey(formData);
  if (key && (await isStored(key).catch(() => false))) {
    logger.info("Message de contact déjà enregistré (même clé)");
    return succeed();
  }

  const check = checkContact(values, words);
  if (!check.success) return answer({ status: "invalid", errors: check.errors, values }, 400);
  const input = check.data;

  let storedId: string | null;
  try {
    // One message counts once, even when its posts arrive together (lib/rate-limit.server.ts).
    const limit = await hitRateLimit(CONTACT_RATE_LIMIT, clientIp(request), { token: key ?? undefined });
    if (!limit.allowed) {
      return failure(values, words.result.rateLimited(retryMinutes(limit.retryAfterSeconds)), 429, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    // Sent while signed in: the message shows in that account's 'Mes messages'.
    const account = await getSignedInUser(request);
    // The message and the agency's notification are stored together or not at all.
    storedId = await getDb().transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.contact_messages)
        .values({
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          phone: input.phone ?? null,
          event_type: input.event_type,
          services: input.services,
          event_date: input.event_date ?? null,
          guest_count: input.guest_count ?? null,
          message: input.message,
          status: "new",
          user_id: account?.id ?? null,
          idempotency_key: key,
          // The language the message was written in (ADR 021).
          locale,
        })
        // Two posts of one key at the same moment: the second finds the first's row and stops here.
        .onConflictDoNothing({ target: schema.contact_messages.idempotency_key })
        .returning({ id: schema.contact_messages.id });
      if (inserted[0]) {
        // The message is a request the agency follows from now on (issue 24).
        await createRequestFor(tx, { id: inserted[0].id, event_date: input.event_date ?? null, guest_count: input.guest_count ?? null, locale });
        await enqueueContactNotification(tx, input, inserted[0].id);
      }
      return inserted[0]?.id ?? null;
    });
    if (storedId) {
      countContactMessage();
      // The visitor's thanks, once the message is safe (three an hour at most to one address).
      await acknowledgeContactMessage(getDb(), input, storedId, locale);
    }
  } catch (error) {
    // Drizzle's message repeats the query parameters (the visitor's personal data): log the cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (isDatabaseUnavailable(error)) {
      // Nothing stored: the same form sent again (same key) is stored once.
      logger.warn("Message de contact refusé : base de données injoignable");
      return failure(values, words.result.unavailable, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
    logger.error("Enregistrement du message de contact impossible", { error: cause });
    return failure(values, words.result.failure, 500);
  }

  return succeed();
}
