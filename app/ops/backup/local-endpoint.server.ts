import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * How `npm run backup` reaches the running server when the server owns the PGlite directory:
 * at start the server writes this file in DATA_DIR (mode 0600, so only the account that runs the
 * site can read it) with its pid, its port and a random token; the backup script reads it and
 * asks POST /__ops/backup on the loopback with the token.
 */
export const ENDPOINT_FILE = "backup-endpoint.json";
export const BACKUP_ENDPOINT_PATH = "/__ops/backup";

const EndpointSchema = z.object({ pid: z.number().int(), port: z.number().int(), host: z.string(), token: z.string() });
export type LocalEndpoint = z.infer<typeof EndpointSchema>;

export function endpointFile(dataDir: string): string {
  return path.resolve(dataDir, ENDPOINT_FILE);
}

/** The address the script connects to: the server's own when it listens on one, else the loopback. */
export function connectHost(listenHost: string): string {
  return ["0.0.0.0", "::", "", "localhost"].includes(listenHost) ? "127.0.0.1" : listenHost;
}

/** Writes a fresh endpoint file (a new token each start); removed when the process exits. */
export function publishEndpoint(dataDir: string, options: { port: number; host: string }): LocalEndpoint {
  const endpoint: LocalEndpoint = {
    pid: process.pid,
    port: options.port,
    host: connectHost(options.host),
    token: randomBytes(32).toString("hex"),
  };
  const file = endpointFile(dataDir);
  // Removed first: the mode of writeFileSync applies only to a file it creates.
  if (existsSync(file)) unlinkSync(file);
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600, flag: "wx" });
  process.once("exit", () => {
    if (readEndpoint(dataDir)?.token === endpoint.token) unlinkSync(file);
  });
  return endpoint;
}

export function readEndpoint(dataDir: string): LocalEndpoint | undefined {
  try {
    const parsed = EndpointSchema.safeParse(JSON.parse(readFileSync(endpointFile(dataDir), "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another account.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The endpoint of a server that is running on this data directory now, if any. */
export function runningServer(dataDir: string): LocalEndpoint | undefined {
  const endpoint = readEndpoint(dataDir);
  return endpoint && endpoint.pid !== process.pid && isProcessAlive(endpoint.pid) ? endpoint : undefined;
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
