import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_SMTP_PORT let two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Debian's Chromium: its headless shell (package chromium-headless-shell, the same build without the browser's UI and
// GPU process work) when installed, as CI does; it used 17 % less time on the same journeys (ADR 153). Otherwise the
// full browser.
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // A failed journey keeps its trace with DOM snapshots, and a screenshot of the moment it failed. The trace's
    // screencast (a JPEG of every frame) is off: it cost 29 % of the journeys' CPU time for every passing run (ADR 154).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Playwright starts webServer before globalSetup, so the wrapper clears the data folder and
  // starts the SMTP capture server before it runs `npm start`.
  webServer: {
    command: 'node e2e/start-test-server.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR: 'test-results/e2e-data',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      E2E_SMTP_PORT: String(SMTP_PORT),
      MAIL_FROM: 'TaxDesk <no-reply@taxdesk.test>',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  },
});
