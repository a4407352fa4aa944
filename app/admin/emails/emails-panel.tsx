import { AlertTriangle, CheckCircle2, Clock, MailX, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { formatDateTimeFr } from "~/lib/dates";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskCardFetcher, useDeskUndo } from "~/admin/use-desk-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { UndeliveredMailView } from "./emails.server";
import { MAIL_STATUS_LABELS, mailKindLabel } from "./mail-kinds";

/** The e-mails page's shared fetcher (use-desk-toast.ts). */
const EMAILS_DESK = "emails-desk";

/** /admin/emails: the e-mails not delivered yet, failed ones first, each failed one with 'Renvoyer'. */
export function EmailsPanel({ mails }: { mails: UndeliveredMailView[] }) {
  const failed = mails.filter((m) => m.status === "failed").length;
  // Without JavaScript the form posts as a page: its answer is shown as a status line.
  const { documentResult } = useDeskUndo(EMAILS_DESK);
  return (
    <section aria-labelledby="emails-title" className="grid gap-6">
      <header>
        <h1 id="emails-title" className="text-2xl font-bold">
          E-mails en attente et en échec
        </h1>
        <p className="text-sm text-muted-foreground">
          Les e-mails partent en arrière-plan et sont réessayés plusieurs fois en cas d'échec.
          {failed > 0 ? ` ${failed} e-mail${failed > 1 ? "s ont" : " a"} échoué après tous les essais : renvoyez-les une fois le problème réglé.` : null}
        </p>
      </header>
      {documentResult ? <DeskResultLine result={documentResult} /> : null}
      {mails.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
          <CheckCircle2 className="size-8 text-success" aria-hidden />
          <p className="font-medium">Tous les e-mails sont partis.</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="E-mails non envoyés">
          {mails.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MailCard({ mail }: { mail: UndeliveredMailView }) {
  const fetcher = useDeskCardFetcher(EMAILS_DESK, mail.id);
  const resending = fetcher.busy;
  const isFailed = mail.status === "failed";
  return (
    <article
      aria-label={`E-mail « ${mail.subject} »`}
      className={cn("grid gap-3 rounded-xl border bg-card p-5 shadow-sm", isFailed && "border-destructive/40")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-sans text-base font-semibold break-words">{mail.subject}</h2>
          <p className="text-sm text-muted-foreground">
            {mailKindLabel(mail.kind)} · à <span className="[overflow-wrap:anywhere]">{mail.to}</span>
          </p>
        </div>
        <Badge variant={isFailed ? "plain" : "secondary"} className={isFailed ? "border-transparent bg-destructive text-white" : ""}>
          {isFailed ? <MailX className="size-3.5" aria-hidden /> : <Clock className="size-3.5" aria-hidden />}
          {MAIL_STATUS_LABELS[mail.status] ?? mail.status}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Créé le</dt>
          <dd>{formatDateTimeFr(mail.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Essais</dt>
          <dd>{mail.attempts}</dd>
        </div>
        {mail.status === "pending" ? (
          <div>
            <dt className="text-muted-foreground">Prochain essai</dt>
            <dd>{formatDateTimeFr(mail.nextAttemptAt)}</dd>
          </div>
        ) : null}
      </dl>
      {mail.lastError ? (
        <p className="flex gap-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm break-words">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>Dernière erreur : {mail.lastError}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {isFailed ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="requeue" />
            <input type="hidden" name="id" value={mail.id} />
            <Button type="submit" size="sm" disabled={resending} aria-label={`Renvoyer l'e-mail « ${mail.subject} » à ${mail.to}`}>
              <RotateCw className={cn(resending && "animate-spin")} aria-hidden />
              Renvoyer
            </Button>
          </fetcher.Form>
        ) : null}
        {mail.orderPath ? (
          <Link to={mail.orderPath} className="text-sm text-primary underline underline-offset-4">
            Voir la commande
          </Link>
        ) : null}
      </div>
    </article>
  );
}
