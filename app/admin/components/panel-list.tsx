import { ArrowDown, ArrowUp, GripVertical, Loader2, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { toast } from "~/lib/notify";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { moveId, type ContentActionData } from "~/admin/content/intent";
import type { PanelConfig } from "~/admin/content/panels";
import { routeLabel } from "~/admin/route-label";

export type ListRow = Record<string, unknown> & { id: string };

const UNDO_SECONDS = 8;

/**
 * The items of a panel in display order, with edit, delete (at once, with an undo toast) and,
 * for ordered lists, drag-and-drop and move up/down buttons. Without JavaScript the buttons post
 * plain forms (their `form` attribute), so every action still works.
 */
export function PanelList({
  panel,
  rows,
  editingId,
  renderMeta,
}: {
  panel: PanelConfig;
  rows: ListRow[];
  editingId?: string;
  renderMeta?: (row: ListRow) => React.ReactNode;
}) {
  const deleteFetcher = useFetcher<ContentActionData>();
  const restoreFetcher = useFetcher<ContentActionData>();
  const reorderFetcher = useFetcher<ContentActionData>();
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  useFetcherToast(deleteFetcher, (data) => {
    if (!data.deleted) return;
    const { snapshot } = data.deleted;
    toast.success(data.toast, {
      duration: UNDO_SECONDS * 1000,
      action: {
        label: "Annuler",
        onClick: () => restoreFetcher.submit({ intent: "restore", snapshot, respond: "json" }, { method: "post" }),
      },
    });
  });
  useFetcherToast(restoreFetcher, (data) => toast.success(data.toast));
  useFetcherToast(reorderFetcher, (data) => toast.success(data.toast, { id: "reorder" }));

  // Optimistic: while a new order is being saved, show it.
  const pendingOrder = reorderFetcher.formData?.getAll("ids").map(String);
  const deletingId = deleteFetcher.formData?.get("id");
  const shown = (pendingOrder ? sortBy(rows, pendingOrder) : rows).filter((row) => row.id !== deletingId);
  const ids = shown.map((row) => row.id);
  const rowById = new Map(shown.map((row) => [row.id, row]));
  const groupOf = (row: ListRow | undefined) => (panel.groupBy && row ? String(row[panel.groupBy] ?? "") : "");
  const groups = groupRows(shown, groupOf);
  const emptyGroupLabel = panel.fields.find((f) => f.name === panel.groupBy)?.emptyLabel ?? "Sans page";

  const saveOrder = (next: string[]) => {
    const formData = new FormData();
    formData.set("intent", "reorder");
    formData.set("respond", "json");
    for (const id of next) formData.append("ids", id);
    void reorderFetcher.submit(formData, { method: "post" });
  };
  const listId = `${panel.id}-list`;
  const reorderFormId = `${panel.id}-reorder-form`;
  const deleteFormId = `${panel.id}-delete-form`;

  return (
    <section aria-labelledby={`${listId}-title`} className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${listId}-title`} className="text-xl font-semibold">
          {panel.listTitle} <span className="text-base font-normal text-muted-foreground">({rows.length})</span>
        </h2>
        <p className="flex items-center gap-2 text-xs text-muted-foreground" role="status" aria-live="polite">
          {reorderFetcher.state !== "idle" ? (
            <>
              <Loader2 className="size-3 animate-spin" aria-hidden /> Enregistrement de l'ordre…
            </>
          ) : panel.ordered && rows.length > 1 ? (
            "Glissez-déposez ou utilisez les flèches pour changer l'ordre d'affichage."
          ) : null}
        </p>
      </div>

      {/* Plain forms the row buttons submit through their `form` attribute (no nested forms). */}
      <Form
        id={reorderFormId}
        method="post"
        hidden
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value) saveOrder(moveId(ids, submitter.value));
        }}
      >
        <input type="hidden" name="intent" value="reorder" />
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
      </Form>
      <Form
        id={deleteFormId}
        method="post"
        hidden
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (!submitter?.value) return;
          void deleteFetcher.submit({ intent: "delete", id: submitter.value, respond: "json" }, { method: "post" });
        }}
      >
        <input type="hidden" name="intent" value="delete" />
      </Form>

      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-8 text-center text-muted-foreground">
          Aucun élément pour le moment : créez le premier avec le formulaire ci-dessus.
        </p>
      ) : (
        <div id={listId} className="grid grid-cols-1 gap-5">
          {groups.map((group) => (
            <div key={group.key} className="grid grid-cols-1 gap-2">
              {panel.groupBy ? (
                <h3 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground">
                  {group.key ? routeLabel(group.key) : emptyGroupLabel}
                </h3>
              ) : null}
              <ol
                className="grid grid-cols-1 gap-2"
                aria-label={panel.groupBy ? `${panel.listTitle} : ${group.key || emptyGroupLabel}` : panel.listTitle}
              >
                {group.rows.map((row, index) => {
                  const title = String(row[panel.primary] ?? "") || "(sans titre)";
                  const secondary = panel.secondary?.(row);
                  const thumb = panel.thumbnail ? (row[panel.thumbnail] as string | null) : null;
                  const active = row.is_active ?? row.is_available;
                  return (
                    <li
                      key={row.id}
                      draggable={panel.ordered}
                      onDragStart={(event) => {
                        setDragged(row.id);
                        event.dataTransfer.effectAllowed = "move";
                        event.dataTransfer.setData("text/plain", row.id);
                      }}
                      onDragOver={(event) => {
                        // Order only means something within a page: no drop on another page's rows.
                        if (!dragged || groupOf(rowById.get(dragged)) !== group.key) return;
                        event.preventDefault();
                        setDropTarget(row.id);
                      }}
                      onDragLeave={() => setDropTarget((current) => (current === row.id ? null : current))}
                      onDrop={(event) => {
                        event.preventDefault();
                        if (dragged && dragged !== row.id && groupOf(rowById.get(dragged)) === group.key) {
                          saveOrder(moveTo(ids, dragged, row.id));
                        }
                        setDragged(null);
                        setDropTarget(null);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setDropTarget(null);
                      }}
                      data-testid="panel-row"
                      className={cn(
                        "flex items-center gap-3 rounded-lg border bg-card p-3 shadow-xs transition-colors",
                        editingId === row.id && "border-primary ring-1 ring-primary",
                        dragged === row.id && "opacity-50",
                        dropTarget === row.id && dragged !== row.id && "border-primary bg-accent",
                      )}
                    >
                      {panel.ordered ? (
                        <span className="cursor-grab text-muted-foreground" title="Glisser pour déplacer" aria-hidden>
                          <GripVertical className="size-5" />
                        </span>
                      ) : null}
                      {panel.thumbnail ? (
                        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
                          {thumb ? (
                            <img src={thumb} alt="" width={48} height={48} loading="lazy" className="size-full object-contain" />
                          ) : null}
                        </div>
                      ) : null}
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{title}</p>
                        {secondary ? <p className="truncate text-sm text-muted-foreground">{secondary}</p> : null}
                        {renderMeta?.(row)}
                      </div>
                      {active === false ? (
                        <Badge variant="secondary">{"is_available" in row ? "Indisponible" : "Masqué"}</Badge>
                      ) : null}
                      <div className="flex shrink-0 items-center gap-1">
                        {panel.ordered ? (
                          <>
                            <Button
                              type="submit"
                              form={reorderFormId}
                              name="move"
                              value={`${row.id}:up`}
                              variant="ghost"
                              size="icon"
                              disabled={index === 0}
                              aria-label={`Monter « ${title} »`}
                            >
                              <ArrowUp aria-hidden />
                            </Button>
                            <Button
                              type="submit"
                              form={reorderFormId}
                              name="move"
                              value={`${row.id}:down`}
                              variant="ghost"
                              size="icon"
                              disabled={index === group.rows.length - 1}
                              aria-label={`Descendre « ${title} »`}
                            >
                              <ArrowDown aria-hidden />
                            </Button>
                          </>
                        ) : null}
                        <Button asChild variant="ghost" size="icon">
                          <Link to={`?edit=${row.id}`} aria-label={`Modifier « ${title} »`}>
                            <Pencil aria-hidden />
                          </Link>
                        </Button>
                        <Button
                          type="submit"
                          form={deleteFormId}
                          name="id"
                          value={row.id}
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                          aria-label={`Supprimer « ${title} »`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Shows a fetcher's answer once: the success callback, or the server's message as an error toast. */
function useFetcherToast(
  fetcher: { state: string; data?: ContentActionData },
  onSuccess: (data: Extract<ContentActionData, { ok: true }>) => void,
) {
  const handled = useRef<ContentActionData | undefined>(undefined);
  const callback = useRef(onSuccess);
  useEffect(() => {
    callback.current = onSuccess;
  });
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) callback.current(data);
    else toast.error("Erreur", { description: data.message });
  }, [fetcher.state, fetcher.data]);
}

/** Consecutive rows of the same group (rows arrive sorted by group). */
function groupRows(rows: ListRow[], groupOf: (row: ListRow) => string): { key: string; rows: ListRow[] }[] {
  const groups: { key: string; rows: ListRow[] }[] = [];
  for (const row of rows) {
    const key = groupOf(row);
    const last = groups.at(-1);
    if (last && last.key === key) last.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}

function sortBy(rows: ListRow[], order: string[]): ListRow[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** The order after dropping `dragged` onto the place of `target`. */
function moveTo(ids: string[], dragged: string, target: string): string[] {
  const next = ids.filter((id) => id !== dragged);
  const targetIndex = ids.indexOf(target);
  const draggedIndex = ids.indexOf(dragged);
  next.splice(draggedIndex < targetIndex ? next.indexOf(target) + 1 : next.indexOf(target), 0, dragged);
  return next;
}
