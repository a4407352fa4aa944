// « Vos relances du jour »: the owner's morning e-mail. The text part and the HTML part
// (app/emails/follow-up-digest-email.tsx) are written from the same sentences, so that they say
// the same things; every link is absolute (PUBLIC_URL).

import type { FollowUpDigestItem } from "~/emails/follow-up-digest-email";
import type { EmailAgency } from "~/emails/layout";
import { env } from "~/lib/env.server";
import type { MailMessage } from "~/lib/mail.server";
import { formatDate, type IsoDate } from "~/lib/calendar-dates";
import { DIGEST_HOUR, FOLLOW_UPS_LIST_PATH, followUpDueText, followUpsCountText, isOverdueFollowUp, requestsCountText, type FollowUpLine } from "./follow-ups";
import { stageLabel } from "./stages";

export type FollowUpDigestInput = {
  owner: { name: string; email: string };
  /** The follow-ups listed (the first ones, longest overdue first). */
  lines: FollowUpLine[];
  /** All of the owner's follow-ups due, listed or not. */
  total: number;
  today: IsoDate;
  agency: EmailAgency;
};

export const DIGEST_TITLE = "Vos relances du jour";

export async function followUpDigestMail(input: FollowUpDigestInput): Promise<MailMessage> {
  const { owner, lines, total, today, agency } = input;
  const publicUrl = env().PUBLIC_URL;
  const overdue = lines.filter((line) => isOverdueFollowUp(line.followUpOn, today)).length;
  const items: FollowUpDigestItem[] = lines.map((line) => ({
    client: line.client,
    link: `${publicUrl}${line.href}`,
    details: `${line.eventType} · ${stageLabel(line.stage)}`,
    due: `Relance ${followUpDueText(line.followUpOn, today)}`,
    overdue: isOverdueFollowUp(line.followUpOn, today),
  }));
  const greeting = `Bonjour ${owner.name},`;
  const intro =
    `Voici les demandes que vous suivez dont la relance tombe aujourd'hui, ${formatDate(today)}` +
    (overdue > 0 ? `, ou est déjà passée (${overdue} en retard).` : ".");
  const rest = total - lines.length;
  const more = rest > 0 ? `… et ${followUpsCountText(rest)} de plus, dans la liste des messages.` : null;
  const listLink = `${publicUrl}${FOLLOW_UPS_LIST_PATH}`;
  const listButton = "Voir toutes les relances de l'équipe";
  const closing = `Cet e-mail vous est envoyé chaque matin à ${DIGEST_HOUR} h lorsque des relances vous attendent.`;
  const subject = `${DIGEST_TITLE} : ${requestsCountText(total)}`;
  const text = [
    greeting,
    "",
    intro,
    "",
    ...items.flatMap((item) => [`- ${item.client} · ${item.details}`, `  ${item.due}`, `  ${item.link}`]),
    ...(more ? ["", more] : []),
    "",
    `${listButton} :`,
    listLink,
    "",
    closing,
  ].join("\n");
  const { renderFollowUpDigest } = await import("~/emails/follow-up-digest.server");
  const html = await renderFollowUpDigest({
    agency,
    preview: `${DIGEST_TITLE} : ${requestsCountText(total)} à relancer`,
    title: DIGEST_TITLE,
    greeting,
    intro,
    items,
    more,
    listLink,
    listButton,
    closing,
  });
  return { to: owner.email, subject, text, html };
}
