// Finds a Chromium for Playwright: CHROMIUM_PATH if set, else /usr/bin/chromium; if neither
// exists and this runs as root on Debian, installs Debian's `chromium`; otherwise stops with
// a message saying how to get one. Prints the path it found. (Playwright cannot download its
// own browser on our machines.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const debianPath = '/usr/bin/chromium';

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const safeRead = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const findChromium = () => {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  if (existsSync(debianPath)) return debianPath;
  if (isRoot() && isDebian()) {
    console.log('Installing Debian\'s chromium for the end-to-end tests (about a minute)…');
    const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    execFileSync('apt-get', ['update', '-qq'], apt);
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
    if (existsSync(debianPath)) return debianPath;
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (on Debian or Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
