import { Counter, Gauge, Registry, type Metric } from "prom-client";

/**
 * This instance's Prometheus metrics, served at /metrics by server/metrics.ts when
 * METRICS_TOKEN is set. Each instance counts its own; Prometheus adds them up.
 *
 * One registry per process: server/metrics.ts reaches this module through the build's
 * serverServices (ADR 015), the same copy the routes count with. A metric is made once, on first
 * use, and found again by name afterwards (prom-client refuses a second of the same name).
 */
const store: { registry?: Registry; pendingMails?: () => number | Promise<number> } = {};

export function metricsRegistry(): Registry {
  store.registry ??= new Registry();
  return store.registry;
}

/** The registry's metric of that name, made by `make` the first time. */
export function sharedMetric<T extends Metric>(name: string, make: (registers: Registry[]) => T): T {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as T | undefined) ?? make([registry]);
}

function counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []) {
  return sharedMetric(name, (registers) => new Counter<Label>({ name, help, labelNames, registers }));
}

const ordersCreated = () => counter("imagine_orders_created_total", "Rental orders stored by the checkout.");
const contactMessagesCreated = () => counter("imagine_contact_messages_created_total", "Contact messages stored.");
const mailsSent = () =>
  counter("imagine_mails_sent_total", "E-mails handed to the SMTP server or written to the outbox folder.", ["transport"]);
const mailsFailed = () => counter("imagine_mails_failed_total", "E-mails that could not be sent.");

/** Makes the app's counters now, so that a scrape shows them at 0 before the first event. */
export function registerAppMetrics() {
  ordersCreated();
  contactMessagesCreated();
  mailsSent();
  mailsFailed();
}

/** Counts a new order once its transaction has committed; passes the result on. */
export function countNewOrder<T extends { created: boolean }>(placed: T): T {
  if (placed.created) ordersCreated().inc();
  return placed;
}

export function countContactMessage() {
  contactMessagesCreated().inc();
}

/** Counts an e-mail's outcome (sent through SMTP or into the outbox, or failed); passes it on. */
export async function countMail<T extends { transport: string }>(sending: Promise<T>): Promise<T> {
  try {
    const sent = await sending;
    mailsSent().inc({ transport: sent.transport });
    return sent;
  } catch (error) {
    mailsFailed().inc();
    throw error;
  }
}

/**
 * The number of e-mails waiting to be sent, read at each scrape from `count` (for a mail queue:
 * call once when it starts; a later call replaces the source).
 */
export function reportPendingMails(count: () => number | Promise<number>) {
  store.pendingMails = count;
  sharedMetric(
    "imagine_mails_pending",
    (registers) =>
      new Gauge({
        name: "imagine_mails_pending",
        help: "E-mails waiting to be sent.",
        registers,
        async collect() {
          const source = store.pendingMails;
          // The database unreachable: the last count stays, and /metrics still answers with the
          // rest (a scrape that failed whole would hide the outage it should show).
          if (source) await Promise.resolve().then(source).then((n) => this.set(n), () => undefined);
        },
      }),
  );
}
