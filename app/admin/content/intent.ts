import { z } from "zod";

// The mutations of a content panel, one validated discriminated union (STYLE §5). An unknown
// intent is a 400.

export const ContentIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id: z.string().min(1) }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
  /** Undo of a delete: the deleted row as the delete answered it. */
  z.object({ intent: z.literal("restore"), snapshot: z.string().min(2) }),
  /** The full new order; or, from the no-JavaScript arrows, the current order and a move. */
  z.object({
    intent: z.literal("reorder"),
    ids: z.array(z.string()).min(1),
    move: z
      .string()
      .regex(/^[\w-]+:(up|down)$/)
      .optional(),
  }),
]);
export type ContentIntent = z.infer<typeof ContentIntentSchema>;

export function readIntent(formData: FormData) {
  const get = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return ContentIntentSchema.safeParse({
    intent: get("intent"),
    id: get("id"),
    snapshot: get("snapshot"),
    ids: formData.getAll("ids").filter((v) => typeof v === "string"),
    move: get("move") || undefined,
  });
}

/** What the action answers to a fetcher (delete with undo, reorder, restore). */
export type ContentActionData =
  | { ok: true; toast: string; deleted?: { id: string; snapshot: string } }
  | { ok: false; message: string; errors?: Record<string, string>; values?: Record<string, string> };

/** Suffixes of the extra inputs an image field posts next to its URL. */
export const IMAGE_FILE_SUFFIX = "__file";
export const IMAGE_ALT_SUFFIX = "__alt";

/** The order after moving one id a step up or down ("<id>:up"); unchanged at the ends. */
export function moveId(ids: string[], move: string): string[] {
  const [id, direction] = move.split(":");
  const index = ids.indexOf(id ?? "");
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const NOT_FOUND_NOTICE = "Élément introuvable : il a peut-être été supprimé.";
