// Structured logs: one JSON object per line on stdout, easy to grep and to ship.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

function threshold(): number {
  const name = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info")) as keyof typeof levels;
  return levels[name] ?? levels.info;
}

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < threshold()) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  if (fields) for (const [k, v] of Object.entries(fields)) entry[k] = serialize(v);
  const line = JSON.stringify(entry);
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
