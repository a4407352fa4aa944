// Durable e-mail (a transactional outbox): an e-mail is a mail_queue row written in the same
// transaction as the order or message it is about, so a stored order always has its e-mails and
// a rolled-back one never sends any. A worker in each instance sends the due rows through the
// usual transport (SMTP, or the outbox folder), retries with backoff and marks final failures,
// which the back office lists with 'Renvoyer' (/admin/emails).

import { and, asc, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import { mail_queue, order_documents, order_events, request_attachments, type QueuedAttachment, type QueuedMailTimeline } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { typesetMail } from "./french-typography";
import { logger } from "./logger.server";
import { sendMail, type MailMessage } from "./mail.server";
import { reportPendingMails } from "./metrics.server";

export type QueuedMail = typeof mail_queue.$inferSelect;

/** What a caller queues: the message, what it is about, and the timeline lines for an order. */
export type MailToQueue = Omit<MailMessage, "attachments"> & {
  kind: string;
  orderId?: string;
  messageId?: string;
  attachments?: QueuedAttachment[];
  timeline?: QueuedMailTimeline;
};

/** Waits after the 1st, 2nd… failed try; after MAX_ATTEMPTS tries the row is marked failed. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a row taken by a worker stays its own. Longer than Nodemailer's slowest SMTP timeout
 * (2 min to connect), so a slow send is never taken again by another instance; a worker that
 * crashed mid-send leaves a row that is taken again once this has passed.
 */
export const LOCK_MS = 10 * 60_000;
const BATCH = 10;
const POLL_MS = 2_000;

/**
 * Queues one e-mail with `tx`: pass the transaction that stores what the e-mail is about. Its
 * words are set in French typography on the way in (french-typography.ts).
 */
export async function enqueueMail(tx: DbExecutor, queued: MailToQueue): Promise<QueuedMail> {
  const mail = typesetMail(queued);
  const [row] = await tx
    .insert(mail_queue)
    .values({
      to: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
      kind: mail.kind,
      order_id: mail.orderId ?? null,
      message_id: mail.messageId ?? null,
      timeline: mail.timeline ?? null,
    })
    .returning();
  // The row is visible once the caller's transaction commits: look again shortly after.
  nudgeMailWorker();
  return row!;
}

const address = z.email();

/**
 * The PDFs an e-mail carries that are made when it is sent (issue 38), by the domains that know
 * them: a stored document whose PDF the renderer has not stored yet (rendered from its data and
 * stored, app/orders/documents/document-pdfs.server.ts) and a statement of account printed from
 * the data queued with the e-mail (app/money/statement/statement-pdf.server.ts). Each module sets
 * its own when it loads; a module that queues such an attachment imports it.
 */
const attachmentRenderers: {
  documentPdf?: (db: Db, documentId: string) => Promise<Buffer | null>;
  statementPdf?: (data: unknown) => Promise<Buffer>;
} = {};

export function renderAttachmentsWith(renderers: Partial<typeof attachmentRenderers>) {
  Object.assign(attachmentRenderers, renderers);
}

async function attachmentsOf(db: Db, row: QueuedMail): Promise<MailMessage["attachments"]> {
  const ids = row.attachments.flatMap((a) => (a.documentId ? [a.documentId] : []));
  const pdfs = new Map<string, Buffer>();
  if (ids.length) {
    for (const d of await db.select({ id: order_documents.id, pdf: order_documents.pdf }).from(order_documents).where(inArray(order_documents.id, ids))) {
      const pdf = d.pdf ?? (await attachmentRenderers.documentPdf?.(db, d.id));
      if (pdf) pdfs.set(d.id, pdf);
    }
  }
  const fileIds = row.attachments.flatMap((a) => (a.requestAttachmentId ? [a.requestAttachmentId] : []));
  const files = fileIds.length
    ? new Map((await db.select({ id: request_attachments.id, content: request_attachments.content }).from(request_attachments).where(inArray(request_attachments.id, fileIds))).map((f) => [f.id, f.content]))
    : new Map<string, Buffer>();
  const attachments: NonNullable<MailMessage["attachments"]> = [];
  for (const a of row.attachments) {
    const content = a.documentId
      ? pdfs.get(a.documentId)
      : a.requestAttachmentId
        ? files.get(a.requestAttachmentId)
        : a.base64 !== undefined
          ? Buffer.from(a.base64, "base64")
          : a.statement !== undefined && attachmentRenderers.statementPdf
            ? await attachmentRenderers.statementPdf(a.statement)
            : undefined;
    if (!content) throw new PermanentMailError(`Pièce jointe introuvable : ${a.filename}`);
    attachments.push({ filename: a.filename, contentType: a.contentType, content });
  }
  return attachments;
}

/** A failure that no retry can fix (a malformed address, a deleted attachment). */
class PermanentMailError extends Error {}

/** Takes up to `limit` due rows for this worker: pending ones whose time has come, and rows left in 'sending' by a crashed worker. */
async function claimDue(db: Db, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mail_queue.id })
    .from(mail_queue)
    .where(
      or(
        and(eq(mail_queue.status, "pending"), sql`${mail_queue.next_attempt_at} <= now()`),
        and(eq(mail_queue.status, "sending"), lt(mail_queue.locked_until, sql`now()`)),
      ),
    )
    .orderBy(asc(mail_queue.next_attempt_at), asc(mail_queue.created_at))
    .limit(limit)
    // Another instance's worker skips the rows this one is taking instead of waiting for them.
    .for("update", { skipLocked: true });
  // The lock's end, made unique to this claim (microseconds drawn at random): if the answer is
  // lost (the database went away as it committed), the rows are found again by it (settle).
  const lockedUntil = `${new Date(Date.now() + LOCK_MS).toISOString().slice(0, 23)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}Z`;
  let rows: QueuedMail[];
  try {
    rows = await db
      .update(mail_queue)
      .set({ status: "sending", locked_until: sql`${lockedUntil}::timestamptz` })
      .where(inArray(mail_queue.id, due))
      .returning();
  } catch (error) {
    lostClaims.add(lockedUntil);
    logger.warn("E-mails pris sans réponse de la base : rendus à la file à son retour", { lockedUntil });
    throw error;
  }
  // RETURNING keeps no order: send in queue order (an order's acknowledgement before its notification).
  return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.created_at.getTime() - b.created_at.getTime());
}

