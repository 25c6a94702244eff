// Where the end-to-end tests find a Chromium: Playwright cannot download its own browser on our
// machines, so we use the system's (Debian's `chromium` package) or the one CHROMIUM_PATH names.
import { existsSync } from 'node:fs';

/** Debian's `chromium` package, which has a headless shell package beside it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const CANDIDATES = [DEBIAN_CHROMIUM, '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/**
 * Chromium's old headless shell (Debian's `chromium-headless-shell` package), or CHROMIUM_HEADLESS_SHELL_PATH:
 * the same engine without the browser around it, which runs the end-to-end journeys about a third
 * faster on our 2-core machines. Undefined when there is none: the tests then use findChromium()'s.
 */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return HEADLESS_SHELLS.find((path) => existsSync(path));
}

/** Flags for a headless run on a machine with no outside network (and as root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
