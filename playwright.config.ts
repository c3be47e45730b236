import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's headless shell when installed (the build of Chromium Playwright itself runs headless: the
// same engine without the desktop browser around it; the suite measured a third less CPU on it),
// else Debian's Chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // The journeys mostly wait (on the browser, the server, their own assertions' polling): on the two
  // cores, 4 workers ran the suite in 203 s against 272 s for 2, back to back at load ~5-14. 6 workers
  // beside Vitest (npm test) cost more CPU and time: the whole run 286 s against 251 s with 4 (2026-11-28).
  workers: 4,
  // One retry: a test that passes only on its retry is reported as flaky, by name, in npm test's summary.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Playwright empties its output folder at start; a folder of its own keeps it off Vitest's report.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build (some 120 files) in every new browser context, and
    // then answers the app's requests: work no journey needs but the ones about the service worker and
    // offline use, which allow it themselves (e2e/offline.spec.ts, "the app opens offline" in
    // e2e/foundation.spec.ts). Blocked, registration resolves with a warning, not an error.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT) },
      // SIGTERM, not Playwright's default SIGKILL, so scripts/e2e-server.mjs removes its data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same app with every exam clock cut to 6 seconds, for the timed-out exam.
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORT + 1}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT + 1), MOCK_EXAM_SECONDS: '6' },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
