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
 * A desk's undo channel: the callback the delete toasts offer (it restores through a fetcher
 * that outlives the deleted card) and, without JavaScript, the action's answer to show inline.
 */
export function useDeskUndo() {
  const restore = useFetcher<DeskActionResult>();
  useDeskToast(restore.data);
  const submitRestore = restore.submit;
  const onUndo = useCallback(
    (token: string) => void submitRestore({ intent: "restore", token }, { method: "post" }),
    [submitRestore],
  );
  const documentResult = useActionData<DeskActionResult>();
  return { onUndo, documentResult };
}
