import { CheckCheck, Download, FolderOpen, Inbox, LoaderCircle, Reply } from "lucide-react";
import { EVENT_TYPES } from "~/contact/contact-options";
import { todayInTunis } from "~/lib/calendar-dates";
import { isOpenStage, STAGE_LABELS, stageLabel } from "~/requests/stages";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { formatDateTimeFr, formatDayFr } from "~/lib/dates";
import { DeskFilters } from "~/admin/desk-filters";
import { ListPager } from "~/components/list-pager";
import type { PageWindow } from "~/lib/pagination";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskCardFetcher, useDeskUndo } from "~/admin/use-desk-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { MESSAGE_STATUS_LABELS, messageStatusLabel } from "~/contact/message-status";
import { ContactNav } from "./contact-nav";
import { filtersRequests, type MessageFilter } from "~/contact/message-filter";
import { FOLLOW_UP_FILTER_LABELS, messageFilterSearch } from "./url-filters";

/** A message as the loader sends it. */
export type MessageView = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  event_type: string;
  services: string[];
  event_date: string | null;
  guest_count: number | null;
  message: string;
  status: string;
  created_at: Date | string;
  /** Its request (issue 24): stage, owner, next follow-up, client answers not yet read. */
  request?: { stage: string; ownerName: string | null; follow_up_on: string | null; unread: number } | null;
};

/** The contact desk's shared fetcher (use-desk-toast.ts). */
const MESSAGES_DESK = "contact-desk";