async function recordTimeline(tx: DbExecutor, row: QueuedMail, outcome: "sent" | "failed") {
  if (!row.order_id || !row.timeline) return;
  const line = row.timeline[outcome];
  await tx.insert(order_events).values({ order_id: row.order_id, kind: line.kind, summary: line.summary, actor: row.timeline.actor, details: [] });
}

/**
 * What this process knows about rows it claimed but could not record, because the database went
 * away at that moment: sent (the e-mail left, the row still says 'sending') or not tried. Recorded
 * at the start of the next drain, once the database answers, rather than waiting for the lock to
 * expire (a sent e-mail would then go twice, an unsent one would wait ten minutes). If the process
 * stops first, the lock's expiry still brings the rows back.
 */
const unsettled = new Map<string, { row: QueuedMail; outcome: "sent" | "release" }>();
/** Claims whose answer was lost, by their unique lock end: their rows go back to 'pending'. */
const lostClaims = new Set<string>();

async function settle(db: Db) {
  for (const lockedUntil of lostClaims) {
    await db
      .update(mail_queue)
      .set({ status: "pending", locked_until: null })
      .where(and(eq(mail_queue.status, "sending"), sql`${mail_queue.locked_until} = ${lockedUntil}::timestamptz`));
    lostClaims.delete(lockedUntil);
    logger.info("E-mails d'une prise sans réponse rendus à la file", { lockedUntil });
  }
  for (const [id, { row, outcome }] of unsettled) {
    if (outcome === "sent") {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(mail_queue)
          .set({ status: "sent", attempts: row.attempts + 1, sent_at: sql`now()`, locked_until: null, last_error: null })
          .where(and(eq(mail_queue.id, id), eq(mail_queue.status, "sending")))
          .returning({ id: mail_queue.id });
        if (updated.length > 0) await recordTimeline(tx, row, "sent");
      });
    } else {
      await db.update(mail_queue).set({ status: "pending", locked_until: null }).where(and(eq(mail_queue.id, id), eq(mail_queue.status, "sending")));
    }
    unsettled.delete(id);
  }
}

