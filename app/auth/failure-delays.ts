// How long one client address waits before its next sign-in attempt on one account, after its
// failures there. A few typos cost nothing; a guesser's wait doubles up to a cap, so one address
// gets about four guesses an hour on an account at most — and no other address waits with it.

export type FailureSchedule = {
  /** Failures allowed before any wait. */
  free: number;
  /** The wait after the first failure beyond the free ones. */
  firstDelaySeconds: number;
  /** The longest wait: it never grows beyond this. */
  maxDelaySeconds: number;
};

/** 3 free failures, then 1 min, 2, 4, 8, and 15 min from then on. */
export const SIGN_IN_SCHEDULE: FailureSchedule = { free: 3, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 };

/**
 * While an account is under a spread-out attack (its ceiling of failures reached): each address
 * gets one free failure instead of three, then the same waits. A first attempt from any address,
 * its owner's included, still goes through.
 */
export const SLOWED_SIGN_IN_SCHEDULE: FailureSchedule = { ...SIGN_IN_SCHEDULE, free: 1 };

/**
 * Doublings stop here (2^10 minutes is far past any cap): the SQL twin in sign-in-limits.server.ts
 * must not raise 2 to the power of an unbounded count.
 */
export const MAX_DOUBLINGS = 10;

/** Seconds to wait after `failures` failures (0 while they are free). */
export function waitAfterFailures(failures: number, schedule: FailureSchedule = SIGN_IN_SCHEDULE): number {
  if (failures < schedule.free) return 0;
  const doublings = Math.min(failures - schedule.free, MAX_DOUBLINGS);
  return Math.min(schedule.maxDelaySeconds, schedule.firstDelaySeconds * 2 ** doublings);
}
