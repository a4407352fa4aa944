import { Counter, Gauge, Registry, type Metric } from "prom-client";

/**
 * This instance's Prometheus metrics, served at /metrics by server/metrics.ts when
 * METRICS_TOKEN is set. Each instance counts its own; Prometheus adds them up.
 *
 * The registry lives on globalThis, like the database handle: server/ and the built app are
 * two module graphs in one process, each with its own copy of this module, and prom-client
 * refuses a second metric of the same name. So a metric is made once, by whichever copy asks
 * first, and found again by name afterwards.
 */
const store = globalThis as typeof globalThis & {
  __imagineMetrics?: Registry;
  __imaginePendingMails?: () => number | Promise<number>;
};

export function metricsRegistry(): Registry {
  store.__imagineMetrics ??= new Registry();
  return store.__imagineMetrics;
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
  store.__imaginePendingMails = count;
  sharedMetric(
    "imagine_mails_pending",
    (registers) =>
      new Gauge({
        name: "imagine_mails_pending",
        help: "E-mails waiting to be sent.",
        registers,
        async collect() {
          const source = store.__imaginePendingMails;
          // The database unreachable: the last count stays, and /metrics still answers with the
          // rest (a scrape that failed whole would hide the outage it should show).
          if (source) await Promise.resolve().then(source).then((n) => this.set(n), () => undefined);
        },
      }),
  );
}
