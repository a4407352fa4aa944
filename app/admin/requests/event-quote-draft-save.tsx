import { CircleAlert, CircleCheck, LoaderCircle, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hydration/use-hydrated";
import { formatDateTimeFr } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { DraftAutosaveResult, DraftStatus } from "./event-quote-editor.server";

// The event quote's draft in the browser (issue 38): the editor's form is saved as the request's
// draft a moment after each change (a fetcher posting the form with intent 'draft' and `autosave`;
// the route does not reload its data for it, so the form is not redrawn under the typing), and at
// once when the page is left with a change not yet saved. Without JavaScript, 'Enregistrer le
// brouillon' and every button of the form save it.

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

/** The form's fields a draft keeps; the search and the preset's list are not. */
const DRAFT_FIELD = /^(title|notes|line_[a-z_]+)$/;

export type DraftSaveState = {
  status: DraftStatus | null;
  pending: boolean;
  saving: boolean;
};

/**
 * The autosave of the editor's form: `onChange` on the form schedules it, `onSubmit` cancels what is
 * scheduled (the post saves the draft itself); `cancel` before deleting the draft. `answer` is the
 * draft's status given by the page (the loader's or a post's), replaced by each autosave's.
 */
export function useDraftAutosave({ messageId, action, answer, answerKey }: { messageId: string; action: string; answer: DraftStatus | null; answerKey: string }) {
  const saver = useFetcher<DraftAutosaveResult>({
    key: `event-quote-draft-${messageId}`,
  });
  const timer = useRef<number | undefined>(undefined);
  /** The form as it was at the last change not saved yet. */
  const unsaved = useRef<FormData | null>(null);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<DraftStatus | null>(answer);

  // A page's answer (a post, a reload) replaces the autosave's status.
  useEffect(() => setStatus(answer), [answerKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (saver.data) setStatus(saver.data.draft);
  }, [saver.data]);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    unsaved.current = null;
    setPending(false);
  }, []);

  const save = useCallback(() => {
    const body = unsaved.current;
    cancel();
    if (body) void saver.submit(body, { method: "post", action });
  }, [action, cancel, saver]);

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (!DRAFT_FIELD.test(target.name ?? "")) return;
      const body = new FormData(event.currentTarget);
      body.set("intent", "draft");
      body.set("autosave", "1");
      unsaved.current = body;
      setPending(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(save, AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  // Leaving the page, or the editor, with a change not saved: sent at once, past the page's end.
  useEffect(() => {
    const flush = () => {
      const body = unsaved.current;
      if (!body) return;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      unsaved.current = null;
      void fetch(action, {
        method: "POST",
        body,
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => undefined);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [action]);

  return {
    onChange,
    onSubmit: cancel,
    cancel,
    state: {
      status,
      pending,
      saving: saver.state !== "idle",
    } satisfies DraftSaveState,
  };
}

/** The line under the form that says where the draft stands. */
export function DraftStatusLine({ state, hasQuote }: { state: DraftSaveState; hasQuote: boolean }) {
  const { status, pending, saving } = state;
  let icon = null;
  let text: string;
  let tone = "text-muted-foreground";
  if (saving) {
    icon = <LoaderCircle className="size-3.5 animate-spin" aria-hidden />;
    text = "Enregistrement du brouillon…";
  } else if (pending) {
    text = "Modifications non enregistrées";
  } else if (status && !status.ok) {
    icon = <CircleAlert className="size-3.5 shrink-0" aria-hidden />;
    text = status.message;
    tone = "font-medium text-destructive";
  } else if (status?.ok && status.savedAt) {
    icon = <CircleCheck className="size-3.5 shrink-0 text-success" aria-hidden />;
    text = `Brouillon enregistré le ${formatDateTimeFr(status.savedAt)}`;
  } else if (status?.ok) {
    text = hasQuote ? "Rien à garder : le devis est tel qu'il a été émis." : "Rien à garder : le devis est vide.";
  } else {
    text = "Ce que vous saisissez est enregistré en brouillon.";
  }
  return (
    <p role="status" data-testid="event-quote-draft-status" className={cn("flex min-w-0 items-center gap-1.5 text-xs", tone)}>
      {icon}
      <span className="min-w-0">{text}</span>
    </p>
  );
}

/**
 * 'Supprimer le brouillon': a question first with JavaScript (the draft is what the agency typed),
 * a plain form without. Posts to the editor's action, which comes back to `back` with a toast.
 */
export function DeleteDraftForm({ action, back, onConfirm, className }: { action: string; back: "file" | "editor"; onConfirm?: () => void; className?: string }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const button = (
    <Button type={hydrated ? "button" : "submit"} size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
      <Trash2 aria-hidden />
      Supprimer le brouillon
    </Button>
  );
  return (
    <Form ref={form} method="post" action={action} preventScrollReset className={className}>
      <input type="hidden" name="intent" value="delete-draft" />
      <input type="hidden" name="back" value={back} />
      {hydrated ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>{button}</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Supprimer le brouillon ?</AlertDialogTitle>
              <AlertDialogDescription>Ce qui a été saisi et pas encore émis est perdu. Le devis repartira du dernier devis émis, ou d'une page vide.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Garder le brouillon</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                onClick={() => {
                  onConfirm?.();
                  form.current?.requestSubmit();
                }}
              >
                Supprimer
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        button
      )}
    </Form>
  );
}
