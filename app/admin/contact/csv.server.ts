import { toCsv } from "~/admin/csv";
import { formatDateTimeShortFr, formatDayShortFr } from "~/lib/dates";
import type { ContactMessage } from "./queries.server";
import { messageStatusLabel } from "~/contact/message-status";

const HEADER = [
  "Reçu le",
  "Statut",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Type d'événement",
  "Services souhaités",
  "Date de l'événement",
  "Nombre d'invités",
  "Message",
] as const;

export function messagesCsv(messages: ContactMessage[]): string {
  return toCsv(
    HEADER,
    messages.map((m) => [
      formatDateTimeShortFr(m.created_at),
      messageStatusLabel(m.status),
      m.first_name,
      m.last_name,
      m.email,
      m.phone,
      m.event_type,
      m.services.join(", "),
      formatDayShortFr(m.event_date),
      m.guest_count,
      m.message,
    ]),
  );
}
