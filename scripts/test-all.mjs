// `npm test`: everything a change must pass, in the order that fails fastest — types, lint, unit and
// API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the production build with its size
// budget, then the end-to-end journeys in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const VITEST_JSON = '.tmp/vitest-results.json';
const PLAYWRIGHT_JSON = '.tmp/playwright-results.json';
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(file, { force: true });

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]],
  ['Production build', 'npm', ['run', 'build']],
  ['Landing page size budget', 'node', ['scripts/measure-bundle.mjs']],
  ['Chromium for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = readJson(VITEST_JSON);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  }
  const playwright = readJson(PLAYWRIGHT_JSON);
  if (playwright) {
    passed += playwright.stats.expected;
    // A flaky test (passed only on a retry) counts as failed; retries are off, so this is a safeguard.
    failed += playwright.stats.unexpected + playwright.stats.flaky;
    skipped += playwright.stats.skipped;
  }
  return { passed, failed, skipped };
}

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNote: the API suite ran on SQLite only; PostgreSQL run skipped (set TEST_DATABASE_URL to include it).');
}
const { passed, failed, skipped } = summary();
if (failedStep) console.log(`\nStopped at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
