import type { z } from "zod";

/**
 * The `when` of a cross-field check (superRefine): run it as soon as the fields it reads are
 * valid, even if another field is not. By default Zod skips such a check after any aborting
 * issue, so a form sent without JavaScript would reveal its problems one answer at a time.
 */
export function whenValid(...fields: string[]): { when: (payload: z.core.ParsePayload) => boolean } {
  return {
    when: (payload) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}
