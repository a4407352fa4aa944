import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Counter } from "prom-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { placeOrder } from "~/rental/checkout.server";
import { checkoutInput, insertProduct } from "~/test-support/rental-data.server";
import { countMail, countNewOrder, metricsRegistry, registerAppMetrics, reportPendingMails, sharedMetric } from "./metrics.server";

/** A metric's current value (the sum over its label sets, or the one labelled `labels`). */
async function read(name: string, labels: Record<string, string> = {}, registry = metricsRegistry()): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((v) => Object.entries(labels).every(([key, value]) => v.labels[key] === value))
    .reduce((sum, v) => sum + v.value, 0);
}

describe("the shared registry", () => {
  it("makes each metric once, then hands the same one to whoever asks by name", () => {
    const first = sharedMetric("imagine_test_total", (registers) => new Counter({ name: "imagine_test_total", help: "test", registers }));
    const again = sharedMetric("imagine_test_total", () => {
      throw new Error("a metric of that name must not be made again");
    });
    expect(again).toBe(first);
  });
});

describe("app counters", () => {
  it("are present at 0 before the first event", async () => {
    registerAppMetrics();
    const text = await metricsRegistry().metrics();
    expect(text).toContain("imagine_orders_created_total");
    expect(text).toContain("imagine_contact_messages_created_total");
    expect(text).toContain("imagine_mails_failed_total");
  });

  it("count an order only when it was created", async () => {
    const before = await read("imagine_orders_created_total");
    countNewOrder({ created: false });
    expect(await read("imagine_orders_created_total")).toBe(before);
    expect(countNewOrder({ created: true, order: "kept" })).toEqual({ created: true, order: "kept" });
    expect(await read("imagine_orders_created_total")).toBe(before + 1);
  });

  it("count a mail as sent by its transport, or as failed", async () => {
    const sent = await read("imagine_mails_sent_total", { transport: "smtp" });
    const failed = await read("imagine_mails_failed_total");
    await countMail(Promise.resolve({ transport: "smtp" }));
    await expect(countMail(Promise.reject(new Error("SMTP refusé")))).rejects.toThrow("SMTP refusé");
    expect(await read("imagine_mails_sent_total", { transport: "smtp" })).toBe(sent + 1);
    expect(await read("imagine_mails_failed_total")).toBe(failed + 1);
  });

  it("read the pending mails from the latest source at each scrape", async () => {
    reportPendingMails(() => 3);
    expect(await read("imagine_mails_pending")).toBe(3);
    reportPendingMails(async () => 5);
    expect(await read("imagine_mails_pending")).toBe(5);
  });

  it("still answer while the database is unreachable, keeping the last pending count", async () => {
    reportPendingMails(async () => 4);
    expect(await read("imagine_mails_pending")).toBe(4);
    reportPendingMails(() => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })));
    expect(await read("imagine_mails_pending")).toBe(4);
    expect(await metricsRegistry().metrics()).toContain("imagine_mails_pending 4");
  });
});

describe("sendMail's outcomes", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-metrics-"));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("are counted: the outbox as sent, an SMTP server that hangs up as failed", async () => {
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("SMTP_URL", "");
    // Modules read again with the stubbed environment: the mail module and the registry it counts in.
    vi.resetModules();
    let registry = (await import("./metrics.server")).metricsRegistry();
    const outboxBefore = await read("imagine_mails_sent_total", { transport: "outbox" }, registry);
    await (await import("./mail.server")).sendMail({ to: "client@example.tn", subject: "Test", text: "Bonjour" });
    expect(await read("imagine_mails_sent_total", { transport: "outbox" }, registry)).toBe(outboxBefore + 1);

    // A peer that accepts the connection and closes it at once.
    const peer = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${(peer.address() as { port: number }).port}`);
    vi.resetModules();
    registry = (await import("./metrics.server")).metricsRegistry();
    const failedBefore = await read("imagine_mails_failed_total", {}, registry);
    const { sendMail } = await import("./mail.server");
    await expect(sendMail({ to: "client@example.tn", subject: "Test", text: "Bonjour" })).rejects.toThrow();
    expect(await read("imagine_mails_failed_total", {}, registry)).toBe(failedBefore + 1);
    peer.close();
  });
});

describe.each(testDatabaseTargets())("placeOrder's counter on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  it("goes up by one for 20 concurrent submissions of one order", async () => {
    const product = await insertProduct(database.db, { name: "Projecteur LED", stock_quantity: 50, price: "20.00" });
    const input = checkoutInput([{ id: product.id, quantity: 2 }], { rental_date: "2099-06-01", return_date: "2099-06-02" });
    const before = await read("imagine_orders_created_total");
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(database.db, input)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await read("imagine_orders_created_total")).toBe(before + 1);
  });
});
