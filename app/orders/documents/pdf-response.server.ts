/** A stored PDF as a download that opens in the browser's viewer; never cached by a proxy. */
export function pdfResponse(fileName: string, pdf: Buffer, options: { private?: boolean } = {}): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      ...(options.private ? { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } : {}),
    },
  });
}