async function deliver(db: Db, row: QueuedMail): Promise<"sent" | "retry" | "failed"> {
  try {
    return await attempt(db, row);
  } catch (error) {
    // Only the database can fail here (a send's own failure is recorded by attempt): what the row
    // became is kept in memory and recorded when the database is back (settle).
    unsettled.set(row.id, { row, outcome: sentRows.has(row.id) ? "sent" : "release" });
    throw error;
  } finally {
    sentRows.delete(row.id);
  }
}

/** Rows whose e-mail has left during the current attempt. */
const sentRows = new Set<string>();

async function attempt(db: Db, row: QueuedMail): Promise<"sent" | "retry" | "failed"> {
  try {
    if (!address.safeParse(row.to).success) throw new PermanentMailError(`Adresse e-mail invalide : « ${row.to} »`);
    await sendMail({
      to: row.to,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: await attachmentsOf(db, row),
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const final = error instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      await tx
        .update(mail_queue)
        .set({
          status: final ? "failed" : "pending",
          attempts,
          last_error: message.slice(0, 1000),
          locked_until: null,
          next_attempt_at: final ? sql`now()` : sql`now() + ${`${RETRY_DELAYS_MS[attempts - 1]} milliseconds`}::interval`,
        })
        .where(eq(mail_queue.id, row.id));
      if (final) await recordTimeline(tx, row, "failed");
    });
    if (final) logger.error("E-mail abandonné : renvoyez-le depuis le back-office (E-mails en échec)", { id: row.id, to: row.to, subject: row.subject, attempts, error: message });
    else logger.warn("Échec de l'envoi d'un e-mail, nouvel essai plus tard", { id: row.id, to: row.to, attempts, error: message });
    return final ? "failed" : "retry";
  }
  sentRows.add(row.id);
  await db.transaction(async (tx) => {
    await tx
      .update(mail_queue)
      .set({ status: "sent", attempts: row.attempts + 1, sent_at: sql`now()`, locked_until: null, last_error: null })
      .where(eq(mail_queue.id, row.id));
    await recordTimeline(tx, row, "sent");
  });
  return "sent";
}

/**
 * Sends every row due now, batch after batch, and returns how many were tried. The worker's one
 * step; tests call it to deliver what an action queued.
 */
export async function drainOnce(db: Db = getDb(), options: { shouldStop?: () => boolean } = {}): Promise<number> {
  let tried = 0;
  await settle(db);
  for (;;) {
    if (options.shouldStop?.()) return tried;
    const rows = await claimDue(db, BATCH);
    if (rows.length === 0) return tried;
    for (const [index, row] of rows.entries()) {
      try {
        // Rows claimed but not tried before a stop go back at once rather than after the lock.
        if (options.shouldStop?.()) {
          await db.update(mail_queue).set({ status: "pending", locked_until: null }).where(eq(mail_queue.id, row.id));
          continue;
        }
        await deliver(db, row);
      } catch (error) {
        // The database went away: the rest of the batch was not tried and goes back to the queue
        // as soon as it returns (settle), not when the lock expires.
        for (const untried of rows.slice(index)) if (!unsettled.has(untried.id)) unsettled.set(untried.id, { row: untried, outcome: "release" });
        throw error;
      }
      tried += 1;
    }
  }
}

