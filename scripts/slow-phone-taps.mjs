// `node scripts/slow-phone-taps.mjs`: how soon a completed free reading's page (/first-reading/{code})
// answers a tap on a slow phone. A measurement, not a test: it exits 0 whatever the figures.
//
//   node scripts/slow-phone-taps.mjs                          Slow 3G + 4x CPU, 3 runs, headless shell
//   node scripts/slow-phone-taps.mjs --network fast3g --cpu 1 --runs 5 --browser chromium
//
// Each run opens the page in a new phone-sized context (390 px, touch) with DevTools' network preset
// and CPU slowdown, taps "Upgrade" in the sticky bar as soon as the page has painted, then once every
// 500 ms until the checkout answers (its dialog, or "Opening the checkout..."). It prints the first
// contentful paint, when the app started (the <html> attribute AppProvider sets after hydrating), when
// the checkout answered, and how many taps that took: 1 means the tap at first paint was kept.
// The marks are taken in the page, where these are its globals.
/* global window, document, MutationObserver */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './chromium.mjs';
import { completedFreeReading, startShop } from './lighthouse-shop.mjs';

// DevTools' presets (throughput in bytes/s, latency in ms).
const NETWORKS = {
  slow3g: { latency: 2000, downloadThroughput: (500 * 1024 * 0.8) / 8, uploadThroughput: (500 * 1024 * 0.8) / 8 },
  fast3g: { latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    network: { type: 'string', default: 'slow3g' },
    cpu: { type: 'string', default: '4' },
    browser: { type: 'string', default: 'shell' },
  },
});
const network = NETWORKS[values.network];
if (!network) throw new Error(`--network is one of ${Object.keys(NETWORKS).join(', ')}`);
const executablePath = values.browser === 'shell' ? (findHeadlessShell() ?? findChromium()) : findChromium();
const args = values.browser === 'shell' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--headless=new'];

const UPGRADE = 'div[data-bottom-bar] button';

// Notes in the page when the app started and when the checkout first answered (its dialog, or the
// loading state "Opening the checkout..." with role=status outside the page's own spinners).
const WATCH = () => {
  const marks = (window.__marks = {});
  new MutationObserver(() => {
    const now = performance.now();
    if (!marks.started && document.documentElement.hasAttribute('data-app-started')) marks.started = now;
    if (!marks.answered && document.querySelector('[role="dialog"], .fixed [role="status"]')) marks.answered = now;
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(WATCH);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  const marks = () => page.evaluate(() => window.__marks);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 120_000, polling: 50 });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    const button = page.locator(UPGRADE);
    // The tap at first paint; the app has started without answering it, it was lost: tap again until it answers.
    await button.tap({ force: true, timeout: 120_000 });
    const tappedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => window.__marks.started || window.__marks.answered, undefined, { timeout: 120_000, polling: 100 });
    const kept = await page
      .waitForFunction(() => window.__marks.answered, undefined, { timeout: 2000, polling: 50 })
      .then(() => true)
      .catch(() => false);
    let taps = 1;
    while (!(await marks()).answered && taps < 100) {
      await button.tap({ force: true, timeout: 5000 }).catch(() => undefined);
      taps++;
      await page.waitForFunction(() => window.__marks.answered, undefined, { timeout: 500, polling: 50 }).catch(() => undefined);
    }
    await page.waitForFunction(() => window.__marks.started, undefined, { timeout: 60_000, polling: 100 }).catch(() => undefined);
    const { started, answered } = await marks();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);
    return { fcp, tappedAt, started, answered, kept, taps, scripts };
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const s = (ms) => (ms === undefined || ms === Infinity ? 'never' : `${(ms / 1000).toFixed(1)} s`);

const shop = await startShop();
const browser = await chromium.launch({ executablePath, args });
try {
  const url = `${shop.url}/first-reading/${await completedFreeReading(shop.url)}`;
  console.log(`${values.network}, CPU ${values.cpu}x, ${executablePath}`);
  const figures = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    const f = await measureOnce(browser, url);
    figures.push(f);
    console.log(
      `  run ${run}: first paint ${s(f.fcp)}  tapped ${s(f.tappedAt)}  app started ${s(f.started)}  checkout answered ${s(f.answered)}  ` +
        `(${f.kept ? 'the first tap kept' : `first tap lost, ${f.taps} taps`})  scripts ${f.scripts}`,
    );
  }
  const of = (key) => s(median(figures.map((f) => f[key] ?? Infinity)));
  const kept = figures.filter((f) => f.kept).length;
  console.log(`  median: first paint ${of('fcp')}  app started ${of('started')}  checkout answered ${of('answered')}  first tap kept in ${kept} of ${figures.length}`);
} finally {
  await browser.close();
  await shop.stop();
}
