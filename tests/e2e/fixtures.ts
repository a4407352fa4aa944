import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export const OUTBOX_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "outbox");

/** Runs SQL on the server's database through the test hook (see server/e2e-hooks.ts). */
export async function dbQuery<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const response = await request.post("/__e2e/sql", { data: { query } });
  const body = (await response.json()) as { rows?: T[]; error?: string };
  if (!response.ok()) throw new Error(`SQL de test refusé : ${body.error}`);
  return body.rows ?? [];
}

/**
 * Waits for the root's hydration mark (app/root.tsx sets html[data-hydrated]). Public pages run
 * their JavaScript after the first paint (ADR 007): before it, a key press on a button does nothing
 * and a click on « Ajouter au Panier » follows its link.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
}

/** Escapes a value for a SQL string literal in test queries. */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The e-mails in the outbox whose raw text contains `needle` (newest last). */
export async function outboxMessages(needle: string): Promise<string[]> {
  const files = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const messages = await Promise.all(
    files.filter((f) => f.endsWith(".eml")).sort().map((f) => readFile(path.join(OUTBOX_DIR, f), "utf8")),
  );
  return messages.filter((m) => m.includes(needle));
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await use(errors);
  },
});

export { expect };
