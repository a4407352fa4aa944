// Which timed job runs when. Each instance's mail worker runs them before sending the due
// e-mails (scheduler.server.ts); the server starts it through serverServices.startMailWorker.

import { startMailWorker, type MailWorker } from "~/lib/mail-queue.server";
import { sendDueReminders } from "~/money/reminders.server";
import { sendFollowUpDigests } from "~/requests/follow-ups.server";
import { recheckOpenAttempts } from "~/payments/attempts.server";
import { configuredGateways } from "~/payments/online-payments.server";
import { jobScheduler, type TimedJob } from "./scheduler.server";

export const TIMED_JOBS: TimedJob[] = [
  /** The automatic payment reminders (off unless the setting is on). */
  { name: "relances automatiques", everyMs: 15 * 60_000, run: (db) => sendDueReminders(db) },
  /** The owners' morning digest of their requests to follow up: at most 5 minutes late after 8 h (Tunis). */
  { name: "relances du jour", everyMs: 5 * 60_000, run: (db) => sendFollowUpDigests(db) },
  /**
   * Online payments whose webhook was lost (issue 40): the open attempts not asked about for two
   * minutes are asked at their gateway, each by one instance. Nothing to do without a gateway.
   */
  {
    name: "paiements en ligne",
    everyMs: 60_000,
    run: (db) => (configuredGateways().size === 0 ? Promise.resolve(0) : recheckOpenAttempts(db, configuredGateways())),
  },
];

/** This instance's mail worker, with the timed jobs run at the start of each of its passes. */
export function startMailWorkerWithJobs(): MailWorker {
  const scheduler = jobScheduler(TIMED_JOBS);
  return startMailWorker({ beforeEachPass: (db, stopped) => scheduler.runDue(db, stopped) });
}
