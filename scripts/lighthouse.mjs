// `npm run lighthouse`: Lighthouse's mobile performance figures for the built shop, on the
// same Chromium as the end-to-end tests. A measurement, not a test: it exits 0 whatever the figures.
//
//   npm run build && npm run lighthouse                 the home page and a completed free reading's page
//   npm run lighthouse -- --runs 5 --url /privacy       other pages (repeat --url), more runs
//   npm run lighthouse -- --browser chromium            in the full browser instead of the headless shell
//
// Settings: Lighthouse's defaults for mobile (simulated slow 4G, 4x CPU slowdown), performance only;
// each run in a new browser with a fresh profile. The medians are each figure's own median.
//
// The browser is Chromium's headless shell where there is one (else the full browser), as for most
// end-to-end journeys. Lighthouse scales the main thread's wall time by its 4x slowdown, which its docs
// (Lighthouse's own docs/throttling.md) calibrate for a machine whose benchmark index is 1500-2000. On our 2-core machines
// the full browser's own processes share the cores with the page: Lighthouse benchmarks the machine at
// 1100-1700, and a page of one heading and one paragraph measures 137-418 ms of blocking time. In the
// shell the benchmark is 2300-2700 and the same page 0-54 ms (docs/decisions/016-prerendered-pages.md).
// Each run prints the benchmark, so figures can be compared.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './chromium.mjs';
import { completedFreeReading, startShop } from './lighthouse-shop.mjs';
import { mainThreadAfterFcp, mainThreadBeforeFcp } from './lighthouse-main-thread.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string', multiple: true }, browser: { type: 'string', default: 'shell' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number from 1, not "${values.runs}".`);
  process.exit(1);
}

const ROOT = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(ROOT, 'dist/server/server.js')) || !existsSync(resolve(ROOT, 'dist/pwa/index.html'))) {
  console.error('No build to measure: run `npm run build` first (dist/server and dist/pwa are missing).');
  process.exit(1);
}
if (!['shell', 'chromium'].includes(values.browser)) {
  console.error(`--browser is shell (Chromium's headless shell, the default) or chromium, not "${values.browser}".`);
  process.exit(1);
}
const headlessShell = values.browser === 'shell' ? findHeadlessShell() : undefined;
const chromePath = headlessShell ?? findChromium();
if (!chromePath) {
  console.error('No Chromium found: `node scripts/ensure-chromium.mjs` installs one, or set CHROMIUM_PATH.');
  process.exit(1);
}
// The shell is headless by nature; the full browser is asked for its new headless mode.
const chromeFlags = headlessShell ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--headless=new'];

/** One Lighthouse run in a new Chromium: the figures this script prints. */
async function measureOnce(url) {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { audits, categories, environment, runWarnings, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const script = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    const mainThread = mainThreadAfterFcp(result.artifacts.Trace);
    const beforePaint = mainThreadBeforeFcp(result.artifacts.Trace);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tti: audits.interactive.numericValue,
      si: audits['speed-index'].numericValue,
      jsBytes: script?.transferSize ?? 0,
      jsRequests: script?.requestCount ?? 0,
      // Lighthouse's own measure of this machine's speed at the time (higher is faster; a busy machine scores low).
      bench: environment.benchmarkIndex,
      busyBefore: beforePaint.busy,
      cpuBefore: beforePaint.cpu,
      busy: mainThread.busy,
      cpu: mainThread.cpu,
      cpuTbt: mainThread.cpuBlocking,
      warnings: runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/** A trace Chromium failed to record (NO_NAVSTART, now and then on a busy machine) is run once more. */
async function measure(url) {
  try {
    return await measureOnce(url);
  } catch (error) {
    console.log(`  (run again after: ${error.message})`);
    return measureOnce(url);
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const line = (f) =>
  `score ${String(Math.round(f.score)).padStart(3)}  FCP ${seconds(f.fcp)}  LCP ${seconds(f.lcp)}  TBT ${String(Math.round(f.tbt)).padStart(4)} ms  ` +
  `CLS ${f.cls.toFixed(3)}  TTI ${seconds(f.tti)}  SI ${seconds(f.si)}  JS ${(f.jsBytes / 1024).toFixed(1)} KB in ${f.jsRequests} files  ` +
  `main thread before FCP ${Math.round(f.busyBefore)} ms busy, ${Math.round(f.cpuBefore)} ms CPU; ` +
  `after FCP ${Math.round(f.busy)} ms busy, ${Math.round(f.cpu)} ms CPU, TBT on CPU time ${Math.round(f.cpuTbt)} ms  (CPU bench ${Math.round(f.bench)})`;

const shop = await startShop();
let failed = false;
try {
  const paths = values.url ?? ['/', `/first-reading/${await completedFreeReading(shop.url)}`];
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  console.log(`Lighthouse ${version}, mobile, simulated slow 4G + 4x CPU, performance only; ${runs} run(s) per page; ${chromePath}`);
  console.log('JS is the transfer size of every Script request (compressed bytes plus headers).');
  console.log('Main thread after FCP: its tasks\' wall time (what TBT scales), the time it really ran, and TBT\'s rule applied to that');
  console.log('CPU time: the page\'s own share when the machine makes the thread wait. Before FCP: the same thread up to the first');
  console.log('paint (the document\'s parsing, styling, layout); Lantern\'s FCP waits only for its first parse, layout and paint');
  console.log('tasks and simulates the rest after FCP, where they block (scripts/lighthouse-main-thread.mjs).\n');
  for (const path of paths) {
    const url = new URL(path, shop.url).href;
    console.log(`${path}  (load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores)`);
    const figures = [];
    for (let run = 1; run <= runs; run++) {
      const f = await measure(url);
      figures.push(f);
      console.log(`  run ${run}:  ${line(f)}`);
    }
    const keys = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'tti', 'si', 'jsBytes', 'jsRequests', 'busyBefore', 'cpuBefore', 'busy', 'cpu', 'cpuTbt', 'bench'];
    console.log(`  median: ${line(Object.fromEntries(keys.map((key) => [key, median(figures.map((f) => f[key]))])))}`);
    for (const warning of new Set(figures.flatMap((f) => f.warnings))) console.log(`  warning: ${warning}`);
    console.log('');
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
