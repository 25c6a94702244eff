// Makes sure a Chromium exists for the end-to-end tests: finds it, installs Debian's packages when
// running as root, or says exactly what to install. The headless shell is optional (most journeys run
// faster in it, scripts/chromium.mjs); the full browser is not (push needs it, and Lighthouse uses it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM, findChromium, findHeadlessShell } from './chromium.mjs';

const found = findChromium();
const shell = findHeadlessShell();
// The shell comes from the same Debian source as the browser: not asked for beside another browser.
const debian = !found || found === DEBIAN_CHROMIUM;
const missing = [!found && 'chromium', !shell && debian && 'chromium-headless-shell'].filter(Boolean);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  } catch (error) {
    console.log(`apt-get failed: ${error.message}`);
  }
}

const chromium = findChromium();
if (chromium) {
  console.log(`Chromium for end-to-end tests: ${chromium}`);
  console.log(`Headless shell for most journeys: ${findHeadlessShell() ?? 'none (they use Chromium)'}`);
  process.exit(0);
}

console.error(
  [
    'The end-to-end tests need Chromium, and none was found.',
    '  On Debian or Ubuntu: sudo apt-get install chromium',
    '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
