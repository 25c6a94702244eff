// Makes sure a Chromium exists for the end-to-end tests: finds it, installs Debian's package when
// running as root, or says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium installed: ${installed}`);
    process.exit(0);
  }
}

console.error(
  [
    'The end-to-end tests need Chromium, and none was found.',
    '  On Debian or Ubuntu: sudo apt-get install chromium',
    '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
