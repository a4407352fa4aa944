// A posted form read with a ceiling on its size. request.formData() reads whatever is sent into
// memory; a form with files (a conversation's attachments) is read through this instead, so an
// endless or enormous body is cut off rather than held.

/** The body was larger than allowed: nothing of it was parsed. */
export class FormTooLargeError extends Error {}

export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new FormTooLargeError();
  if (!request.body) return request.formData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FormTooLargeError();
    }
    chunks.push(value);
  }
  return new Response(Buffer.concat(chunks), { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
}
