import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "~/hydration/defer-bootstrap.server";
import { fontPreloads, injectBeforeHeadEnd, inlineUsedStyles, styleElement } from "./inline-stylesheet.server";
import { usedStylesOf } from "./used-styles";

async function run(chunks: Buffer[], headHtml: string): Promise<string> {
  const transform = injectBeforeHeadEnd(headHtml);
  const sink = new PassThrough();
  transform.pipe(sink);
  const out: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => sink.on("end", resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

async function drain(transform: ReturnType<typeof inlineUsedStyles>, chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  transform.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => transform.on("end", resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("the rules a public page uses, inline", () => {
  const picker = { used: usedStylesOf("body{margin:0}.flex{display:flex}.grid{display:grid}"), preloads: "<link rel=\"preload\"/>" };

  it("waits for the whole page, then writes its rules before </head> and the whole sheet before </body>", async () => {
    const html = Buffer.from('<html><head><title>É</title><link rel="modulepreload" href="/a.js"/></head><body><div class="flex">é</div></body></html>');
    const cut = html.indexOf("É") + 1;
    const out = await drain(inlineUsedStyles(picker, '<link rel="stylesheet" href="/app.css"/>', withoutModulePreloads), [html.subarray(0, cut), html.subarray(cut)]);
    expect(out).toBe(
      '<html><head><title>É</title><link rel="preload"/><style data-inline-href>body{margin:0}.flex{display:flex}</style></head>' +
        '<body><div class="flex">é</div><link rel="stylesheet" href="/app.css"/></body></html>',
    );
  });

  it("passes a fragment without </head> through unchanged", async () => {
    expect(await drain(inlineUsedStyles(picker, "<link/>"), [Buffer.from('<p class="grid">x</p>')])).toBe('<p class="grid">x</p>');
  });
});

describe("inline stylesheet", () => {
  it("puts the style right before </head>, even when the tag and a character are split across chunks", async () => {
    const html = Buffer.from("<html><head><title>Événements</title></head><body>é</body></html>");
    const cut = html.indexOf("</he") + 2;
    const accent = html.indexOf("É") + 1; // inside the two bytes of É
    const chunks = [html.subarray(0, accent), html.subarray(accent, cut), html.subarray(cut)];
    expect(await run(chunks, "<style>a{}</style>")).toBe(
      "<html><head><title>Événements</title><style>a{}</style></head><body>é</body></html>",
    );
  });

  it("passes a document without </head> through unchanged", async () => {
    expect(await run([Buffer.from("<p>fragment</p>")], "<style></style>")).toBe("<p>fragment</p>");
  });

  it("cannot close the style element early", () => {
    expect(styleElement("a{content:'</style><script>'}")).toBe("<style data-inline-href>a{content:'<\\/style><script>'}</style>");
  });

  it("preloads each woff2 font of the stylesheet once, at low priority", () => {
    const css = "@font-face{src:url(/assets/inter-400.woff2) format('woff2'),url(/assets/inter-400.woff) format('woff')}" +
      "@font-face{src:url(/assets/inter-400.woff2) format('woff2')}@font-face{src:url(/assets/play-700.woff2)}";
    const links = fontPreloads(css);
    expect(links.match(/<link /g)).toHaveLength(2);
    expect(links).toContain('href="/assets/inter-400.woff2"');
    expect(links).toContain('href="/assets/play-700.woff2"');
    expect(links).toContain('fetchpriority="low"');
    expect(links).not.toContain(".woff\"");
  });

  it("preloads only the weights asked for", () => {
    const css = "@font-face{font-family:A;font-weight:400;src:url(/assets/a-400.woff2)}@font-face{font-family:A;font-weight:600;src:url(/assets/a-600.woff2)}" +
      "@font-face{font-family:A;font-weight:700;src:url(/assets/a-700.woff2)}";
    const links = fontPreloads(css, [400, 700]);
    expect(links).toContain("a-400.woff2");
    expect(links).toContain("a-700.woff2");
    expect(links).not.toContain("a-600.woff2");
  });

  it("takes the module preloads out of <head> only", async () => {
    const html = '<head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/></head><body><link rel="modulepreload" href="/c.js"/></body>';
    const transform = injectBeforeHeadEnd("", withoutModulePreloads);
    const sink = new PassThrough();
    transform.pipe(sink);
    const out: Buffer[] = [];
    sink.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
    const ended = new Promise((resolve) => sink.on("end", resolve));
    transform.end(Buffer.from(html));
    await ended;
    expect(Buffer.concat(out).toString()).toBe(
      '<head></head><body><link rel="modulepreload" href="/c.js"/></body>',
    );
  });
});
