// The README's start command, as a newcomer types it with a port and host of their own:
// `npm start -- --port <free port> --host 127.0.0.1` must serve the app on that address (it
// once failed with "Unused args"). Starts it, waits for the page, stops the whole process
// group, and prints how long the start took.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const port = await freePort();
const address = `http://127.0.0.1:${port}/`;
const started = Date.now();
const child = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
let exited = null;
child.on('exit', (code) => (exited = code));

const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

const deadline = Date.now() + 120_000;
let served = false;
while (!served && exited === null && Date.now() < deadline) {
  try {
    const response = await fetch(address);
    const page = await response.text();
    served = response.ok && page.includes('id="root"');
  } catch {
    // Not listening yet.
  }
  if (!served) await new Promise((resolve) => setTimeout(resolve, 250));
}
stop();

if (!served) {
  console.error(`✖ npm start -- --port ${port} --host 127.0.0.1 did not serve the app at ${address}${exited === null ? '' : ` (exited with ${exited})`}\n${output}`);
  process.exit(1);
}
console.log(`✔ npm start -- --port ${port} --host 127.0.0.1 served the app at ${address} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