export function MessagesPanel({
  messages,
  window,
  filter,
  counts,
  owners = [],
}: {
  messages: MessageView[];
  window: PageWindow;
  filter: MessageFilter;
  counts: { total: number; new: number };
  /** The administrators a request may be assigned to (the 'Responsable' filter). */
  owners?: { id: string; name: string }[];
}) {
  const { documentResult } = useDeskUndo(MESSAGES_DESK);
  const filtered = filter.status !== "all" || filter.q !== "" || filtersRequests(filter);
  // Above and below the list; two navigation landmarks, so two names.
  const pager = (label: string) => (
    <ListPager window={window} hrefFor={(page) => `/admin/contact${messageFilterSearch({ ...filter, page })}`} label={label} noun={["message", "messages"]} />
  );

  return (
    <section aria-labelledby="messages-title" className="grid gap-6">
      <ContactNav />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="messages-title" className="text-2xl font-bold">
            Messages de contact
          </h1>
          <p className="text-sm text-muted-foreground">
            {`${counts.total.toLocaleString("fr-FR")} message${counts.total > 1 ? "s" : ""}, `}
            {`dont ${counts.new.toLocaleString("fr-FR")} nouveau${counts.new > 1 ? "x" : ""}. Les plus récents en premier.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/admin/contact.csv${messageFilterSearch({ ...filter, page: undefined })}`} download>
              <Download aria-hidden />
              Exporter en CSV
            </a>
          </Button>
        </div>
      </header>

      <DeskFilters
        path="/admin/contact"
        idPrefix="message"
        filter={filter}
        allLabel="Tous les messages"
        statusLabels={MESSAGE_STATUS_LABELS}
        searchPlaceholder="Nom, e-mail, téléphone, type d'événement, texte…"
        extras={[
          { name: "etape", label: "Étape", value: filter.stage, allLabel: "Toutes les étapes", labels: STAGE_LABELS },
          {
            name: "responsable",
            label: "Responsable",
            value: filter.owner,
            allLabel: "Tous les responsables",
            labels: { moi: "Moi", aucun: "Sans responsable", ...Object.fromEntries(owners.map((owner) => [owner.id, owner.name])) },
          },
          { name: "type", label: "Type d'événement", value: filter.type, allLabel: "Tous les types", labels: Object.fromEntries(EVENT_TYPES.map((type) => [type, type])) },
          { name: "relance", label: "Relance", value: filter.followUp, allLabel: "Toutes", labels: FOLLOW_UP_FILTER_LABELS },
        ]}
      />
      {documentResult ? <DeskResultLine result={documentResult} /> : null}

      {messages.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{filtered ? "Aucun message ne correspond à ces critères." : "Aucun message pour le moment"}</p>
          {filtered ? (
            <Link to="/admin/contact" className="text-sm text-primary underline underline-offset-4">
              Voir tous les messages
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4">
          {pager("Pages des messages")}
          <ul className="grid gap-4" aria-label="Messages">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          {pager("Pages des messages, bas de la liste")}
        </div>
      )}
    </section>
  );
}

function MessageStatusBadge({ status }: { status: string }) {
  if (status === "new") {
    return (
      <Badge variant="plain" className="border-transparent bg-info text-white ring-2 ring-info/30">
        <span className="size-1.5 rounded-full bg-white" aria-hidden />
        {messageStatusLabel(status)}
      </Badge>
    );
  }
  return (
    <Badge variant={status === "handled" ? "secondary" : "plain"} className={status === "handled" ? "" : "text-muted-foreground"}>
      {messageStatusLabel(status)}
    </Badge>
  );
}

function replyLink(message: MessageView): string {
  const subject = `Re : votre demande ${message.event_type ? `(${message.event_type}) ` : ""}— Imagine`;
  const body = `Bonjour ${message.first_name},\n\nMerci pour votre message.\n\n`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function MessageCard({ message }: { message: MessageView }) {
  const fetcher = useDeskCardFetcher(MESSAGES_DESK, message.id);
  const { busyIntent } = fetcher;
  const isNew = message.status === "new";
  const fullName = `${message.first_name} ${message.last_name}`.trim();

  return (
    <article
      aria-label={`Message de ${fullName}`}
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-5 shadow-sm transition-opacity",
        isNew && "border-info/50 shadow-md ring-1 ring-info/20",
        busyIntent === "delete" && "opacity-50",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="font-sans text-lg font-semibold">{fullName}</h2>
          <p className="text-sm text-muted-foreground">
            Reçu le <time dateTime={new Date(message.created_at).toISOString()}>{formatDateTimeFr(message.created_at)}</time>
          </p>
        </div>
        <MessageStatusBadge status={message.status} />
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
        <Detail label="E-mail" icon={<Icon name="mail" />} className="col-span-2 sm:col-span-1">
          <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            {message.email}
          </a>
        </Detail>
        <Detail label="Téléphone" icon={<Icon name="phone" />}>
          {message.phone ? (
            <a href={`tel:${message.phone.replace(/\s+/g, "")}`} className="text-primary underline-offset-4 hover:underline">
              {message.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Non renseigné</span>
          )}
        </Detail>
        <Detail label="Type d'événement">{message.event_type}</Detail>
        <Detail label="Date de l'événement" icon={<Icon name="calendar" />}>
          {message.event_date ? formatDayFr(message.event_date) : <span className="text-muted-foreground">Non précisée</span>}
        </Detail>
        <Detail label="Nombre d'invités" icon={<Icon name="users" />}>
          {message.guest_count !== null ? (
            `${message.guest_count.toLocaleString("fr-FR")} invité${message.guest_count > 1 ? "s" : ""}`
          ) : (
            <span className="text-muted-foreground">Non précisé</span>
          )}
        </Detail>
        <Detail label="Services souhaités" className="col-span-2 lg:col-span-3">
          {message.services.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Services souhaités">
              {message.services.map((service) => (
                <li key={service}>
                  <Badge variant="secondary">{service}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">Aucun service sélectionné</span>
          )}
        </Detail>
      </dl>

      <div className="rounded-lg bg-muted/60 p-4">
        <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Message</p>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{message.message}</p>
      </div>

      {message.request ? <RequestLine request={message.request} /> : null}

      <footer className="flex flex-wrap gap-2">
        <Button asChild variant="default" size="sm">
          <Link to={`/admin/contact/demandes/${message.id}`}>
            <FolderOpen aria-hidden />
            Ouvrir le dossier
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={replyLink(message)}>
            <Reply aria-hidden />
            Répondre par e-mail
          </a>
        </Button>
        {isNew ? (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" name="intent" value="mark-handled" variant="outline" size="sm" disabled={busyIntent !== null}>
              {busyIntent === "mark-handled" ? <LoaderCircle className="animate-spin" aria-hidden /> : <CheckCheck aria-hidden />}
              Marquer comme traité
            </Button>
          </fetcher.Form>
        ) : null}
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={busyIntent !== null}
          >
            {busyIntent === "delete" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Icon name="trash" />}
            Supprimer
          </Button>
        </fetcher.Form>
      </footer>
    </article>
  );
}

/** The request's stage, owner, follow-up and unread answers, under the message (issue 24). */
function RequestLine({ request }: { request: NonNullable<MessageView["request"]> }) {
  const due = request.follow_up_on !== null && request.follow_up_on <= todayInTunis() && isOpenStage(request.stage);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm" aria-label="Suivi de la demande">
      <Badge variant="secondary">{stageLabel(request.stage)}</Badge>
      <span className="text-muted-foreground">{request.ownerName ? `Suivie par ${request.ownerName}` : "Sans responsable"}</span>
      {request.follow_up_on && isOpenStage(request.stage) ? (
        <span className={cn(due ? "font-semibold text-destructive" : "text-muted-foreground")}>
          {due ? "À relancer" : "Relance"} le {formatDayFr(request.follow_up_on)}
        </span>
      ) : null}
      {request.unread > 0 ? (
        <Badge variant="plain" className="border-transparent bg-info text-white">
          {request.unread} réponse{request.unread > 1 ? "s" : ""} non lue{request.unread > 1 ? "s" : ""}
        </Badge>
      ) : null}
    </p>
  );
}

function Detail({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-0.5", className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
