import { PassThrough, type Transform } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferBootstrap, deferBootstrapScript, paintsBeforeHydrating } from "./defer-bootstrap.server";

// React Router 7.18's bootstrap, as <Scripts> writes it (manifest shortened).
const BOOTSTRAP = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/chunk-R.js"]},"routes":{"root":{"module":"/assets/root-B.js","imports":["/assets/chunk-R.js","/assets/site-S.js"]},"routes/site/home":{"module":"/assets/home-D.js","imports":[]},"routes/site/contact":{"module":"/assets/contact-X.js","imports":["/assets/form-F.js"]}},"url":"/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-C.js");`;

async function run(transform: Transform, chunks: string[]): Promise<string> {
  const sink = new PassThrough();
  transform.pipe(sink);
  const out: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => sink.on("end", resolve));
  for (const chunk of chunks) transform.write(Buffer.from(chunk));
  transform.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("deferred bootstrap", () => {
  it("imports the route modules after the first frame, then runs the rest unchanged", async () => {
    const script = deferBootstrap(BOOTSTRAP);
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf('import("/assets/root-B.js")'));
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-D.js")])');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-C.js").catch((error) => { replayNatively(); setTimeout(() => { throw error; }); });')).toBe(true);

    // It runs: the modules arrive, in order, once the first contentful paint is reported.
    const loaded: string[] = [];
    const win: Record<string, unknown> = {};
    const body = script.replace(/\bimport\(/g, "load(").replace(/window\./g, "win.");
    const run = new Function("load", "win", "performance", "PerformanceObserver", "setTimeout", "document", "Element", `return (async () => {${body}})();`) as (
      load: (url: string) => Promise<unknown>,
      win: Record<string, unknown>,
      performance: { getEntriesByName: (name: string) => unknown[] },
      observer: unknown,
      timeout: (cb: () => void) => void,
      document: unknown,
      element: unknown,
    ) => Promise<void>;
    const preloaded: string[] = [];
    const listeners = new Set<unknown>();
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
      addEventListener: (_type: string, listener: unknown) => listeners.add(listener),
      removeEventListener: (_type: string, listener: unknown) => listeners.delete(listener),
    };
    class FakeElement {
      clicks = 0;
      isConnected = true;
      constructor(
        private readonly replayLink = false,
        private readonly inWakingIsland = false,
      ) {}
      hasAttribute() {
        return this.replayLink;
      }
      closest(selector: string) {
        return selector === "[data-island-wake]" ? (this.inWakingIsland ? this : null) : this;
      }
      click() {
        this.clicks++;
      }
    }
    let painted: (() => void) | undefined;
    const Observer = class {
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
        painted = () => this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, this);
      }
      observe() {}
      disconnect() {}
    };
    const running = run(async (url) => (loaded.push(url), { url }), win, { getEntriesByName: () => [] }, Observer, () => undefined, fakeDocument, FakeElement);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toEqual([]); // nothing before the paint
    expect(preloaded).toEqual([]);
    // A tap before hydration is recorded…
    const menu = new FakeElement();
    const video = new FakeElement(true);
    const newTab = new FakeElement(true);
    let prevented = 0;
    const [recordTap] = [...listeners] as ((event: { target: unknown; button?: number; ctrlKey?: boolean; preventDefault: () => void }) => void)[];
    recordTap!({ target: menu, button: 0, preventDefault: () => prevented++ });
    recordTap!({ target: video, button: 0, preventDefault: () => prevented++ });
    recordTap!({ target: newTab, button: 0, ctrlKey: true, preventDefault: () => prevented++ });
    expect(prevented).toBe(1); // only the marked link is held back; a Ctrl+click is the browser's
    painted!();
    await running;
    // …still once every module has loaded: React listens only from the entry's hydrateRoot on…
    expect(listeners.size).toBe(1);
    const handOver = win.__imagineEarlyTaps as { hydrating: () => unknown[]; hydrated: () => unknown[] };
    expect(handOver.hydrating()).toEqual([menu, video]);
    // …then, while React hydrates, only taps inside a served waking island, which React cannot see…
    const inIsland = new FakeElement(false, true);
    recordTap!({ target: new FakeElement(), button: 0, preventDefault: () => prevented++ });
    recordTap!({ target: inIsland, button: 0, preventDefault: () => prevented++ });
    // …until the root has hydrated: the recording stops; the bootstrap itself replays nothing.
    expect(handOver.hydrated()).toEqual([inIsland]);
    expect(listeners.size).toBe(0);
    expect([menu.clicks, video.clicks, newTab.clicks, inIsland.clicks]).toEqual([0, 0, 0, 0]);
    // The modules of the entry and of the rendered routes are requested at once (not those of
    // the other routes the manifest lists, nor the manifest file).
    expect(preloaded).toEqual([
      "modulepreload /assets/entry.client-C.js",
      "modulepreload /assets/chunk-R.js",
      "modulepreload /assets/root-B.js",
      "modulepreload /assets/site-S.js",
      "modulepreload /assets/home-D.js",
    ]);
    expect(loaded).toEqual(["/assets/root-B.js", "/assets/home-D.js", "/assets/entry.client-C.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-B.js" }, "routes/site/home": { url: "/assets/home-D.js" } });
  });

  for (const [failing, which] of [
    [/./, "the route modules"],
    [/entry\.client/, "the entry module"],
  ] as const) {
    it(`replays the recorded taps natively when ${which} cannot load`, async () => {
      const script = deferBootstrap(BOOTSTRAP);
      const body = script.replace(/\bimport\(/g, "load(").replace(/window\./g, "win.");
      const win: Record<string, unknown> = {};
      const listeners = new Set<unknown>();
      const fakeDocument = {
        createElement: () => ({}),
        head: { append: () => undefined },
        addEventListener: (_type: string, listener: unknown) => listeners.add(listener),
        removeEventListener: (_type: string, listener: unknown) => listeners.delete(listener),
      };
      const submit = { clicks: 0, isConnected: true, closest() { return this; }, hasAttribute: () => true, click() { this.clicks++; } };
      const removed = { clicks: 0, isConnected: false, closest() { return this; }, hasAttribute: () => false, click() { this.clicks++; } };
      class FakeElement {}
      Object.setPrototypeOf(submit, FakeElement.prototype);
      Object.setPrototypeOf(removed, FakeElement.prototype);
      const run = new Function("load", "win", "performance", "PerformanceObserver", "setTimeout", "document", "Element", `return (async () => {${body}})();`);
      let entryFailed!: (error: unknown) => void;
      const entryFailure = new Promise((resolve) => (entryFailed = resolve));
      const running = (run as (...args: unknown[]) => Promise<void>)(
        async (url: string) => {
          if (!failing.test(url)) return {};
          const error = new Error("réseau");
          if (url.includes("entry.client")) entryFailed(error);
          throw error;
        },
        win,
        { getEntriesByName: () => [{}] },
        class {},
        () => undefined,
        fakeDocument,
        FakeElement,
      );
      const [recordTap] = [...listeners] as ((event: { target: unknown; button: number; preventDefault: () => void }) => void)[];
      recordTap!({ target: submit, button: 0, preventDefault: () => undefined });
      recordTap!({ target: removed, button: 0, preventDefault: () => undefined });
      if (which === "the route modules") await expect(running).rejects.toThrow("réseau");
      else {
        await running;
        await entryFailure;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(listeners.size).toBe(0);
      expect(submit.clicks).toBe(1);
      expect(removed.clicks).toBe(0); // gone from the page: dropped
    });
  }

  it("falls back to every module URL of the script when the manifest cannot be read", () => {
    const script = deferBootstrap(BOOTSTRAP.replace('"routes":{', '"routes":{"broken":'));
    expect(script).toContain("/assets/contact-X.js");
    expect(script).not.toContain("/assets/manifest-1.js\"]");
  });

  it("applies to the public pages, not to the back office and account pages", () => {
    for (const path of ["/", "/contact", "/yourday", "/location-materiel", "/panier", "/administration-x", "/authentique", "/en/", "/ar/panier", "/en/authentique"]) {
      expect(paintsBeforeHydrating(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/customize/hero", "/auth", "/reset-password", "/compte", "/verifier-email", "/en/auth", "/ar/compte", "/en/reset-password"]) {
      expect(paintsBeforeHydrating(path), path).toBe(false);
    }
  });

  it("leaves any other script alone", () => {
    expect(deferBootstrap('import "/x.js"; console.log(1);')).toBe('import "/x.js"; console.log(1);');
  });

  it("rewrites the document's bootstrap even when it arrives in pieces", async () => {
    const html = `<html><head><script type="application/ld+json">{}</script></head><body><p>é</p><script nonce="n" type="module" async="">${BOOTSTRAP}</script><script>later()</script></body></html>`;
    const cuts = [html.indexOf("<script nonce") + 5, html.indexOf("route1 from") + 3, html.indexOf("</script><script>later") + 4];
    const chunks = [html.slice(0, cuts[0]), html.slice(cuts[0], cuts[1]), html.slice(cuts[1], cuts[2]), html.slice(cuts[2])];
    const out = await run(deferBootstrapScript(), chunks);
    expect(out).toBe(html.replace(BOOTSTRAP, deferBootstrap(BOOTSTRAP)));
  });
});
