// Finds a Chromium for Playwright. (Playwright cannot download its own browser on our machines.)
//
// Two kinds, both Debian packages of the same Chromium release:
// - `findChromium()`, the full browser (`chromium`): what people use. The benchmarks
//   (Lighthouse, start-up, chat) and screenshots measure it.
// - `findTestChromium()`, the old headless shell (`chromium-headless-shell`, Playwright's own
//   default for headless runs): the same Blink and V8 without the browser's windows, profile
//   and WebUI pages. The journeys and the route-budget check run on it, faster (figures in
//   docs/decisions/testing.md). Without it they fall back to the full browser.
//
// CHROMIUM_PATH, if set, wins for both. Otherwise, when the package is missing and this runs as
// root on Debian, it installs it; else it stops with a message saying how to get one. Run as a
// script, it prints the path it found (`--test`: the test browser's).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const browserPath = '/usr/bin/chromium';
const headlessShellPath = '/usr/bin/chromium-headless-shell';

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const safeRead = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** CHROMIUM_PATH, when set (and there). */
const fromEnv = () => {
  const path = process.env.CHROMIUM_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  return path || null;
};

/** Installs a Debian package as root; false where that is not possible. */
const aptInstall = (pkg, why) => {
  if (!isRoot() || !isDebian()) return false;
  console.log(`Installing Debian's ${pkg} for ${why} (about a minute)…`);
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], apt);
  return true;
};

/** The full browser: CHROMIUM_PATH, else Debian's chromium (installed if missing and possible). */
export const findChromium = () => {
  const chosen = fromEnv();
  if (chosen) return chosen;
  if (existsSync(browserPath)) return browserPath;
  if (aptInstall('chromium', 'the browser checks') && existsSync(browserPath)) return browserPath;
  throw new Error(
    'No Chromium found. Install one (on Debian or Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
};

/** The browser the tests run on: CHROMIUM_PATH, else the headless shell, else the full browser. */
export const findTestChromium = () => {
  const chosen = fromEnv();
  if (chosen) return chosen;
  if (existsSync(headlessShellPath)) return headlessShellPath;
  try {
    if (aptInstall('chromium-headless-shell', 'the end-to-end tests') && existsSync(headlessShellPath)) return headlessShellPath;
  } catch (error) {
    // An older Debian without the package: the full browser runs the same tests, slower.
    console.warn(`chromium-headless-shell could not be installed (${error instanceof Error ? error.message : error}); using the full browser.`);
  }
  return findChromium();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(process.argv.includes('--test') ? findTestChromium() : findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
