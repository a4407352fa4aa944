import { BellRing } from "lucide-react";
import { Link } from "react-router";
import { FOLLOW_UPS_LIST_PATH, followUpDueText, isOverdueFollowUp } from "~/requests/follow-ups";
import { stageLabel } from "~/requests/stages";
import type { FollowUpsSummary } from "~/requests/follow-ups";
import { TODAY_LINK_TEXT, TODAY_PATH } from "~/admin/today/today";
import { mineRestText, mineText, teamLinkText } from "./follow-ups";

/**
 * 'À relancer' at the top of the back office, under the red lines of what went wrong: a quiet gold
 * line with the signed-in administrator's own follow-ups due (overdue first, a few, each a link to
 * its request's file) and the messages list filtered to every follow-up due. Nothing when none is
 * due. Not a landmark nor a heading: it sits above each page's own title.
 */
export function FollowUpsLine({ summary }: { summary: FollowUpsSummary }) {
  if (summary.count.n === 0) return null;
  const link = "font-semibold text-primary underline-offset-4 hover:underline";
  const rest = mineRestText(summary);
  return (
    // On a phone the count and the link only, the requests on the page the link opens.
    <div data-testid="follow-ups-line" className="mb-4 grid gap-2 rounded-md border border-gold/60 bg-gold/10 px-4 py-3 text-sm max-sm:gap-1 max-sm:py-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <BellRing className="size-4 shrink-0 text-gold-text" aria-hidden />
        <span className="font-semibold">À relancer</span>
        <span className="text-muted-foreground">{mineText(summary)}</span>
      </p>
      {summary.mine.length > 0 ? (
        <ul className="grid gap-1 max-sm:hidden" aria-label="Vos relances">
          {summary.mine.map((line) => {
            const overdue = isOverdueFollowUp(line.followUpOn, summary.today);
            return (
              <li key={line.messageId} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <Link to={line.href} className={`${link} min-w-0 break-words`}>
                  {line.client}
                </Link>
                <span className="min-w-0 break-words">
                  {line.eventType} · {stageLabel(line.stage)}
                </span>
                <span className={overdue ? "font-medium text-gold-text" : "text-muted-foreground"}>
                  {`Relance ${followUpDueText(line.followUpOn, summary.today)}`}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {rest ? <p className="text-muted-foreground max-sm:hidden">{rest}</p> : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={FOLLOW_UPS_LIST_PATH} className={`${link} w-fit underline`}>
          {teamLinkText(summary.count)}
        </Link>
        <Link to={TODAY_PATH} className={`${link} w-fit underline`}>
          {TODAY_LINK_TEXT}
        </Link>
      </p>
    </div>
  );
}
