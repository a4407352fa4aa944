// The timed jobs' clock: each pass of the mail worker's loop (app/lib/mail-queue.server.ts) first
// runs the jobs whose interval has passed, then sends the due e-mails, so a job's e-mails leave
// in the same pass. Every instance runs every job on its own clock: there is no lease between
// instances, each job makes sure itself that two instances passing at once do not queue the same
// e-mail twice (a row lock or a unique row taken in the transaction that queues it).

import type { Db } from "~/db/client.server";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { logger } from "~/lib/logger.server";

/** Work run at most every `everyMs`, first at the worker's start. */
export type TimedJob = { name: string; everyMs: number; run: (db: Db) => Promise<unknown> };

export type JobScheduler = {
  /** Runs, one after the other, the jobs due now; never throws (a job's failure is logged). */
  runDue(db: () => Db, stopped: () => boolean): Promise<void>;
};

export function jobScheduler(jobs: TimedJob[], now: () => number = Date.now): JobScheduler {
  const clocks = jobs.map((job) => ({ job, lastRun: 0 }));
  return {
    async runDue(db, stopped) {
      for (const clock of clocks) {
        if (stopped() || now() - clock.lastRun < clock.job.everyMs) continue;
        clock.lastRun = now();
        try {
          await clock.job.run(db());
        } catch (error) {
          if (!isDatabaseUnavailable(error)) logger.error("Tâche planifiée des e-mails en échec", { task: clock.job.name, error });
          // Tried again at the next pass once the database is back, not after a whole interval.
          else clock.lastRun = 0;
        }
      }
    },
  };
}
