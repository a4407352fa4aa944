import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRY_AFTER_SECONDS } from "../app/db/unavailable.server";
import { databaseOutage, pageOfDataRequest } from "./database-outage";

// The Express layer that answers while the database is down (ADR 014), in front of a route
// standing for React Router, as in server/index.ts. No database: `down` is flipped by hand.
let server: Server;
let base: string;
let down = false;
beforeAll(async () => {
  const app = express();
  app.use(databaseOutage(() => down, RETRY_AFTER_SECONDS));
  // A page whose loader meets the outage: it marks the database down, React Router answers 500.
  app.get("/en-cours", (_req, res) => {
    down = true;
    res.status(500).send("Une erreur est survenue");
  });
  app.get("/bogue", (_req, res) => {
    res.status(500).send("Une erreur est survenue");
  });
  app.all("/{*splat}", (_req, res) => {
    res.send("rendu");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("databaseOutage", () => {
  it("lets everything through while the database answers", async () => {
    down = false;
    expect(await (await fetch(`${base}/location-materiel`)).text()).toBe("rendu");
    expect((await fetch(`${base}/contact.data`)).status).toBe(200);
  });

  it("answers a page with the French 503 page and Retry-After while it is down", async () => {
    down = true;
    const response = await fetch(`${base}/location-materiel?categorie=audio`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Service momentanément indisponible");
    expect(html).toContain("Réessayer");
  });

  it("gives a plain form post back as a « Renvoyer » button carrying what was typed", async () => {
    down = true;
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ first_name: 'Amel "<b>"', message: "Bonjour & merci" }),
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/contact">');
    expect(html).toContain('name="first_name" value="Amel &quot;&lt;b&gt;&quot;"');
    expect(html).toContain('name="message" value="Bonjour &amp; merci"');
    expect(html).toContain("Renvoyer");
  });

  it("sends a client-side navigation to the page as a document, and lets the app's data posts and /healthz through", async () => {
    down = true;
    const read = await fetch(`${base}/location-materiel.data?categorie=audio&_routes=root,routes/shop`, { redirect: "manual" });
    expect(read.status).toBe(204);
    expect(read.headers.get("x-remix-redirect")).toBe("/location-materiel?categorie=audio");
    expect(read.headers.get("x-remix-reload-document")).toBe("true");
    const post = await fetch(`${base}/panier.data`, { method: "POST", body: new URLSearchParams({ first_name: "Amel" }) });
    expect(await post.text()).toBe("rendu");
    expect(await (await fetch(`${base}/healthz`)).text()).toBe("rendu");
  });

  it("sends as a 503 the 500 of a request that was under way when the database went away, and only that one", async () => {
    down = false;
    const underWay = await fetch(`${base}/en-cours`);
    expect(underWay.status).toBe(503);
    expect(underWay.headers.get("retry-after")).toBe("5");
    expect(await underWay.text()).toBe("Une erreur est survenue");
    down = false;
    const bug = await fetch(`${base}/bogue`);
    expect(bug.status).toBe(500);
    expect(bug.headers.get("retry-after")).toBeNull();
  });
});

describe("pageOfDataRequest", () => {
  it("finds the page of a single-fetch URL", () => {
    expect(pageOfDataRequest("/_root.data")).toBe("/");
    expect(pageOfDataRequest("/_root.data?_routes=root,routes/home")).toBe("/");
    expect(pageOfDataRequest("/commande/abc.data?t=1&_routes=root")).toBe("/commande/abc?t=1");
  });
});
