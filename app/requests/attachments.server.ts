// The files of a request's conversation (issue 24): PDF, JPEG, PNG or WebP, 10 MB at most each,
// kept in the database with the message they came with. What a file is, is read from its first
// bytes: its name and the browser's Content-Type are chosen by the sender and prove nothing.

import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { request_attachments } from "~/db/schema";
import { nameForType } from "~/media/type-extension";
import { detectImageType } from "~/media/validate.server";
import { CONVERSATION_LIMITS, attachmentTooBigMessage } from "./conversation-schema";

export const ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** A refused file, with the French message the form shows. */
/** Why a file was refused, so that the client's page can say it in its language. */
export type AttachmentRefusal = "too-many" | "too-big" | "empty" | "wrong-type";

export class AttachmentError extends Error {
  constructor(
    message: string,
    readonly reason: AttachmentRefusal = "wrong-type",
    readonly fileName = "",
  ) {
    super(message);
  }
}

export type CheckedAttachment = { fileName: string; contentType: AttachmentType; content: Buffer };

/** The type of a file from its bytes, or null for anything else (an SVG, an AVIF, a renamed executable). */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  // "%PDF-": every PDF starts with its header (the format allows junk before it; we do not).
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "application/pdf";
  const image = detectImageType(bytes);
  if (image === "jpeg" || image === "png" || image === "webp") return `image/${image}`;
  return null;
}

/**
 * A name safe to store and to send back in a header: the last part of a path, without control
 * characters, 150 characters at most, never empty.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(-150);
  return clean === "" || clean === "." || clean === ".." ? "piece-jointe" : clean;
}

/** Reads each file and refuses the first that is not what it must be; nothing is stored here. */
export async function checkAttachments(files: File[]): Promise<CheckedAttachment[]> {
  if (files.length > CONVERSATION_LIMITS.attachmentsMax) throw new AttachmentError(`${CONVERSATION_LIMITS.attachmentsMax} pièces jointes au plus par message.`, "too-many");
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const fileName = safeFileName(file.name);
    if (file.size > CONVERSATION_LIMITS.attachmentBytesMax) throw new AttachmentError(attachmentTooBigMessage(fileName), "too-big", fileName);
    const content = Buffer.from(await file.arrayBuffer());
    if (content.length === 0) throw new AttachmentError(`Pièce jointe « ${fileName} » refusée : le fichier est vide.`, "empty", fileName);
    if (content.length > CONVERSATION_LIMITS.attachmentBytesMax) throw new AttachmentError(attachmentTooBigMessage(fileName), "too-big", fileName);
    const contentType = detectAttachmentType(content);
    if (!contentType) {
      throw new AttachmentError(
        `Pièce jointe « ${fileName} » refusée : seuls les PDF, JPEG, PNG et WebP sont acceptés (le type est lu dans le fichier).`,
        "wrong-type",
        fileName,
      );
    }
    // Kept under the extension of what it is (`evil.html` holding a PDF is `evil.pdf`).
    checked.push({ fileName: nameForType(fileName, contentType), contentType, content });
  }
  return checked;
}

/** Stores the checked files of one message of the thread, inside the caller's transaction. */
export async function storeAttachments(tx: DbExecutor, entry: { threadId: string; messageId: string }, files: CheckedAttachment[]) {
  if (files.length === 0) return [];
  return tx
    .insert(request_attachments)
    .values(files.map((file) => ({ thread_id: entry.threadId, message_id: entry.messageId, file_name: file.fileName, content_type: file.contentType, size: file.content.length, content: file.content })))
    .returning({ id: request_attachments.id, file_name: request_attachments.file_name, content_type: request_attachments.content_type, size: request_attachments.size });
}

/** What the thread shows of the files of some of its messages: never their bytes. */
export function listAttachments(db: DbExecutor, threadIds: string[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: request_attachments.id, thread_id: request_attachments.thread_id, file_name: request_attachments.file_name, content_type: request_attachments.content_type, size: request_attachments.size })
    .from(request_attachments)
    .where(inArray(request_attachments.thread_id, threadIds))
    .orderBy(request_attachments.created_at, request_attachments.file_name);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => typeof value === "string" && UUID.test(value);

/** One file of one request, or null: a file of another request is not found, whatever its id. */
export async function getAttachment(db: DbExecutor, messageId: string, attachmentId: string | undefined) {
  if (!isUuid(messageId) || !isUuid(attachmentId)) return null;
  const [row] = await db
    .select()
    .from(request_attachments)
    .where(and(eq(request_attachments.id, attachmentId), eq(request_attachments.message_id, messageId)));
  return row ?? null;
}

/** What the conversation opens in the browser on purpose: a photo, a PDF in the browser's viewer. */
const SHOWN_INLINE = new Set<string>(ATTACHMENT_TYPES);

/**
 * The file as its own type under its name, the extension that of its type (files stored before
 * names followed the bytes too). Images and PDFs open in the browser, on purpose; anything else
 * would be a download. The type was read from its bytes when it was stored, and nosniff keeps the
 * browser to it.
 */
export function attachmentResponse(file: { file_name: string; content_type: string; content: Buffer }, options: { private?: boolean } = {}): Response {
  const name = nameForType(file.file_name, file.content_type);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  const disposition = SHOWN_INLINE.has(file.content_type) ? "inline" : "attachment";
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.content_type,
      "Content-Length": String(file.content.length),
      "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      ...(options.private ? { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } : {}),
    },
  });
}
