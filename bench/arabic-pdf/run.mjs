// Does @react-pdf/renderer write Arabic correctly? Renders a real paragraph and a client's name in
// IBM Plex Sans Arabic (the site's Arabic face), then prints the text layer (pdftotext) beside
// what was written; the PNG (pdftoppm) is to be looked at: joined letters, the لا ligature, the
// order of words right to left, no missing glyph. Run: node bench/arabic-pdf/run.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import React from "react";
import { Document, Font, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";

const require = createRequire(import.meta.url);
const font = (weight) => readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`));
Font.register({
  family: "Plex Arabic",
  fonts: [400, 700].map((fontWeight) => ({ src: `data:font/woff;base64,${font(fontWeight).toString("base64")}`, fontWeight })),
});

const NAME = "محمد الأمين بن علي";
const PARAGRAPH =
  "نشكركم على طلبكم. لا تترددوا في الاتصال بنا لأي استفسار: سيتصل بكم فريقنا لتأكيد توفر المعدات وموعد التسليم. المبلغ الإجمالي 1250,000 دينار.";

const h = React.createElement;
const doc = h(Document, null,
  h(Page, { size: "A5", style: { padding: 32, fontFamily: "Plex Arabic", fontSize: 12 } },
    h(View, { style: { gap: 12 } },
      h(Text, { style: { fontWeight: 700, fontSize: 16, textAlign: "right" } }, `عرض السعر لـ ${NAME}`),
      h(Text, { style: { textAlign: "right", lineHeight: 1.6 } }, PARAGRAPH),
      h(Text, { style: { textAlign: "right" } }, "لا — ﻻ — الأول — إلى — لأن"),
    ),
  ),
);

const out = new URL("./out/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
writeFileSync(`${out}arabic.pdf`, await renderToBuffer(doc));
execFileSync("pdftoppm", ["-png", "-r", "110", "-singlefile", `${out}arabic.pdf`, `${out}arabic`]);
const text = execFileSync("pdftotext", ["-layout", `${out}arabic.pdf`, "-"]).toString();
console.log("Written :", NAME, "|", PARAGRAPH);
console.log("Text layer (pdftotext):\n" + text);
console.log("Name found in the text layer:", text.includes(NAME));
console.log("Paragraph's first sentence found:", text.includes("نشكركم على طلبكم"));
console.log(`PNG: ${out}arabic.png`);
