// Time to render a 50-line invoice, and a 50-line credit note crediting all of it (issue 22), to
// PDF, as the back office does when it issues one.
// Part of `npm run bench`; alone: npx tsx bench/document-render.ts
// The first render loads the fonts and converts the logo; the figures are the renders after it.

import { pathToFileURL } from "node:url";

export const DOCUMENT_RENDER_TARGET_MS = 300;

export type DocumentRenderTiming = {
  kind: "invoice" | "credit_note";
  lines: number;
  runs: number;
  pages: number;
  /** The first render of the process: fonts read, logo converted. */
  firstMs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Process CPU time (every thread, the garbage collector's included) of the median render. */
  cpuMedianMs: number;
  bytes: number;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function measureDocumentRender({
  lines = 50,
  runs = 15,
  kind = "invoice",
}: { lines?: number; runs?: number; kind?: DocumentRenderTiming["kind"] } = {}): Promise<DocumentRenderTiming> {
  // The server runs React in production mode; the development build adds its checks to each render.
  // Imported here, after this line, since React reads the variable when it is first loaded.
  process.env.NODE_ENV ??= "production";
  const { renderDocumentPdf } = await import("../app/orders/documents/render-document.server");
  const { sampleDocumentData } = await import("../app/orders/documents/sample-document");

  const { buildCreditNoteData } = await import("../app/orders/documents/credit-note-builder");

  const invoice = sampleDocumentData("invoice", lines);
  const credit = buildCreditNoteData(invoice, { ht: 0n, vat: 0n }, { mode: "whole" }, { number: "AV-2026-0001", issuedOn: invoice.issuedOn, reason: "Annulation de la facture." });
  if (!credit.ok) throw new Error(credit.message);
  const data = kind === "invoice" ? invoice : credit.data;
  let start = performance.now();
  let pdf = await renderDocumentPdf(data);
  const firstMs = performance.now() - start;
  // Two more warm-up renders: the JIT has seen the layout code only once so far.
  for (let i = 0; i < 2; i++) await renderDocumentPdf(data);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    start = performance.now();
    pdf = await renderDocumentPdf(data);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return {
    kind,
    lines,
    runs,
    pages: pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0,
    firstMs: round(firstMs),
    medianMs: round(median(times)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    cpuMedianMs: round(median(cpuTimes)),
    bytes: pdf.length,
  };
}

export function formatDocumentRender(timing: DocumentRenderTiming): string {
  const ok = timing.medianMs < DOCUMENT_RENDER_TARGET_MS ? "✓" : "✗ AU-DESSUS";
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `${timing.kind === "invoice" ? "Facture" : "Facture d'avoir"} de ${timing.lines} lignes : rendu médian ${ms(timing.medianMs)} (cible < ${DOCUMENT_RENDER_TARGET_MS} ms) ${ok}`,
    `  ${timing.pages} pages, ${(timing.bytes / 1024).toFixed(1)} KB ; ${timing.runs} rendus de ${ms(timing.minMs)} à ${ms(timing.maxMs)}, ` +
      `CPU médian ${ms(timing.cpuMedianMs)} ; premier rendu ${ms(timing.firstMs)} (polices et logo)`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  measureDocumentRender()
    .then(async (timing) => {
      console.log(formatDocumentRender(timing));
      console.log(formatDocumentRender(await measureDocumentRender({ kind: "credit_note" })));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
