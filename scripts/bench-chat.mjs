/* global window, document, history, requestAnimationFrame, cancelAnimationFrame, PopStateEvent, dispatchEvent */
// (The functions passed to page.evaluate run in the browser.)
// `npm run bench:chat`: the chat's performance figures (printed, not a pass/fail test).
// 10,000 messages in one conversation, the production build (no mock code in the page), a
// 412×915 viewport, Chromium through Playwright. The API and the socket are the standalone
// mock backend (mocks/server/standalone.ts, its own process, seeded with MOCK_LONG_CHAT),
// reached on the page's own origin through a small proxy, as a real deployment would serve them:
//   - time from a client-side navigation to /chats/aoi_draws (the fan taps the chat in the
//     list) until the newest message is painted inside the history's visible area, at 1× and
//     4× CPU (CDP Emulation.setCPUThrottlingRate); the first opening (the route's code not yet
//     loaded) is printed apart. One 1× opening is also traced: its main-thread tasks are listed;
//   - DOM nodes inside the message list;
//   - JS heap after a GC, and its growth after scrolling to the very top and back twice;
//   - during a 2,000-token streamed reply: the largest distance from the bottom in any painted
//     frame (pinned within 2 px?) and the longest task, with what it consists of.
// BENCH_MOCK_BUILD=1 measures the mock build instead (the mock backend inside the page, as
// before: its localStorage saves then count as the page's work).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg as loadAverage } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags } from './chromium-flags.mjs';
import { findChromium } from './ensure-chromium.mjs';
import { accounts, root, signIn, startMockServer, tokenKey } from './perf-servers.mjs';
import { startProxiedApp } from './bench-chat-server.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const messages = Number(process.env.BENCH_MESSAGES ?? 10_000);
const tokens = Number(process.env.BENCH_TOKENS ?? 2_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const mockBuild = Boolean(process.env.BENCH_MOCK_BUILD);
const outDir = mockBuild ? 'dist-bench-mock' : 'dist-bench';

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('node', [path.join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  // The production build, its API on its own origin (/api, the proxy below), or the mock build.
  const env = mockBuild ? { VITE_MOCK_LATENCY_MS: '0-0' } : { VITE_MOCKS: 'false', VITE_API_BASE_URL: '/api' };
  execFileSync(bin('vite'), ['build', '--mode', mockBuild ? 'mock' : 'production', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
process.env.MOCK_LONG_CHAT = `aoi_draws:${messages}`;
const mock = mockBuild ? null : await startMockServer();
const app = await startProxiedApp(path.join(root, outDir), mock?.url ?? null);
const base = app.url;
/** Mock tools: on the mock server, or (mock build) inside the page's own mock backend. */
const mockTool = async (pathname, body) => {
  if (mock) return (await fetch(`${mock.url}${pathname}`, { method: 'POST', body: JSON.stringify(body) })).json();
  return page.evaluate(async ([p, b]) => (await fetch(p, { method: 'POST', body: JSON.stringify(b) })).json(), [pathname, body]);
};

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...chromiumFlags, '--enable-precise-memory-info'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 915 }, serviceWorkers: mockBuild ? 'allow' : 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
// socket.io's CONNECT answer ("40{…sid…}"), on the polling transport or the WebSocket.
let socketConnected = false;
const sawConnect = (text) => {
  // Packets on the polling transport are separated by the record separator (U+001E).
  if (text.split(String.fromCharCode(30)).some((packet) => packet.startsWith('40{'))) socketConnected = true;
};
page.on('response', (response) => {
  if (response.url().includes('/socket.io/')) response.text().then(sawConnect, () => {});
});
page.on('websocket', (socket) => socket.on('framereceived', (frame) => sawConnect(String(frame.payload))));
await cdp.send('Performance.enable');

let seeded;
if (mock) {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, await signIn(mock.url, accounts.fan)]);
  seeded = { messages };
} else {
  await page.goto(`${base}/send-reset-password-email`);
  await page.locator('main[data-pathname]').waitFor();
  await page.evaluate(async ([email, key]) => {
    const r = await fetch('/api/auth/email/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'kizuna1234' }) });
    localStorage.setItem(key, (await r.json()).accessToken);
  }, [accounts.fan, tokenKey]);
  seeded = await mockTool('/__mock/long-chat', { agentName: 'aoi_draws', count: messages });
}
await page.goto(`${base}/chats`);
await page.getByTestId('chat-row').first().waitFor();

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const traceCategories = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8.execute'];
const newestText = `(#${seeded.messages})`;
/** Client-side navigation to the chat, timed in the page until the newest message is in view. */
const openChat = () =>
  page.evaluate(
    (needle) =>
      new Promise((resolve) => {
        const start = performance.now();
        history.pushState(null, '', '/chats/aoi_draws');
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
        // Checked right after each frame is painted: the newest row, whole, inside the history
        // (the list, or the first screen drawn over it while the list places itself).
        const check = () => {
          const list = document.querySelector('[data-testid="history"]');
          const view = list?.getBoundingClientRect();
          const rows = list ? list.querySelectorAll('[data-message-id]') : [];
          for (const row of rows) {
            if (row.textContent?.includes(needle)) {
              const r = row.getBoundingClientRect();
              if (view && r.height > 0 && r.top >= view.top - 1 && r.bottom <= view.bottom + 1) return resolve(performance.now() - start);
            }
          }
          requestAnimationFrame(afterPaint);
        };
        const afterPaint = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = check;
          channel.port2.postMessage(null);
        };
        check();
      }),
    newestText,
  );
const backToList = async () => {
  await page.evaluate(() => {
    history.pushState(null, '', '/chats');
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await page.getByTestId('chat-row').first().waitFor();
};

// The first opening also loads the route's code (a tap on a row preloads it, this does not).
const coldOpen = await openChat();
await backToList();
const timings = {};
for (const rate of [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(await openChat());
    await backToList();
  }
  timings[rate] = samples;
}
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
// One more 1× opening, traced: what the main thread does between the tap and the newest row.
await page.waitForTimeout(500);
await browser.startTracing(page, { categories: traceCategories });
const tracedOpen = await openChat();
const opening = openingTasks(parseTrace(keep('open', await browser.stopTracing())), tracedOpen);

const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1024 / 1024;
};
// Counted once the first screen drawn over the list has handed over to it.
const listNodes = () => page.evaluate(() => document.querySelector('[data-testid="history"]')?.querySelectorAll('*').length ?? -1);
await page.getByTestId('first-screen').waitFor({ state: 'detached' });
const nodesAtOpen = await listNodes();
const heapBefore = await heap();

const scroller = '[data-testid="message-list"]';
const scrollToTop = async () => {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const done = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      el.scrollTop = 0;
      return document.body.textContent.includes('(#1)');
    }, scroller);
    if (done) return;
    await page.waitForTimeout(60);
  }
  throw new Error('never reached the top');
};
const scrollToBottom = async () => {
  for (let i = 0; i < 50; i += 1) {
    const gap = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      el.scrollTop = el.scrollHeight;
      return el.scrollHeight - el.scrollTop - el.clientHeight;
    }, scroller);
    if (gap < 2) return;
    await page.waitForTimeout(60);
  }
};
const scrollStart = Date.now();
for (let i = 0; i < 2; i += 1) {
  await scrollToTop();
  await scrollToBottom();
}
const scrollSeconds = (Date.now() - scrollStart) / 1000;
const nodesAfterScroll = await listNodes();
const heapAfter = await heap();

