import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium (apt-get install -y chromium); Playwright's own download is unreachable here.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Africa/Tunis",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  // Tests tagged @mobile run at 390 px only, @desktop at 1280 px only, the others at both widths.
  projects: [
    {
      name: "mobile-390",
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium", launchOptions },
    },
    {
      name: "desktop-1280",
      grepInvert: /@mobile/,
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
    env: { E2E_PORT: String(PORT), ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}), ...(process.env.E2E_DATA_DIR ? { E2E_DATA_DIR: process.env.E2E_DATA_DIR } : {}) },
  },
});
