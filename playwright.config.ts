import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the install script
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './scripts/chromium.mjs';

const chromium = (findChromium as () => string | undefined)();
const headlessShell = (findHeadlessShell as () => string | undefined)();
const launchWith = (executablePath: string | undefined) => ({ executablePath, args: CHROMIUM_ARGS as string[] });
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PUSH = /push\.spec\.ts$/;

/**
 * End-to-end tests drive the built shop (npm run build) in the system's Chromium. Each worker starts
 * its own server on its own SQLite file (tests/fixtures.ts), so a test may stop it to go offline.
 */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, never a pass.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    // A failed test keeps its trace (each step's DOM, network and console) and a screenshot of the end.
    // The trace's own screencast is left out: capturing frames all along cost the suite about a sixth
    // of its time on our 2-core machines, for pictures the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The service worker precaches the whole shell (about 180 files) in every new browser context, which
    // costs every test time it does not use: only the specs about offline use and push allow it.
    serviceWorkers: 'block',
    // Decorative animations that never stop (the hero's symbols, spinners) keep software-rendered
    // Chromium drawing frames for nothing: visitors' reduced-motion path, except where motion is tested.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Most journeys run in Chromium's headless shell, about a third faster here than the full browser.
    { name: 'chromium', testIgnore: PUSH, use: { ...desktop, launchOptions: launchWith(headlessShell ?? chromium) } },
    // The shell denies notification permission outright: the push journeys need the full browser.
    { name: 'chromium-push', testMatch: PUSH, use: { ...desktop, launchOptions: launchWith(chromium) } },
  ],
});
