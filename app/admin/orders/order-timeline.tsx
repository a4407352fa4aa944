import { Ban, Banknote, CircleAlert, FileCheck, FileMinus, FileText, History, Link2, Link2Off, Mail, Pencil, ShoppingCart, Trash2, Undo2, type LucideIcon } from "lucide-react";
import { EventTimeline, TimelineEventText } from "~/admin/components/event-timeline";
import type { OrderPageData } from "./order-page.server";

const ICONS: Record<string, LucideIcon> = {
  placed: ShoppingCart,
  edited: Pencil,
  status: History,
  "document-issued": FileText,
  "document-sent": Mail,
  "email-sent": Mail,
  "email-failed": CircleAlert,
  deleted: Trash2,
  restored: Undo2,
  payment: Banknote,
  "payment-cancelled": Ban,
  "deposit-received": Banknote,
  "deposit-returned": Undo2,
  "deposit-retained": CircleAlert,
  "credit-note-issued": FileMinus,
  "quote-accepted": FileCheck,
  "link-sent": Link2,
  "link-revoked": Link2Off,
};

/** Everything that happened to the order, newest first, with who did it and when. */
export function OrderTimeline({ events }: { events: OrderPageData["events"] }) {
  return (
    <section aria-labelledby="order-timeline-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-timeline-title" className="text-base font-semibold">
        Historique
      </h2>
      <EventTimeline
        events={events}
        label="Historique de la commande"
        className="grid gap-4"
        renderEvent={(event) => {
          const Icon = ICONS[event.kind] ?? History;
          const failed = event.kind === "email-failed";
          return (
            <li key={event.id} className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-2">
              <span className={`grid size-7 place-items-center rounded-full ${failed ? "bg-destructive/15 text-destructive" : "bg-primary/10 text-primary"}`} aria-hidden>
                <Icon className="size-3.5" />
              </span>
              <div className="grid min-w-0 gap-0.5 text-sm">
                <TimelineEventText event={event} failed={failed} />
              </div>
            </li>
          );
        }}
      />
    </section>
  );
}
