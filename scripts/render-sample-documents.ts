// Writes sample quotes and invoices to test-results/documents/ as PDF and as PNG pages, to look
// at the layout after a change: npx tsx scripts/render-sample-documents.ts
// The PNGs need pdftoppm (poppler-utils); without it only the PDFs are written.

import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DocumentKind } from "../app/orders/documents/document-data";
import type { DocumentLanguage } from "../app/orders/documents/document-language";
import { renderDocumentPdf } from "../app/orders/documents/render-document.server";
import { sampleDocumentData } from "../app/orders/documents/sample-document";

const outDir = path.resolve("test-results/documents");

const SAMPLES: { name: string; kind: DocumentKind; lines: number; language?: DocumentLanguage }[] = [
  { name: "devis-12", kind: "quote", lines: 12 },
  { name: "facture-12", kind: "invoice", lines: 12 },
  { name: "facture-50", kind: "invoice", lines: 50 },
  // An English order's (issue 39): its longer words must fit the same columns (docs/screens/quote-en.png).
  { name: "quote-en-12", kind: "quote", lines: 12, language: "en" },
];

function hasPdftoppm(): boolean {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const png = hasPdftoppm();
  for (const sample of SAMPLES) {
    const pdf = path.join(outDir, `${sample.name}.pdf`);
    writeFileSync(pdf, await renderDocumentPdf(sampleDocumentData(sample.kind, sample.lines, sample.language)));
    // Old pages of a longer earlier render would otherwise stay beside the new ones.
    for (const file of readdirSync(outDir))
      if (file.startsWith(`${sample.name}-`) && file.endsWith(".png")) rmSync(path.join(outDir, file));
    if (png) execFileSync("pdftoppm", ["-png", "-r", "80", pdf, path.join(outDir, sample.name)]);
    console.log(path.relative(process.cwd(), pdf));
  }
  if (!png) console.log("pdftoppm absent : PDF seulement (apt-get install -y poppler-utils pour les PNG).");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
