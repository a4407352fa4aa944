import { LoaderCircle, Mails, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { fieldErrorId } from "~/components/ui/field";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { closingRow } from "~/money/statement/statement-view";
import { sendDocumentsFormInput, sendDocumentsSchema } from "~/orders/send-documents-schema";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { SendDocumentsFailure } from "./order-results";

const ERROR_ID = fieldErrorId("send-documents");

/**
 * 'Envoyer les documents': the documents ticked (the latest quote, invoices, complementary
 * invoices, credit notes, receipts, the statement) go to the client in one e-mail, each attached.
 * The form checks with the action's schema before posting; without JavaScript the server answers
 * with the same message and keeps what was ticked.
 */
export function SendDocumentsForm({ data, failure }: { data: OrderPageData; failure?: SendDocumentsFailure }) {
  const fetcher = useOrderForms();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "send-documents";
  const { sendable } = data;
  const [localError, setLocalError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const posted = useRef(false);
  const error = localError ?? failure?.error ?? null;
  const ticked = new Set(failure?.values.documents ?? []);
  const statementClosing = closingRow(data.statement.closing);

  // Sent: the boxes are cleared and the form folds away; the toast says what left.
  useEffect(() => {
    if (!posted.current || fetcher.state !== "idle" || !fetcher.data) return;
    posted.current = false;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      if (detailsRef.current) detailsRef.current.open = false;
    }
  }, [fetcher.state, fetcher.data]);

  function check(event: FormEvent<HTMLFormElement>) {
    formRef.current = event.currentTarget;
    const parsed = sendDocumentsSchema({ documents: sendable.documents.map((doc) => doc.id), statement: sendable.statement }).safeParse(
      sendDocumentsFormInput(new FormData(event.currentTarget), data.order.email),
    );
    if (!parsed.success) {
      event.preventDefault();
      setLocalError(parsed.error.issues[0]!.message);
      return;
    }
    setLocalError(null);
    posted.current = true;
  }

  return (
    <details ref={detailsRef} className="rounded-lg border" open={Boolean(failure)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
        <Mails className="size-4" aria-hidden />
        Envoyer les documents
      </summary>
      <OrderForm resource="envoi-documents" preventScrollReset noValidate onSubmit={check} className="grid gap-3 border-t p-3">
        {sendable.emailProblem ? (
          <p role="note" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            {sendable.emailProblem}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            Les documents cochés partent en un seul e-mail à <span className="font-medium text-foreground [overflow-wrap:anywhere]">{data.order.email}</span>, chacun en pièce
            jointe.
          </p>
        )}
        <fieldset className="grid gap-1" aria-describedby={error ? ERROR_ID : undefined}>
          <legend className="mb-1 text-sm font-medium">Documents à envoyer</legend>
          {sendable.documents.map((doc) => (
            <label key={doc.id} className="flex min-h-11 items-start gap-2.5 rounded-md px-1 py-1.5 text-sm hover:bg-muted/50">
              <input type="checkbox" name="documents" value={doc.id} defaultChecked={ticked.has(doc.id)} className="mt-0.5 size-4 shrink-0 accent-primary" />
              <span className="grid min-w-0">
                <span className="font-medium tabular-nums [overflow-wrap:anywhere]">{doc.label}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{documentAmount(doc)}</span>
              </span>
            </label>
          ))}
          {sendable.statement ? (
            <label className="flex min-h-11 items-start gap-2.5 rounded-md px-1 py-1.5 text-sm hover:bg-muted/50">
              <input type="checkbox" name="statement" defaultChecked={failure?.values.statement} className="mt-0.5 size-4 shrink-0 accent-primary" />
              <span className="grid min-w-0">
                <span className="font-medium">Relevé de compte</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  Arrêté le jour de l'envoi · {statementClosing.label} {statementClosing.value}
                </span>
              </span>
            </label>
          ) : null}
          {error ? (
            <p id={ERROR_ID} className="text-sm font-medium text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" name="intent" value="send-documents" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Envoyer les documents
        </Button>
      </OrderForm>
    </details>
  );
}

/** "1 250,00 DT TTC"; a credit note's amount is the client's. */
function documentAmount(doc: OrderPageData["sendable"]["documents"][number]): string {
  const amount = signedDecimalToCents(doc.total_ttc) ?? 0n;
  if (doc.kind === "receipt") return `Paiement de ${formatPrice(amount)}`;
  return `${formatPrice(amount)} TTC`;
}
