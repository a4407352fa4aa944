import { ArrowLeft, ArrowRight, List } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { EVENT_TYPES } from "~/contact/contact-options";
import { formatDayFr } from "~/lib/dates";
import { todayInTunis } from "~/lib/calendar-dates";
import { cn } from "~/lib/utils";
import { ContactNav } from "~/admin/contact/contact-nav";
import type { BoardData } from "./board.server";
import { StageBadge } from "./request-page";

type Card = BoardData["columns"][number]["cards"][number];

/**
 * The requests' board (issue 24): a column per stage. A card moves to the column before or after
 * with its arrows (plain forms, without JavaScript too) or, once focused, with the keyboard's ← and
 * →; won and lost are decided in the request's file, with their value or reason.
 */
export function BoardPage({ data, result }: { data: BoardData; result: DeskActionResult | undefined }) {
  useDeskToast(result);
  const moved = useRef<string | null>(null);
  const navigation = useNavigation();
  // The card keeps the focus across its move to another column.
  useEffect(() => {
    if (navigation.state !== "idle" || !moved.current) return;
    document.querySelector<HTMLElement>(`[data-card="${moved.current}"]`)?.focus();
    moved.current = null;
  }, [navigation.state, data]);
  return (
    <div className="grid gap-6">
      <ContactNav />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Tableau des demandes</h1>
          <p className="text-sm text-muted-foreground">
            Une colonne par étape, les {data.columnSize} plus récentes de chacune. Flèches ou touches ← → pour déplacer une demande.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/contact">
            <List aria-hidden />
            Liste des messages
          </Link>
        </Button>
      </header>
      <Form method="get" className="grid grid-cols-1 items-end gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_1fr_auto]">
        <div className="grid gap-2">
          <Label htmlFor="board-owner">Responsable</Label>
          <NativeSelect id="board-owner" name="responsable" defaultValue={data.filter.owner} key={`o-${data.filter.owner}`}>
            <option value="all">Tous les responsables</option>
            <option value="moi">Moi</option>
            <option value="aucun">Sans responsable</option>
            {data.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="board-type">Type d'événement</Label>
          <NativeSelect id="board-type" name="type" defaultValue={data.filter.type} key={`t-${data.filter.type}`}>
            <option value="all">Tous les types</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Filtrer
        </Button>
      </Form>
      {result ? (
        <noscript>
          <DeskResultLine result={result} />
        </noscript>
      ) : null}
      <div className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {data.columns.map((column) => (
          <section key={column.stage} aria-labelledby={`column-${column.stage}`} className="grid w-[17rem] shrink-0 snap-start content-start gap-3 rounded-xl border bg-muted/40 p-3 lg:w-auto">
            <h2 id={`column-${column.stage}`} className="flex items-center justify-between gap-2 text-sm font-semibold">
              <StageBadge stage={column.stage} label={column.label} />
              <span className="text-muted-foreground tabular-nums">{column.count}</span>
            </h2>
            {column.cards.length === 0 ? <p className="text-xs text-muted-foreground">Aucune demande.</p> : null}
            <ul className="grid gap-2" aria-label={`Demandes « ${column.label} »`}>
              {column.cards.map((card) => (
                <li key={card.id}>
                  <BoardCard card={card} onMove={(id) => (moved.current = id)} />
                </li>
              ))}
            </ul>
            {column.count > column.cards.length ? (
              <Link to={`/admin/contact?etape=${column.stage}`} className="text-xs text-primary underline-offset-4 hover:underline">
                Voir les {column.count} demandes
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

function BoardCard({ card, onMove }: { card: Card; onMove: (id: string) => void }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === card.id;
  const due = card.follow_up_on !== null && card.follow_up_on <= todayInTunis() && card.stage !== "won" && card.stage !== "lost";
  const move = (direction: "previous" | "next") => {
    const target = card.moves[direction];
    if (!target) return null;
    const Icon = direction === "previous" ? ArrowLeft : ArrowRight;
    return (
      <Form method="post" preventScrollReset onSubmit={() => onMove(card.id)}>
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="version" value={card.version} />
        <input type="hidden" name="stage" value={target.stage} />
        <Button type="submit" name="intent" value="move" variant="outline" size="icon" className="size-10" data-move={direction} aria-label={`Passer à « ${target.label} »`} title={`Passer à « ${target.label} »`} disabled={busy}>
          <Icon aria-hidden />
        </Button>
      </Form>
    );
  };
  return (
    <article
      tabIndex={0}
      data-card={card.id}
      aria-label={`Demande de ${card.name}`}
      aria-keyshortcuts="ArrowLeft ArrowRight"
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        const button = event.currentTarget.querySelector<HTMLButtonElement>(`button[data-move="${event.key === "ArrowLeft" ? "previous" : "next"}"]`);
        if (!button) return;
        event.preventDefault();
        button.click();
      }}
      className={cn("grid gap-2 rounded-lg border bg-card p-3 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary", busy && "opacity-60")}
    >
      <Link to={`/admin/contact/demandes/${card.id}`} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
        {card.name}
      </Link>
      <p className="text-xs text-muted-foreground">
        {card.event_type}
        {card.event_date ? ` · ${formatDayFr(card.event_date)}` : ""}
      </p>
      <p className="flex flex-wrap gap-x-2 text-xs">
        <span>{card.ownerName ?? "Sans responsable"}</span>
        {card.amount ? <span className="font-medium tabular-nums">{card.amount}</span> : null}
        {card.unread ? <span className="font-semibold text-info">{card.unread} non lue{card.unread > 1 ? "s" : ""}</span> : null}
      </p>
      {due ? <p className="text-xs font-semibold text-destructive">À relancer depuis le {formatDayFr(card.follow_up_on!)}</p> : null}
      {card.moves.previous || card.moves.next ? (
        <div className="flex justify-between gap-2">
          <span>{move("previous")}</span>
          <span>{move("next")}</span>
        </div>
      ) : null}
    </article>
  );
}
