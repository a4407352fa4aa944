// The back office's view of the mail queue: e-mails that failed after every try (with
// 'Renvoyer') and those still waiting. The action is a plain form post (Post/Redirect/Get), so
// it works before JavaScript.
import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import { requeueMail } from "~/lib/mail-queue.server";
import { getUndeliveredMails } from "~/lib/undelivered-mails.server";
import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { orderPagePath } from "~/orders/path";

export const RequeueSchema = z.object({
  intent: z.literal("requeue", { message: "Action inconnue." }),
  id: z.uuid({ message: "E-mail inconnu." }),
});

export type UndeliveredMailView = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  /** The order page the e-mail is about, when it is about an order that still exists. */
  orderPath: string | null;
  orderNumber: number | null;
};

export async function loadEmailsPage(db: Db = getDb()): Promise<{ mails: UndeliveredMailView[] }> {
  const mails = await getUndeliveredMails(db);
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      createdAt: m.created_at.toISOString(),
      nextAttemptAt: m.next_attempt_at.toISOString(),
      orderNumber: m.order_number,
      orderPath: m.order_number === null ? null : orderPagePath(m.order_number),
    })),
  };
}

/** 'Renvoyer': answered as the desks answer (a toast with JavaScript, a status line without). */
export async function handleEmailsAction(request: Request, db: Db = getDb()) {
  const parsed = RequeueSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return deskFailure(400, "Renvoi impossible", parsed.error.issues[0]?.message ?? "Requête invalide.");
  const requeued = await requeueMail(db, parsed.data.id);
  return requeued
    ? deskSuccess("E-mail remis en file d'envoi", { description: "Il part dans un instant." })
    : deskFailure(409, "Renvoi impossible", "Cet e-mail n'est plus en échec.");
}
