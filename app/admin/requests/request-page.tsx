import { ArrowLeft, CalendarDays, CircleCheck, CircleX, FileText, History, LoaderCircle, MessageSquare, NotebookPen, Pencil, Save, Send, Trophy, type LucideIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ClientLinkPanel } from "~/admin/components/client-link-panel";
import { EventTimeline, TimelineEventText } from "~/admin/components/event-timeline";
import { ContactNav } from "~/admin/contact/contact-nav";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeFr, formatDayFr } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { REQUEST_LIMITS } from "~/requests/request-schema";
import { LOST_REASON_LABELS } from "~/requests/stages";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import type { RequestFormFailure, RequestPageData } from "./request-page.server";

/** "25000.00" → "25000,00": a stored amount as the form shows it. */
function amountForForm(decimal: string | null): string {
  return decimal === null ? "" : centsToDecimal(decimalToCents(decimal) ?? 0n).replace(".", ",");
}

type Result = DeskActionResult | RequestFormFailure | undefined;

const STAGE_TONES: Record<string, string> = {
  new: "bg-info text-white border-transparent",
  qualified: "bg-gold/25 border-gold/50",
  proposal_sent: "bg-primary/10 text-primary border-primary/30",
  won: "bg-success/15 border-success/40",
  lost: "bg-destructive/10 text-destructive border-destructive/30",
};

export function StageBadge({ stage, label }: { stage: string; label: string }) {
  return (
    <Badge variant="plain" className={cn("whitespace-nowrap", STAGE_TONES[stage])}>
      {label}
    </Badge>
  );
}

/**
 * A request's file (issue 24): the client's message, the conversation and the event quotes (given
 * by the route), then what the agency decides and knows — stage, owner, follow-up, budget, event —,
 * its internal notes and its timeline. Plain forms: they work without JavaScript.
 */
