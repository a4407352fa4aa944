/**
 * Contact messages arrive as 'new' (SPEC §3: "new or other"); the desk marks them 'handled' once
 * answered. Any other stored value is shown as it is, in grey.
 */
export const MESSAGE_STATUSES = ["new", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: "Nouveau",
  handled: "Traité",
};

export function messageStatusLabel(status: string): string {
  return (MESSAGE_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
