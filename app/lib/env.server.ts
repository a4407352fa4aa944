import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** An optional value where an empty string (`KEY=` in a .env file) means unset. */
const optionalSecret = z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined));

/** A gateway's API address: its production URL unless set, without a trailing slash. */
const gatewayUrl = (production: string) =>
  z
    .url({ message: "doit être une URL complète, par ex. " + production })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((v) => (v ?? production).replace(/\/$/, ""));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // On SIGTERM, how long /healthz says 503 while requests are still served, before the listener
  // closes: longer than the proxy's health interval (deploy/Caddyfile), so it stops sending first.
  SHUTDOWN_LAME_DUCK_MS: z.coerce.number().int().min(0).max(8000).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ message: "doit être une URL complète, par ex. https://imagine.tn" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  PGLITE_DIR: z.string().min(1).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "doit contenir au moins 32 caractères").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Imagine <no-reply@imagine-events.tn>"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: booleanString,
  // Bearer token of GET /metrics; empty = no metrics endpoint.
  METRICS_TOKEN: z
    .string()
    .min(16, "doit contenir au moins 16 caractères")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Bytes of rendered HTML (plain + gzip) the page cache keeps per instance; 0 turns it off.
  PAGE_CACHE_MAX_BYTES: z
    .string()
    .trim()
    .regex(/^\d*$/, "doit être un nombre entier d'octets (0 désactive le cache)")
    .optional()
    .transform((v) => (v === undefined || v === "" ? 32 * 1024 * 1024 : Number(v))),
  SEED_ON_START: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  // Online payment (issue 40). A gateway is offered only when all its keys are set; one key
  // without the other stops the start, as a half-configured gateway is a mistake, not a choice.
  // The URLs point at production unless set (the sandbox, or `npm run dev:payments`'s mock).
  KONNECT_API_URL: gatewayUrl("https://api.konnect.network/api/v2"),
  KONNECT_API_KEY: optionalSecret,
  KONNECT_WALLET_ID: optionalSecret,
  FLOUCI_API_URL: gatewayUrl("https://developers.flouci.com/api/v2"),
  FLOUCI_APP_TOKEN: optionalSecret,
  FLOUCI_APP_SECRET: optionalSecret,
}).superRefine((env, ctx) => {
  const pairs = [
    ["KONNECT_API_KEY", "KONNECT_WALLET_ID"],
    ["FLOUCI_APP_TOKEN", "FLOUCI_APP_SECRET"],
  ] as const;
  for (const pair of pairs) {
    for (const [name, other] of [pair, [pair[1], pair[0]]] as const) {
      if (env[name] === undefined && env[other] !== undefined) ctx.addIssue({ code: "custom", path: [name], message: `requis avec ${other}` });
    }
  }
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string; PGLITE_DIR: string };

export class EnvError extends Error {}

/** Parses process.env once; a missing or invalid variable stops the start with its name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join("\n")}\nVoir .env.example.`);
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    PGLITE_DIR: env.PGLITE_DIR ?? `${env.DATA_DIR.replace(/\/$/, "")}/pglite`,
  };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