export function RequestPage({ data, result, conversation, quotes }: { data: RequestPageData; result: Result; conversation?: React.ReactNode; quotes?: React.ReactNode }) {
  const deskResult = result && "toast" in result ? (result as DeskActionResult) : undefined;
  useDeskToast(deskResult);
  const failure = deskResult && !deskResult.ok && "intent" in deskResult ? (deskResult as RequestFormFailure) : undefined;
  const { message, request } = data;
  const name = `${message.first_name} ${message.last_name}`.trim();
  return (
    <div className="grid gap-6">
      <ContactNav />
      <header className="grid gap-3">
        <Link to="/admin/contact" className="flex min-h-11 w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          Tous les messages
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Demande de {name}</h1>
          <StageBadge stage={request.stage} label={request.stageLabel} />
          {request.unread > 0 ? (
            <Badge variant="plain" className="border-transparent bg-info text-white">
              {request.unread} réponse{request.unread > 1 ? "s" : ""} non lue{request.unread > 1 ? "s" : ""}
            </Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{message.event_type}</span>
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />
            Reçue le <time dateTime={new Date(message.created_at).toISOString()}>{formatDateTimeFr(message.created_at)}</time>
          </span>
          <span>{request.ownerName ? `Suivie par ${request.ownerName}` : "Sans responsable"}</span>
          {request.follow_up_on ? (
            <span className={cn(request.followUpDue && "font-semibold text-destructive")}>
              {request.followUpDue ? "À relancer" : "Relance"} le {formatDayFr(request.follow_up_on)}
            </span>
          ) : null}
        </p>
      </header>

      {deskResult ? (
        <noscript>
          <DeskResultLine result={deskResult} />
        </noscript>
      ) : null}

      {data.winProposal ? <WinProposal data={data} failure={failure?.intent === "stage" && failure.values.stage === "won" ? failure : undefined} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {/* The conversation starts with the message itself: the card then keeps the client's details only. */}
          <ClientMessage data={data} withText={!conversation} />
          {conversation}
          {quotes}
        </div>
        <aside className="grid min-w-0 gap-6" aria-label="Suivi de la demande">
          <StagePanel data={data} failure={failure?.intent === "stage" ? failure : undefined} />
          <DetailsPanel data={data} failure={failure?.intent === "details" ? failure : undefined} />
          <NotesPanel data={data} failure={failure?.intent === "note" ? failure : undefined} />
          <ClientLinkPanel action={`/admin/contact/demandes/${data.message.id}/lien`} email={data.message.email} what="demande" />
          <RequestTimeline events={data.events} />
        </aside>
      </div>
    </div>
  );
}

function Panel({ id, title, icon: Icon, children }: { id: string; title: string; icon: LucideIcon; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}

function ClientMessage({ data, withText }: { data: RequestPageData; withText: boolean }) {
  const { message } = data;
  return (
    <Panel id="request-message-title" title={withText ? "Message du client" : "Le client"} icon={MessageSquare}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Item label="E-mail">
          <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            {message.email}
          </a>
        </Item>
        <Item label="Téléphone">{message.phone ?? <span className="text-muted-foreground">Non renseigné</span>}</Item>
        <Item label="Type d'événement">{message.event_type}</Item>
        <Item label="Services souhaités" wide>
          {message.services.length ? message.services.join(", ") : <span className="text-muted-foreground">Aucun service sélectionné</span>}
        </Item>
      </dl>
      {withText ? <p className="rounded-lg bg-muted/60 p-4 text-sm leading-relaxed break-words whitespace-pre-line">{message.message}</p> : null}
    </Panel>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={cn("grid gap-0.5", wide && "col-span-2 sm:col-span-3")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * The client accepted the latest quote online and the request is still open: 'Gagnée' is proposed
 * at the quote's total HT, in one click (issue 38). The same stage change as the panel's form.
 */
function WinProposal({ data, failure }: { data: RequestPageData; failure?: RequestFormFailure }) {
  const busy = useBusy("stage");
  const proposal = data.winProposal!;
  return (
    <section aria-labelledby="win-proposal-title" className="grid gap-3 rounded-xl border border-success/50 bg-success/10 p-4 sm:flex sm:items-center sm:justify-between sm:p-5">
      <div className="grid gap-1">
        <h2 id="win-proposal-title" className="flex items-center gap-2 text-base font-semibold">
          <Trophy className="size-4 shrink-0" aria-hidden />
          Devis accepté : passer la demande à « Gagnée » ?
        </h2>
        <p className="text-sm">
          Le devis {proposal.quote} a été accepté en ligne par {proposal.acceptedBy}, le {formatDateTimeFr(proposal.acceptedAt)}. La demande est encore « {data.request.stageLabel} ».
        </p>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure.error}
          </p>
        ) : null}
      </div>
      <Form method="post" preventScrollReset className="shrink-0">
        <input type="hidden" name="version" value={data.request.version} />
        <input type="hidden" name="stage" value="won" />
        <input type="hidden" name="won_value" value={proposal.wonValue} />
        <Button type="submit" name="intent" value="stage" className="w-full sm:w-auto" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trophy aria-hidden />}
          Passer à « Gagnée » ({proposal.wonText} HT)
        </Button>
      </Form>
    </section>
  );
}

function StagePanel({ data, failure }: { data: RequestPageData; failure?: RequestFormFailure }) {
  const busy = useBusy("stage");
  const { request } = data;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values;
  const field = (name: string) => ({ id: `stage-${name}`, name, ...errorAria(`stage-${name}`, errors[name]) });
  return (
    <Panel id="request-stage-title" title="Étape" icon={History}>
      {request.stage === "won" ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 text-success" aria-hidden />
          Gagnée pour <span className="font-semibold tabular-nums">{request.wonText} HT</span>
          {request.decided_at ? <span className="text-muted-foreground">, le {formatDateTimeFr(request.decided_at)}</span> : null}
        </p>
      ) : null}
      {request.stage === "lost" ? (
        <p className="flex items-start gap-2 text-sm">
          <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>
            Perdue : {request.lostReasonLabel}
            {request.lost_note ? ` — ${request.lost_note}` : ""}
          </span>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
          {failure.error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="grid gap-3" key={`stage-${request.version}`}>
        <input type="hidden" name="version" value={request.version} />
        <Field id="stage-stage" label="Passer à" error={errors.stage}>
          {/* Never a stage before the current one by default (issue 38); a decided request's reopening is a choice. */}
          <NativeSelect {...field("stage")} defaultValue={values?.stage ?? data.defaultStage ?? ""}>
            {data.defaultStage ? null : <option value="">Choisir…</option>}
            {data.nextStages.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stage.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {request.stage !== "won" && request.stage !== "lost" ? (
          <>
            <Field id="stage-won_value" label="Valeur du projet gagné (DT HT)" hint="Pour « Gagnée » : le montant du projet signé." error={errors.won_value}>
              <Input {...field("won_value")} inputMode="decimal" autoComplete="off" defaultValue={values?.won_value ?? data.winProposal?.wonValue ?? amountForForm(request.budget)} />
            </Field>
            <Field id="stage-lost_reason" label="Raison de la perte" hint="Pour « Perdue »." error={errors.lost_reason}>
              <NativeSelect {...field("lost_reason")} defaultValue={values?.lost_reason ?? ""}>
                <option value="">—</option>
                {Object.entries(LOST_REASON_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="stage-lost_note" label="Précision" error={errors.lost_note}>
              <Input {...field("lost_note")} maxLength={REQUEST_LIMITS.lostNoteMax} defaultValue={values?.lost_note} />
            </Field>
          </>
        ) : null}
        <Button type="submit" name="intent" value="stage" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          Changer l'étape
        </Button>
      </Form>
    </Panel>
  );
}

function DetailsPanel({ data, failure }: { data: RequestPageData; failure?: RequestFormFailure }) {
  const busy = useBusy("details");
  const { request } = data;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values;
  const field = (name: string) => ({ id: `details-${name}`, name, ...errorAria(`details-${name}`, errors[name]) });
  return (
    <Panel id="request-details-title" title="Suivi" icon={Pencil}>
      {failure ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
          {failure.error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="grid gap-3" key={`details-${request.version}`}>
        <input type="hidden" name="version" value={request.version} />
        <Field id="details-owner" label="Responsable" error={errors.owner}>
          <NativeSelect {...field("owner")} defaultValue={values?.owner ?? request.owner_id ?? ""}>
            <option value="">Sans responsable</option>
            {data.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name} ({owner.email})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="details-follow_up_on" label="Prochaine relance" error={errors.follow_up_on}>
          <Input {...field("follow_up_on")} type="date" min={data.today} defaultValue={values?.follow_up_on ?? request.follow_up_on ?? ""} />
        </Field>
        <Field id="details-budget" label="Budget estimé (DT)" error={errors.budget}>
          <Input {...field("budget")} inputMode="decimal" autoComplete="off" defaultValue={values?.budget ?? amountForForm(request.budget)} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="details-event_date" label="Date de l'événement" error={errors.event_date}>
            <Input {...field("event_date")} type="date" defaultValue={values?.event_date ?? request.event_date ?? ""} />
          </Field>
          <Field id="details-guests" label="Invités" error={errors.guests}>
            <Input {...field("guests")} inputMode="numeric" autoComplete="off" defaultValue={values?.guests ?? (request.guests === null ? "" : String(request.guests))} />
          </Field>
        </div>
        <Button type="submit" name="intent" value="details" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          Enregistrer le suivi
        </Button>
      </Form>
    </Panel>
  );
}

function NotesPanel({ data, failure }: { data: RequestPageData; failure?: RequestFormFailure }) {
  const busy = useBusy("note");
  const error = failure?.fieldErrors.body ?? failure?.error;
  return (
    <Panel id="request-notes-title" title="Notes internes" icon={NotebookPen}>
      <Form method="post" preventScrollReset className="grid gap-2" key={`note-${data.notes.length}`}>
        <Field id="note-body" label="Nouvelle note" hint="Visible de l'équipe seulement." error={error}>
          <Textarea id="note-body" name="body" rows={3} maxLength={REQUEST_LIMITS.noteMax} defaultValue={failure?.values.body} {...errorAria("note-body", error)} />
        </Field>
        <Button type="submit" name="intent" value="note" size="sm" variant="secondary" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <NotebookPen aria-hidden />}
          Ajouter la note
        </Button>
      </Form>
      {data.notes.length ? (
        <ul className="grid gap-2" aria-label="Notes internes">
          {data.notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-lg border bg-muted/30 p-3 text-sm">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="text-xs text-muted-foreground">
                {note.author}, le {formatDateTimeFr(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function RequestTimeline({ events }: { events: RequestPageData["events"] }) {
  return (
    <Panel id="request-timeline-title" title="Historique" icon={FileText}>
      <EventTimeline
        events={events}
        label="Historique de la demande"
        className="grid gap-3"
        renderEvent={(event) => (
          <li key={event.id} className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm">
            <TimelineEventText event={event} />
          </li>
        )}
      />
    </Panel>
  );
}
