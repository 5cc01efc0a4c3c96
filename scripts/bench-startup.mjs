// `npm run bench:startup`: the start-up work of a cold visit at 1× CPU, which Lighthouse's
// blocking time is made of (it multiplies the main thread's work by 4), measured directly and
// far less noisy than Lighthouse's simulation on a shared machine. The production build talks
// to the standalone mock server, as in bench:lighthouse. Per route, median of RUNS visits:
//   blocking   the sum over long tasks of their time beyond 50 ms, until the screen is
//              drawn and 2.5 s have passed (the PerformanceObserver's `longtask` entries)
//   longest    the longest task
//   script     JavaScript time (CDP Performance.getMetrics ScriptDuration)
//   tasks      all main-thread task time (TaskDuration: script, style, layout, parse)
// COMPARE=/path/to/another/checkout also builds that checkout (generated code and all, with
// its own node_modules) and visits both builds in turn, so a change in the machine's load
// falls on both alike:   git worktree add /tmp/before HEAD~1 && (cd /tmp/before && npm ci)
// Prints the table and the machine's load; exits 0. It is not part of `npm test`.
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumFlags } from './chromium-flags.mjs';
import { findChromium } from './ensure-chromium.mjs';
import { accounts, buildCheckouts, signIn, startMockServer, storagePage, tokenKey } from './perf-servers.mjs';

const runs = Number(process.env.RUNS ?? 9);
const routes = [
  { url: '/sign-in', as: 'guest' },
  { url: '/chats', as: 'fan' },
  { url: '/chats/aoi_draws', as: 'fan' },
];
const mock = await startMockServer();
// Production builds whose API is the mock server (the socket too).
const { apps, stop: stopApps } = await buildCheckouts(mock.url);

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const samples = new Map();
try {
  const tokens = { guest: null, fan: await signIn(mock.url, accounts.fan) };
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      // Alternate which build goes first, so neither always meets a warmer machine.
      const names = Object.keys(apps);
      for (const name of run % 2 ? names.reverse() : names) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        const page = await context.newPage();
        await page.goto(`${apps[name].url}${storagePage}`);
        await page.evaluate(([key, token]) => (token ? localStorage.setItem(key, token) : localStorage.removeItem(key)), [tokenKey, tokens[route.as]]);
        await page.addInitScript(() => {
          const durations = [];
          Object.defineProperty(globalThis, '__longTasks', { value: durations });
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => durations.push(entry.duration))).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(`${apps[name].url}${route.url}`);
        await page.waitForSelector('main[data-pathname]');
        await page.waitForTimeout(2500);
        const longTasks = await page.evaluate(() => /** @type {number[]} */ (Reflect.get(globalThis, '__longTasks')));
        const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name: metric, value }) => [metric, value]));
        const key = `${route.url}\t${name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push({
          blocking: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          longest: Math.max(0, ...longTasks),
          script: metrics.ScriptDuration * 1000,
          tasks: metrics.TaskDuration * 1000,
        });
        await context.close();
      }
    }
    process.stdout.write(`  run ${run + 1}/${runs}\n`);
  }
} finally {
  await browser.close();
  await stopApps();
  await mock.stop();
}

console.log(`\nStart-up work of a cold visit, 1× CPU, 412×915, median of ${runs} (ms)`);
console.log('| route | build | blocking (> 50 ms) | longest task | script | all tasks |');
console.log('|---|---|---|---|---|---|');
for (const [key, values] of samples) {
  const [route, name] = key.split('\t');
  const pick = (field) => Math.round(median(values.map((value) => value[field])));
  console.log(`| ${route} | ${name} | ${pick('blocking')} | ${pick('longest')} | ${pick('script')} | ${pick('tasks')} |`);
}
const load = loadavg().map((value) => value.toFixed(1)).join(' / ');
console.log(`Machine load (1/5/15 min): ${load} on ${cpus().length} cores. Lighthouse's TBT is roughly 4 × these figures' blocking work after its estimated first paint.`);
