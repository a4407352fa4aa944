import { useCallback, useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "~/lib/notify";
import type { DeskActionResult } from "./desk-result";

// Not a bare "Annuler": on the shop tab that is the label of the cancel-order transition.
export const UNDO_LABEL = "Annuler la suppression";

/**
 * Shows an action's answer as a toast, once per answer. A delete's toast offers "Annuler" for a
 * few seconds; the callback must outlive the deleted item's card, so the list passes it down.
 */
export function useDeskToast(result: DeskActionResult | undefined, onUndo?: (token: string) => void) {
  const shown = useRef<DeskActionResult | undefined>(undefined);
  const undo = useRef(onUndo);
  useEffect(() => {
    undo.current = onUndo;
  });
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (!result.ok) {
      toast.error(result.toast.title, { description: result.toast.description });
      return;
    }
    const token = result.undoToken;
    toast.success(result.toast.title, {
      description: result.toast.description,
      ...(token && undo.current
        ? { duration: 8000, action: { label: UNDO_LABEL, onClick: () => undo.current?.(token) } }
        : {}),
    });
  }, [result]);
}

/**
 * A desk's toasts and undo channel. The cards' forms post through one fetcher per desk (shared
 * `deskKey`, see useDeskCardFetcher), read here at the panel: the answer outlives the card, which
 * the revalidated list may already have dropped (a delete, a status filter) in the same render.
 * The undo callback restores through its own fetcher; without JavaScript the action's answer is
 * shown inline (`documentResult`).
 */
export function useDeskUndo(deskKey: string) {
  const restore = useFetcher<DeskActionResult>();
  useDeskToast(restore.data);
  const submitRestore = restore.submit;
  const onUndo = useCallback(
    (token: string) => void submitRestore({ intent: "restore", token }, { method: "post" }),
    [submitRestore],
  );
  const actions = useFetcher<DeskActionResult>({ key: deskKey });
  useDeskToast(actions.data, onUndo);
  const documentResult = useActionData<DeskActionResult>();
  return { onUndo, documentResult };
}

/**
 * A card's handle on its desk's fetcher: the form to post with, and what this card is doing
 * (the fetcher is shared, so a card is busy only while the pending post is about its `id`).
 */
export function useDeskCardFetcher(deskKey: string, id: string) {
  const fetcher = useFetcher<DeskActionResult>({ key: deskKey });
  const formData = fetcher.state !== "idle" && fetcher.formData?.get("id") === id ? fetcher.formData : undefined;
  return { Form: fetcher.Form, busy: formData !== undefined, busyIntent: formData?.get("intent") ?? null, busyTarget: formData?.get("to") ?? null };
}
