// `npm test`: everything a change must pass, in the order that fails fastest — types and lint (side by
// side, with Chromium's check or install), unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), the production build with its size budget, then the end-to-end journeys
// in Chromium. Ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const VITEST_JSON = '.tmp/vitest-results.json';
const PLAYWRIGHT_JSON = '.tmp/playwright-results.json';
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(file, { force: true });

/**
 * Each stage's steps run at the same time; a stage starts when the one before it has passed. tsc and
 * ESLint use one core each, and the Chromium step mostly waits on apt-get, so together they take the
 * time of the slowest (on 2 cores: ~28 s instead of ~75 s on a machine without Chromium).
 */
const stages = [
  [
    ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Lint', 'npm', ['run', 'lint']],
    ['Chromium for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']],
  ],
  [['Unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]]],
  [['Production build', 'npm', ['run', 'build']]],
  [['Landing page size budget', 'node', ['scripts/measure-bundle.mjs']]],
  [['End-to-end tests', 'npx', ['playwright', 'test']]],
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

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside others its output is
 * held and printed in one piece when it ends, so the steps' lines do not interleave.
 */
function run([name, command, args], alone) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}${alone ? '' : ' (in parallel)'}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    // A command that cannot start (not installed) says why; 'close' follows and fails the step.
    child.on('error', (error) => console.log(`━━ ${name}: could not start: ${error.message}`));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n━━ ${name} (output):`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status === 0 ? undefined : name);
    });
  });
}

let failedStep;
for (const stage of stages) {
  const failures = (await Promise.all(stage.map((step) => run(step, stage.length === 1)))).filter(Boolean);
  if (failures.length > 0) {
    failedStep = failures.join(', ');
    break;
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNote: the API suite ran on SQLite only; the PostgreSQL run and the fleet test (two server processes, api/src/fleet.test.ts) skipped (set TEST_DATABASE_URL to include them).');
}
const { passed, failed, skipped } = summary();
if (failedStep) console.log(`\nStopped at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
