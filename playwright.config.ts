import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts'
import { RETURNING_VISITOR_STATE } from './tests/e2e/global-setup.ts'
import { OLDER_BROWSER_PROJECT } from './tests/e2e/support.ts'
import { TIMEOUTS } from './tests/timeouts.ts'
import { baselineFolder, SCREENSHOT_TOLERANCE, VISUAL_CHROMIUM_ARGS } from './tests/visual/setup.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)

/** End-to-end tests against the built site, served as in production by server/index.ts. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two workers on two cores (Playwright's default would be one): the browsers wait on layout, axe and the
  // network often enough that two finish sooner. More cores, half of them, as Playwright's default.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: TIMEOUTS.e2eTest,
  expect: { timeout: TIMEOUTS.e2eExpect },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace (actions, console, network, sources) and a screenshot of the page as it
    // failed. Every test records that trace, so it records no screencast and no DOM snapshot per action:
    // those made the layout sweep 30 % slower (109 s for the French pages, 80 s without, 76 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // A returning visitor by default; first-visit tests reset it with test.use({ storageState: FIRST_VISIT }).
    storageState: RETURNING_VISITOR_STATE,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The first taps again, in a Chromium without invoker commands, popovers and `closedby` (their native
    // answers cancelled, tests/older-browser.ts): the head script's fallbacks must answer them.
    {
      name: OLDER_BROWSER_PROJECT,
      testMatch: ['first-tap.spec.ts', 'consent.spec.ts'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Screenshots compared with baselines (tests/visual/): `npm run test:visual -- --update` refreshes them.
    {
      name: 'visual',
      testDir: 'tests/visual',
      snapshotPathTemplate: `${baselineFolder()}/{arg}{ext}`,
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          stylePath: 'tests/visual/screenshot.css',
          ...SCREENSHOT_TOLERANCE,
        },
      },
      use: {
        ...devices['Desktop Chrome'],
        deviceScaleFactor: 1,
        // The screenshot stylesheet is a <style> the pages' Content-Security-Policy would refuse.
        bypassCSP: true,
        launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...VISUAL_CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: {
    command: 'node dist/node/server.mjs',
    // A throwaway inbox, and no rate limit in the way of the suite (the limit has its own unit test).
    env: { PORT: String(PORT), DATA_DIR: '.e2e-data', FORMS_RATE_LIMIT: '100000' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: TIMEOUTS.serverStart,
  },
})
