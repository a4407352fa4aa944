import { data } from "react-router";

/**
 * What the contact and shop tabs' actions answer. The page shows `toast` (with JavaScript, as a
 * sonner toast; without, as a status line), and `undoToken` lets the user take a delete back.
 */
export type DeskActionResult =
  | { ok: true; toast: { title: string; description?: string }; undoToken?: string }
  | { ok: false; status: number; error: string; toast: { title: string; description: string } };

export function deskSuccess(title: string, extra: { description?: string; undoToken?: string } = {}) {
  const { description, undoToken } = extra;
  return data<DeskActionResult>({
    ok: true,
    toast: description ? { title, description } : { title },
    ...(undoToken ? { undoToken } : {}),
  });
}

/** A refusal: the French server message is the toast's description (SPEC §8). */
export function deskFailure(status: number, title: string, error: string) {
  return data<DeskActionResult>({ ok: false, status, error, toast: { title, description: error } }, { status });
}