// A 2,000-token reply while the reader is at the bottom.
await scrollToBottom();
await page.waitForTimeout(300);
await page.evaluate((sel) => {
  const w = window;
  w.__bench = { maxGap: 0, longest: 0, frames: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longest = Math.max(w.__bench.longest, entry.duration);
  }).observe({ type: 'longtask' });
  const el = document.querySelector(sel);
  // Measured after each frame is painted (a task queued from requestAnimationFrame runs after
  // the frame's layout, resize observers and paint): what the reader saw in that frame.
  const measure = () => {
    const streaming = document.querySelector('[data-testid="streaming-reply"]');
    if (streaming) {
      w.__bench.frames += 1;
      w.__bench.maxGap = Math.max(w.__bench.maxGap, el.scrollHeight - el.scrollTop - el.clientHeight);
    }
  };
  const watch = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = measure;
    channel.port2.postMessage(null);
    w.__bench.raf = requestAnimationFrame(watch);
  };
  watch();
}, scroller);
// A trace of the stream as well: a task's wall time includes the time the OS gave the
// thread to other processes (the machine is shared), its thread time does not.
await waitForSocket();
await browser.startTracing(page, { categories: traceCategories });
const reply = await mockTool('/__mock/long-reply', { agentName: 'aoi_draws', tokens, delayMs: 8 });
await page.locator(`[data-message-id="${reply.replyId}"][data-status="sent"]`).waitFor({ timeout: 180_000 });
const stream = await page.evaluate(() => {
  cancelAnimationFrame(window.__bench.raf);
  return window.__bench;
});
const longest = longestTasks(parseTrace(keep('stream', await browser.stopTracing())), 3);