export type MailWorker = { nudge(): void; stop(): Promise<void> };

let running: MailWorker | undefined;

/** Makes this process's worker look at the queue soon (after an enqueue). */
export function nudgeMailWorker() {
  running?.nudge();
}

/**
 * Starts this instance's worker: it sends due rows every `pollMs` and soon after a nudge.
 * `beforeEachPass` runs at the start of each pass, before the sends (the timed jobs of
 * app/jobs, which queue e-mails on a schedule); it must not throw.
 * `stop()` (the drain) ends the loop and resolves once a send in progress has finished.
 */
export function startMailWorker(
  options: { db?: () => Db; pollMs?: number; beforeEachPass?: (db: () => Db, stopped: () => boolean) => Promise<void> } = {},
): MailWorker {
  const pollMs = options.pollMs ?? POLL_MS;
  const db = options.db ?? getDb;
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  // A nudge while the worker is busy: its next pause is short.
  let nudged = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, nudged ? 50 : ms);
      nudged = false;
    }).finally(() => {
      clearTimeout(timer);
      wake = undefined;
    });
  // While the database is unreachable every pass fails: said once per outage, at warn (the
  // database handle logs the outage and the return), rather than an error every POLL_MS.
  let unreachable = false;
  const loop = (async () => {
    while (!stopped) {
      if (options.beforeEachPass) await options.beforeEachPass(db, () => stopped);
      try {
        await drainOnce(db(), { shouldStop: () => stopped });
        unreachable = false;
      } catch (error) {
        const down = isDatabaseUnavailable(error);
        if (!down) logger.error("File des e-mails illisible, nouvel essai dans un instant", { error });
        else if (!unreachable) logger.warn("File des e-mails en attente : base de données injoignable, nouvel essai dans un instant", { error });
        unreachable = down;
      }
      if (!stopped) await sleep(pollMs);
    }
  })();
  reportPendingMails(() => countPendingMails(db()));
  const worker: MailWorker = {
    // A short delay lets the enqueuing transaction commit first.
    nudge: () => {
      nudged = true;
      if (wake) {
        clearTimeout(timer);
        timer = setTimeout(() => wake?.(), 50);
      }
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      if (running === worker) running = undefined;
    },
  };
  running = worker;
  return worker;
}

export async function countPendingMails(db: Db = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mail_queue).where(inArray(mail_queue.status, ["pending", "sending"]));
  return row?.n ?? 0;
}

/** The back office's list: failed e-mails first, then those still waiting. */
export function listUndeliveredMails(db: Db = getDb(), limit = 100) {
  return db
    .select({
      id: mail_queue.id,
      to: mail_queue.to,
      subject: mail_queue.subject,
      kind: mail_queue.kind,
      status: mail_queue.status,
      attempts: mail_queue.attempts,
      last_error: mail_queue.last_error,
      next_attempt_at: mail_queue.next_attempt_at,
      created_at: mail_queue.created_at,
      order_id: mail_queue.order_id,
    })
    .from(mail_queue)
    .where(inArray(mail_queue.status, ["failed", "pending", "sending"]))
    .orderBy(sql`${mail_queue.status} = 'failed' desc`, desc(mail_queue.created_at))
    .limit(limit);
}

export async function countFailedMails(db: Db = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mail_queue).where(eq(mail_queue.status, "failed"));
  return row?.n ?? 0;
}

/** 'Renvoyer': a failed e-mail is tried again now, with a fresh count of tries. */
export async function requeueMail(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(mail_queue)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, locked_until: null })
    .where(and(eq(mail_queue.id, id), eq(mail_queue.status, "failed")))
    .returning({ id: mail_queue.id });
  if (updated.length > 0) nudgeMailWorker();
  return updated.length > 0;
}
