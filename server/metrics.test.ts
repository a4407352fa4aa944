import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { parseEnv } from "../app/lib/env.server";
import { EVENT_TYPES } from "../app/contact/contact-options";
import { hasBearerToken, routeLabeller } from "./metrics";
import { compiledProgram, ensureAppBuild, freePort, seedDataDir, startServer, tempDataDir } from "./test-server";

describe("hasBearerToken", () => {
  const token = "s3cret-metrics-token-0123456789";
  it("accepts exactly the token after Bearer", () => {
    expect(hasBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bearer ${token}`, token)).toBe(true);
  });
  it("refuses anything else", () => {
    for (const header of [undefined, "", token, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, "Bearer ", `Bearer ${token} extra`]) {
      expect(hasBearerToken(header, token)).toBe(false);
    }
  });
});

describe("METRICS_TOKEN", () => {
  it("is optional, and refused when too short to be a secret", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: "court" })).toThrow(/METRICS_TOKEN/);
  });
});

describe("routeLabeller", () => {
  // A manifest shaped like React Router's: the root, a layout with an index and a page, a
  // resource route with a parameter, and the 404 splat.
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });
  const build = {
    routes: {
      root: route("root", undefined, ""),
      "routes/site/layout": route("routes/site/layout", "root"),
      "routes/site/home": route("routes/site/home", "routes/site/layout", undefined, true),
      "routes/shop/catalogue": route("routes/shop/catalogue", "routes/site/layout", "location-materiel"),
      "routes/admin/order": route("routes/admin/order", "root", "admin/shop/commandes/:number"),
      "routes/not-found": route("routes/not-found", "root", "*"),
    },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const label = routeLabeller(build);

  it("names a request by its route id, never by its URL", () => {
    expect(label("/")).toBe("routes/site/home");
    expect(label("/location-materiel")).toBe("routes/shop/catalogue");
    expect(label("/admin/shop/commandes/CMD-000042")).toBe("routes/admin/order");
    expect(label("/admin/shop/commandes/CMD-000043")).toBe("routes/admin/order");
    expect(label("/nimporte/quoi/123")).toBe("routes/not-found");
  });

  it("answers the same once many distinct paths have gone by (its memory is bounded)", () => {
    expect(label("/location-materiel")).toBe("routes/shop/catalogue");
    for (let i = 0; i < 2_500; i++) expect(label(`/admin/shop/commandes/CMD-${i}`)).toBe("routes/admin/order");
    expect(label("/location-materiel")).toBe("routes/shop/catalogue");
    expect(label("/")).toBe("routes/site/home");
  });

  it("gives a client navigation's data request its page's route", () => {
    expect(label("/location-materiel.data")).toBe("routes/shop/catalogue");
    expect(label("/_root.data")).toBe("routes/site/home");
    expect(label("/__manifest")).toBe("__manifest");
  });
});

describe("GET /metrics on a running server", () => {
  let base = "";
  const token = "metrics-token-for-tests-0123456789";
  const data = tempDataDir();
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    ensureAppBuild();
    const entry = compiledProgram();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await seedDataDir(data.dir);
    server = startServer([entry], { DATA_DIR: data.dir, PORT: String(port), METRICS_TOKEN: token, PUBLIC_URL: base, SMTP_URL: "" });
    await server.ready;
  }, 240_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    data.remove();
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** The value of one series in the text format, 0 when absent. */
  const value = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it("answers 401 with a Bearer challenge without the token or with a wrong one", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer pas-le-bon-jeton-0123456789" }, { Authorization: `Basic ${token}` }];
    for (const headers of attempts) {
      const response = await fetch(`${base}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("imagine_");
    }
  });

  it("answers 200 in Prometheus's text format with the token", async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const name of [
      "imagine_http_requests_total",
      "imagine_http_request_duration_seconds_bucket",
      "imagine_orders_created_total",
      "imagine_contact_messages_created_total",
      "imagine_mails_sent_total",
      "imagine_mails_failed_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, "")} `);
    }
    expect(value(text, 'imagine_db_pool_size{kind="pglite"}')).toBe(1);
  });

  it("counts requests by route and status, without the raw path", async () => {
    const series = 'imagine_http_requests_total{method="GET",route="routes/resources/healthz",status="200"}';
    const before = value(await scrape(), series);
    // Bodies read to the end: a request is counted when its answer has gone out.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(200);
      await response.text();
    }
    const unknown = `/page-inconnue-${Date.now()}`;
    const notFound = await fetch(`${base}${unknown}`);
    expect(notFound.status).toBe(404);
    await notFound.text();

    const after = await scrape();
    expect(value(after, series)).toBe(before + 3);
    expect(value(after, 'imagine_http_requests_total{method="GET",route="routes/not-found",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'imagine_http_request_duration_seconds_count{method="GET",route="routes/resources/healthz"}')).toBeGreaterThanOrEqual(before + 3);
    expect(after).not.toContain(unknown);
  });

  it("counts a stored contact message and its e-mails", async () => {
    const before = await scrape();
    // The form as the page serves it (hidden fields included), filled in like a visitor would.
    const page = await (await fetch(`${base}/contact`)).text();
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form.append(name!, value!);
    form.append("first_name", "Amel");
    form.append("last_name", "Ben Salah");
    form.append("email", "amel@example.tn");
    form.append("event_type", EVENT_TYPES[0]);
    form.append("message", "Congrès de cardiologie sur deux jours à Hammamet.");
    const response = await fetch(`${base}/contact`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
    expect(response.status).toBeLessThan(400);

    const messages = "imagine_contact_messages_created_total";
    const sent = 'imagine_mails_sent_total{transport="outbox"}';
    expect(value(await scrape(), messages)).toBe(value(before, messages) + 1);
    // The acknowledgement and the agency's notification (sent now, or soon by a mail queue).
    await expect.poll(async () => value(await scrape(), sent), { timeout: 20_000 }).toBe(value(before, sent) + 2);
  });
});
