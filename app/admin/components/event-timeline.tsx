import type * as React from "react";
import { formatDateTimeFr } from "~/lib/dates";
import { cn } from "~/lib/utils";

// The 'Historique' of a file in the back office (an order's order_events, an event request's
// request_events): the same rows, told the same way — what happened, its details, when and by whom.
// Each page draws its own list items around TimelineEventText: the order marks each event with
// its kind's icon, the request with a rule down the side panel.

/** One recorded event, as order_events and request_events both store it. */
export type TimelineEvent = { id: string; summary: string; details: string[]; actor: string; created_at: Date };

/** The events, newest first as the page gives them, or a line saying there are none yet. */
export function EventTimeline<Event extends TimelineEvent>({
  events,
  label,
  className,
  renderEvent,
}: {
  events: Event[];
  /** The list's accessible name: "Historique de la commande", "Historique de la demande". */
  label: string;
  className: string;
  /** One <li> with its key. */
  renderEvent: (event: Event) => React.ReactNode;
}) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Aucun événement enregistré.</p>;
  return (
    <ol className={className} aria-label={label}>
      {events.map(renderEvent)}
    </ol>
  );
}

/** What happened, its details as a list, then when and who. `failed` reads the summary in red (an e-mail not sent). */
export function TimelineEventText({ event, failed = false }: { event: TimelineEvent; failed?: boolean }) {
  return (
    <>
      <p className={cn("font-medium break-words", failed && "text-destructive")}>{event.summary}</p>
      {event.details.length > 0 ? (
        <ul className="grid list-disc gap-0.5 pl-4 text-xs text-muted-foreground">
          {event.details.map((detail, index) => (
            // Anywhere: a PDF's fingerprint or a browser's name is one long word, which would
            // otherwise widen the whole page.
            <li key={index} className="[overflow-wrap:anywhere]">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <time dateTime={new Date(event.created_at).toISOString()}>{formatDateTimeFr(event.created_at)}</time> · {event.actor}
      </p>
    </>
  );
}
