// Whether an error means "the database cannot be reached right now" (a restart, a failover, the
// network), as opposed to a query that is wrong. Such errors are answered with a 503 and a
// "retry in a moment", never a 500, and they mark the database as down until a probe answers
// again (DatabaseHealth below, ADR 014).

/** Network errors of the socket, and PostgreSQL's "admin shutdown", "cannot connect now"… */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** Looks through the error and its causes (Drizzle wraps the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether this instance currently sees its database as down. Marked down by any query or
 * connection that fails for unavailability; while down, `probe` runs every `probeMs` and the
 * first success marks it up again. Shared by the whole process through the database handle.
 */
export class DatabaseHealth {
  #down = false;
  #since = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly onChange: (down: boolean) => void = () => {},
    private readonly probeMs = 500,
  ) {}

  get down(): boolean {
    return this.#down;
  }

  /** When the current outage began (ms since the epoch), 0 while up. */
  get since(): number {
    return this.#down ? this.#since : 0;
  }

  /** Looks at a failure: an unavailability marks the database down. */
  observe(error: unknown): void {
    if (!this.#down && isDatabaseUnavailable(error)) {
      this.#down = true;
      this.#since = Date.now();
      this.onChange(true);
      this.#schedule();
    }
  }

  #schedule() {
    this.#timer = setTimeout(() => {
      this.probe().then(
        () => {
          this.#down = false;
          this.#timer = null;
          this.onChange(false);
        },
        () => this.#schedule(),
      );
    }, this.probeMs);
    // A probe never keeps a stopping process alive.
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
