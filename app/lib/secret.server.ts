import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";
import { logger } from "./logger.server";

let cached: string | undefined;

/**
 * The secret that signs sessions and cookies. BETTER_AUTH_SECRET when set; otherwise a random
 * secret generated on first start and kept in DATA_DIR, so that `npm start` needs no setup and
 * no default secret exists anywhere. Several instances sharing PostgreSQL must set the variable.
 */
export function getAppSecret(): string {
  if (cached) return cached;
  const config = env();
  if (config.BETTER_AUTH_SECRET) return (cached = config.BETTER_AUTH_SECRET);
  const file = path.resolve(config.DATA_DIR, ".auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  if (config.DATABASE_URL) {
    logger.warn("BETTER_AUTH_SECRET absent : secret généré localement ; définissez-le pour partager les sessions entre instances", { file });
  }
  return (cached = secret);
}