await browser.close();
await app.stop();
await mock?.stop();

/** The socket is connected (it loads once the first screen has settled, or on an interaction). */
async function waitForSocket() {
  await page.mouse.move(10, 10);
  if (!mock) return page.waitForTimeout(2_500);
  const deadline = Date.now() + 30_000;
  while (!socketConnected) {
    if (Date.now() > deadline) throw new Error('the socket never connected');
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(300);
}

/** BENCH_TRACE_DIR=dir keeps the traces (open them in Chrome's Performance panel). */
function keep(name, buffer) {
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `chat-${name}.json`), buffer);
  return buffer;
}

function parseTrace(buffer) {
  const trace = JSON.parse(buffer.toString());
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => taskNames.has(e.name));
  // The in-page mock backend's database saves (mock build only) are named in the timeline.
  const marks = events.filter((e) => e.name === 'mock:save');
  return { onMain, tasks, marks };
}

/** The direct children of a task (the events no other event inside it contains), by CPU time. */
function inside(trace, task) {
  const childrenOf = (parent) => {
    const within = trace.onMain.filter((e) => e !== parent && e.ts >= parent.ts && e.ts + e.dur <= parent.ts + parent.dur && !taskNames.has(e.name));
    return within.filter((e) => !within.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
  };
  // A wrapper that fills the task (a mojo message, a socket message's dispatch) says little: look inside it.
  let direct = childrenOf(task);
  while (direct.length === 1 && direct[0].dur >= 0.9 * task.dur && childrenOf(direct[0]).length) direct = childrenOf(direct[0]);
  const byName = new Map();
  for (const e of direct) {
    const data = e.args?.data ?? {};
    const what = data.functionName || data.type || data.url?.split('/').pop() || '';
    const label = what ? `${e.name}(${String(what).slice(0, 40)})` : e.name;
    const entry = byName.get(label) ?? { label, cpu: 0, count: 0 };
    entry.cpu += (e.tdur ?? e.dur) / 1000;
    entry.count += 1;
    byName.set(label, entry);
  }
  return [...byName.values()].sort((a, b) => b.cpu - a.cpu);
}

function describe(parts, n = 4) {
  const shown = parts.slice(0, n).map((p) => `${p.label}${p.count > 1 ? ` ×${p.count}` : ''} ${p.cpu.toFixed(1)}`);
  return shown.join(', ') || 'nothing traced inside';
}

/** The n longest main-thread tasks by wall time, the longest by thread time, and what they hold. */
function longestTasks(trace, n) {
  const mockTask = (t) => trace.marks.some((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur);
  const thread = (t) => t.tdur ?? t.dur;
  const show = (t) => ({ wall: t.dur / 1000, cpu: thread(t) / 1000, mock: mockTask(t), parts: describe(inside(trace, t)) });
  const byWall = [...trace.tasks].sort((a, b) => b.dur - a.dur).slice(0, n);
  const byCpu = [...trace.tasks].sort((a, b) => thread(b) - thread(a))[0];
  const over50 = trace.tasks.filter((t) => t.dur > 50_000).length;
  return { count: trace.tasks.length, over50, byWall: byWall.map(show), byCpu: byCpu ? show(byCpu) : null };
}

/** The opening's main-thread tasks of 2 ms or more, in order, from the trace's last `ms` milliseconds. */
function openingTasks(trace, ms) {
  const end = Math.max(...trace.tasks.map((t) => t.ts + t.dur));
  const start = end - ms * 1000 - 5_000;
  const tasks = trace.tasks.filter((t) => t.ts + t.dur >= start && t.dur >= 2_000);
  const cpu = trace.tasks.filter((t) => t.ts >= start).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000;
  return { ms, cpu, tasks: tasks.map((t) => ({ at: (t.ts - start) / 1000, wall: t.dur / 1000, cpu: (t.tdur ?? t.dur) / 1000, parts: describe(inside(trace, t), 3) })) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => n.toFixed(0);
const load = loadAverage().map((n) => n.toFixed(1)).join(', ');
const where = mock ? 'production build, API and socket: the standalone mock server (its own process)' : 'mock build (the mock backend inside the page)';
console.log(`\nChat benchmark — ${seeded.messages} messages, ${tokens}-token reply, 412×915, ${where}, Chromium`);
console.log(`newest message visible, 1× CPU: median ${fmt(median(timings[1]))} ms (runs: ${timings[1].map(fmt).join(', ')}); first opening, code not loaded: ${fmt(coldOpen)} ms   target ≤ 120 ms`);
console.log(`newest message visible, 4× CPU: median ${fmt(median(timings[4]))} ms (runs: ${timings[4].map(fmt).join(', ')})   target ≤ 450 ms`);
console.log(`traced 1× opening: ${fmt(opening.ms)} ms, main thread busy ${fmt(opening.cpu)} ms of CPU; its tasks of 2 ms or more (start ms: wall / CPU — inside, ms CPU):`);
for (const t of opening.tasks) console.log(`  ${fmt(t.at).padStart(4)}: ${t.wall.toFixed(1)} / ${t.cpu.toFixed(1)} — ${t.parts}`);
console.log(`DOM nodes in the list: ${nodesAtOpen} at open, ${nodesAfterScroll} after scrolling   target ≤ 100`);
console.log(`JS heap: ${heapBefore.toFixed(1)} MB, ${heapAfter.toFixed(1)} MB after top-and-back twice (${scrollSeconds.toFixed(0)} s of scrolling), growth ${(heapAfter - heapBefore).toFixed(1)} MB   targets ≤ 40 MB, ≤ 5 MB`);
console.log(`streaming: farthest from the bottom ${stream.maxGap.toFixed(1)} px over ${stream.frames} frames (${stream.maxGap <= 2 ? 'pinned' : 'NOT pinned'} within 2 px)   target ≤ 2 px`);
console.log(`longest task while streaming: ${fmt(longest.byWall[0]?.wall ?? 0)} ms wall (long-task observer: ${fmt(stream.longest)} ms), ${fmt(longest.byWall[0]?.cpu ?? 0)} ms of it CPU; ${longest.over50} of ${longest.count} tasks over 50 ms wall   target ≤ 50 ms`);
for (const t of longest.byWall) console.log(`  ${t.wall.toFixed(1)} ms wall / ${t.cpu.toFixed(1)} ms CPU${t.mock ? ' (the in-page mock saving its database)' : ''} — ${t.parts}`);
if (longest.byCpu) console.log(`  longest by CPU: ${longest.byCpu.cpu.toFixed(1)} ms (${longest.byCpu.wall.toFixed(1)} ms wall) — ${longest.byCpu.parts}`);
console.log(`load average at the end: ${load} (2 cores shared: wall times include other processes' time)`);
