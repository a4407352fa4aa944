import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's headless shell (apt-get install -y chromium-headless-shell), the build of Chromium that
// Playwright itself runs headless tests in; Playwright's own download is unreachable here. The full
// browser in its new headless mode also runs tab-strip WebUI renderers and a GPU process: the same
// 32 axe tests took 5.1 min with it and 3.1 min with the shell on this two-core machine.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * What a width changes (the layouts, the mobile menu and panels, axe's reading of the page, the
 * phone-first depot and scanner) is tested at both widths or at its own, in the other files. A
 * journey through the server (sign up, order, pay, confirm…) is the same at both: it runs once, at
 * the width of the people who take it — visitors and clients on a phone (most of them come on
 * one), the agency's staff at the office's 1280 px — unless a test of it is tagged for the other.
 * Running each of these twice cost about a fifth of the suite's time and found nothing the other
 * width had not.
 */
const JOURNEY_WIDTHS = {
  clients: [
    "account", "account-pre-hijack", "auth", "auth-fixtures", "catalogue-more", "checkout-fulfilment", "client-order", "online-payment",
    "client-space", "contact", "email-verification", "quote-acceptance", "request-conversation", "revocable-links",
  ],
  staff: [
    "admin-content", "admin-desk", "admin-settings", "calendar-feed", "daily-sheet", "desk-pages", "event-quote",
    "event-requests", "failed-mails", "finances", "late-returns", "maintenance", "order-file", "packing-list",
    "payments", "planning", "request-figures",
  ],
};

/**
 * The tests a project leaves out: those tagged for the other width, and those of `files` not
 * tagged for this one. Playwright matches the pattern against the file's path, the titles and the tags.
 */
function widthFilter(otherTag: string, ownTag: string, files: string[]): RegExp {
  return new RegExp(`${otherTag}|^(?!.*${ownTag}).*(?:^|[\\s/])(?:${files.join("|")})\\.spec\\.ts`);
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a failed test runs once more, and the report names it "flaky" if the second try passes:
  // a test that fails twice still fails the run. Browser tests on a shared two-core machine meet
  // timing they do not own (a slow frame, a late hydration); a retry keeps one such moment from
  // holding back a whole submission, while the flaky list tells us what to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Africa/Tunis",
    // The public pages' 50 floating particles and the logo strip animate forever: with Chromium's
    // software compositing an open page burned about half a core (4.9 s of CPU per 10 s on /, 0.25 s
    // with reduced motion), which slowed the whole suite several times over on a busy machine. The
    // tests do not look at motion; public-layout.spec.ts checks both preferences explicitly.
    reducedMotion: "reduce",
    // Recording a trace of every test cost about 15 % of the suite's time; a failed test runs
    // again in CI (retries above), and that second run is recorded.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions,
  },
  // Tests tagged @mobile run at 390 px only, @desktop at 1280 px only. A journey runs once, at the
  // width of the people who take it (see JOURNEY_WIDTHS above); the others at both widths.
  projects: [
    {
      name: "mobile-390",
      grepInvert: widthFilter("@desktop", "@mobile", JOURNEY_WIDTHS.staff),
      // A phone's layout (390 CSS px, touch, mobile viewport) at one device pixel per CSS pixel: the
      // Pixel 7's 2.625 made Chromium's software raster paint 6.9 times the pixels of each frame,
      // and the mobile half of the suite ran 30–50 % longer than the desktop half for it.
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, browserName: "chromium", launchOptions },
    },
    {
      name: "desktop-1280",
      grepInvert: widthFilter("@mobile", "@desktop", JOURNEY_WIDTHS.clients),
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // The production build on a fresh embedded database, seeded on start.
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT), ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}), ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}), ...(process.env.E2E_DATA_DIR ? { E2E_DATA_DIR: process.env.E2E_DATA_DIR } : {}) },
  },
});
