import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const include = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/security/**/*.test.ts"];

/**
 * The files that run each in a fresh module graph ('isolated'): those that set the process's
 * environment for the code under test (a data folder and its outbox, PUBLIC_URL, SMTP, limits),
 * whose modules read it once and keep it; those that install the process's database (getDb()),
 * whose caches (content, settings) would outlive them; those that replace a module (vi.mock) or the
 * clock; those that start background loops or threads; and the database outage's, which times a
 * server's recovery. Every other file shares one
 * module graph per worker ('shared'): loading the app's modules again for each of 176 files was
 * about half of the suite's CPU time. A file that fails only after another one in 'shared' belongs here.
 * They run in the 'fresh' project (a fresh module graph and environment per file, in shared workers),
 * except ownProcessFiles below ('isolated', a process per file).
 */
const isolatedFiles = [
  // Watches for a warning node-postgres prints once per process.
  "app/db/client.server.test.ts",
  "app/admin/contact/contact-route.test.ts",
  "app/admin/content/panels-route.test.ts",
  "app/admin/departures-returns/departures-returns-route.test.ts",
  "app/admin/depot/depot-charges-route.test.ts",
  "app/admin/emails/emails-route.test.ts",
  "app/admin/finances/finances-route.test.ts",
  "app/admin/follow-ups/follow-ups-route.test.ts",
  "app/admin/history-lists.server.test.ts",
  "app/admin/late-returns/late-returns-route.test.ts",
  "app/admin/maintenance/maintenance-route.test.ts",
  "app/admin/orders/order-charges-route.test.ts",
  "app/admin/orders/order-route.test.ts",
  "app/admin/orders/payment-filter.server.test.ts",
  "app/admin/orders/queued-emails.server.test.ts",
  "app/admin/orders/send-documents-route.test.ts",
  "app/admin/orders/shop-route.test.ts",
  "app/admin/planning/planning-route.test.ts",
  "app/admin/requests/conversation.server.test.ts",
  "app/admin/requests/event-quote-route.test.ts",
  "app/admin/requests/request-route.test.ts",
  "app/admin/scanner/scanner-route.test.ts",
  "app/admin/settings/buffer-settings-route.test.ts",
  "app/admin/settings/legal-settings-route.test.ts",
  "app/admin/today/today-route.test.ts",
  "app/auth/auth-flows.server.test.ts",
  "app/auth/cookies.server.test.ts",
  "app/auth/email-verification.server.test.ts",
  "app/auth/sign-in-limits.server.test.ts",
  "app/contact/contact-action.server.test.ts",
  "app/content/content-cache.server.test.ts",
  "app/content/content.server.test.ts",
  "app/lib/document-renderer.server.test.ts",
  "app/lib/env.server.test.ts",
  "app/lib/mail-queue.server.test.ts",
  "app/lib/mail.server.test.ts",
  "app/lib/metrics.server.test.ts",
  "app/lib/rate-limit.server.test.ts",
  "app/lib/render-thread.server.test.ts",
  "app/lib/status-figures.server.test.ts",
  "app/money/complementary-invoice.server.test.ts",
  "app/money/credit-notes.server.test.ts",
  "app/money/finances.server.test.ts",
  "app/money/payments.server.test.ts",
  "app/money/receipts.server.test.ts",
  "app/money/reminders.server.test.ts",
  "app/money/statement/statement-agrees.server.test.ts",
  "app/money/statement/statement-routes.test.ts",
  "app/ops/backup/backup.server.test.ts",
  "app/orders/calendar-feed/calendar-feed-route.test.ts",
  "app/orders/client/client-order.server.test.ts",
  "app/orders/delete.server.test.ts",
  "app/orders/documents.server.test.ts",
  "app/orders/documents/document-pdfs.server.test.ts",
  "app/orders/packing-lists.server.test.ts",
  "app/orders/quote-acceptance.server.test.ts",
  "app/orders/send-documents.server.test.ts",
  "app/rental/checkout.server.test.ts",
  "app/rental/dialog-availability-route.test.ts",
  "app/requests/client-request.server.test.ts",
  "app/requests/follow-ups.server.test.ts",
  "app/routes/account/account-route.test.ts",
  "app/routes/admin/guards.test.ts",
  "server/backup-endpoint.test.ts",
  "server/database-outage.test.ts",
  "server/drain-load.test.ts",
  "server/metrics.test.ts",
  "server/page-cache-live.test.ts",
  "server/page-cache.test.ts",
  "server/server.test.ts",
  "server/session-refresh.test.ts",
  "tests/security/account-pre-hijack.test.ts",
  "tests/security/ack-emails.test.ts",
  "tests/security/csv-exports.test.ts",
  "tests/security/headers.test.ts",
  "tests/security/revocable-links.test.ts",
  "tests/security/sign-in-limits.test.ts",
  "tests/security/stale-quotes.test.ts",
];

/**
 * Of the isolated files, those that need a process of their own: a warning printed once per
 * process, modules replaced (vi.mock), a clock or the environment stubbed.
 */
const ownProcessFiles = [
  "app/db/client.server.test.ts",
  "app/rental/checkout.server.test.ts",
  "app/money/statement/statement-agrees.server.test.ts",
  "app/auth/email-verification.server.test.ts",
  "app/contact/contact-action.server.test.ts",
  "app/lib/metrics.server.test.ts",
  "app/lib/mail.server.test.ts",
];

/**
 * Files whose only subject needs PostgreSQL's server (a TCP connection to cut): without
 * TEST_DATABASE_URL they would declare no test, which Vitest counts as a failed file, so they are
 * left out of the run. CI runs them (.ci/run points TEST_DATABASE_URL at the local server).
 */
const postgresOnlyFiles = process.env.TEST_DATABASE_URL ? [] : ["server/database-outage.test.ts"];

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // No `include` here: a project's `extends: true` adds its lists to the root's (they would run twice).
    environment: "node",
    // Compiles the server once for the files that start it (server/test-global-setup.ts).
    globalSetup: ["server/test-global-setup.ts"],
    // The three message catalogues, as the server registers them (app/entry.server.tsx).
    setupFiles: ["app/i18n/messages.server.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single one on a two-core machine. Most
    // files here also wait (on PostgreSQL, a child server, an SMTP peer), so two side by side took
    // the suite from 552 s to 398 s on this two-core machine; three were slower (429 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: "shared", include, exclude: isolatedFiles, isolate: false } },
      // The isolated files start on fresh app modules and the first environment, in workers they
      // share (app/test-support/fresh-modules.ts): a process per file cost ~3 s of CPU each.
      {
        extends: true,
        test: {
          name: "fresh",
          include: isolatedFiles.filter((file) => !ownProcessFiles.includes(file)),
          exclude: postgresOnlyFiles,
          isolate: false,
          setupFiles: ["app/test-support/fresh-modules.ts"],
        },
      },
      { extends: true, test: { name: "isolated", include: ownProcessFiles, exclude: postgresOnlyFiles, isolate: true } },
    ],
  },
});
