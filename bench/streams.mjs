// The live streams (issue 43), beside the polling they replace, in one run:
// - one node: WATCHERS visitors watch a Yeekee round's stream while SHOTS shots are taken one
//   after another; each shot's delay from its request to every watcher (p50, p99, max), the
//   share delivered, and the node's memory before and with the streams open;
// - polling beside it: the same watchers asking the list every 3 s would need WATCHERS / 3
//   requests a second; the node's own rate for that call (`since`, autocannon) says what share of
//   it that is, and a poll's news is 1.5 s late on average, 3 s at worst;
// - two PostgreSQL nodes: watchers split between them, the shots taken on the first; the delay
//   to the second node's watchers (NOTIFY between them);
// - an idle member's tab on `/` over ten minutes (Chromium's clock run forward): the requests it
//   makes after loading, with its stream, and with the stream refused (the polls' fallback).
// The watchers are plain sockets in this process, one in SAMPLE_EVERY read and timed: a delay
// includes this process reading them on the same cores as the node.
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { setSetting } from '../src/platform/settings.ts';
import { BUDGETS, check, figure } from './budgets.mjs';
import { fire } from './load.mjs';
import { serverMemory } from './memory.mjs';
import { BROWSER_HEADERS, SESSION_COOKIE, registerMember, setShotInterval, shooterPool, startSite, yeekeeRoundFor } from './site.mjs';

const WATCHERS = 10_000;
const CROSS_WATCHERS = 2_000;
const SHOTS = 20;
const SHOT_GAP_MS = 400;
/** One watcher in this many is read and timed. */
const SAMPLE_EVERY = 10;
const POLL_MS = 3_000;
const IDLE_MINUTES = 10;
const STREAM_PATH = '/api/lotto/yeekee/stream';
const MEMBER_STREAM = '/api/member/stream';

/**
 * One watcher: a socket on the round's stream. A sampled one reads it, noting when each awaited
 * number first shows; the others leave it unread (the kernel's buffers hold a run's few KiB): the
 * node writes to every watcher alike, and this process reads only as many as it can time fairly.
 */
function watch(url, seen) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { accept: 'text/event-stream' } }, (answer) => {
      if (answer.statusCode !== 200) {
        answer.resume();
        return reject(new Error(`stream refused: HTTP ${answer.statusCode}`));
      }
      if (seen) {
        const mine = new Set();
        answer.setEncoding('utf8');
        answer.on('data', (text) => {
          if (!text.includes('event: shots')) return;
          const at = performance.now();
          for (const [number, arrivals] of seen)
            if (!mine.has(number) && text.includes(`"number":"${number}"`)) {
              mine.add(number);
              arrivals.push(at);
            }
        });
      } else answer.pause();
      resolve(() => asked.destroy());
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** Opens `count` watchers of `round` spread over `urls`, a few hundred at a time; every SAMPLE_EVERY-th is timed. */
async function openWatchers(urls, round, count, seen) {
  const closers = [];
  for (let at = 0; at < count; at += 250) {
    const batch = Array.from({ length: Math.min(250, count - at) }, (_, i) =>
      watch(`${urls[(at + i) % urls.length]}${STREAM_PATH}?round_id=${round}`, (at + i) % SAMPLE_EVERY === 0 ? seen : null),
    );
    closers.push(...(await Promise.all(batch)));
  }
  return () => closers.forEach((close) => close());
}

/** Takes the shots one after another on `url`; answers each number's request time. */
async function shoot(url, round, shooters, seen) {
  const sentAt = new Map();
  for (const [index, shooter] of shooters.entries()) {
    const number = String(10_000 + index * 137 + Math.floor(Math.random() * 100)).slice(-5);
    seen.set(number, []);
    sentAt.set(number, performance.now());
    const answer = await fetch(`${url}/api/lotto/yeekee/shoot_number`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: url,
        cookie: `${SESSION_COOKIE}=${shooter.token}`,
      },
      body: JSON.stringify({ round_id: round, number }),
    });
    const body = await answer.json();
    if (body.error !== 0) throw new Error(`a bench shot was refused: ${body.message}`);
    await new Promise((resolve) => setTimeout(resolve, SHOT_GAP_MS));
  }
  // The last shot's news has time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return sentAt;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** Each watcher's delay for each shot, from the shot's request. */
function delays(seen, sentAt, watchers) {
  const all = [];
  for (const [number, arrivals] of seen) for (const at of arrivals) all.push(at - sentAt.get(number));
  all.sort((a, b) => a - b);
  return {
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1) ?? null,
    delivered: all.length / (Math.ceil(watchers / SAMPLE_EVERY) * sentAt.size),
  };
}

/** The round's stream on `site`'s nodes: watchers on `watchOn`, shots on the first node. */
async function streamRun(site, { watchers, watchOn, log }) {
  await setSetting(site.db, 'live.streams_per_address', watchers + 100);
  await setShotInterval(site.db, 1);
  const round = await yeekeeRoundFor(site.db, 180);
  const shooters = await shooterPool(site.db, SHOTS);
  const seen = new Map();
  const before = serverMemory(site.servingPid());
  log?.(`streams: opening ${watchers} watchers of round ${round}…`);
  const close = await openWatchers(watchOn, round, watchers, seen);
  try {
    const open = serverMemory(site.servingPid());
    log?.(`streams: ${SHOTS} shots…`);
    const sentAt = await shoot(site.urls[0], round, shooters, seen);
    return { round, watchers, memory: { before: before.rss, open: open.rss }, ...delays(seen, sentAt, watchers) };
  } finally {
    close();
  }
}

/** The list call a poller makes (`since` the newest shot), as fast as the node answers it. */
async function pollRate(site, round) {
  const list = await (await fetch(`${site.url}/api/lotto/yeekee/list?round_id=${round}`)).json();
  const since = list.data.shots[0]?.shot_id ?? 0;
  const result = await fire({
    url: `${site.url}/api/lotto/yeekee/list?round_id=${round}&since=${since}`,
    headers: { ...BROWSER_HEADERS, accept: 'application/json' },
    duration: 5,
  });
  return Math.round(result.requests.average);
}

/** Requests an idle member's tab on `/` makes after loading, over IDLE_MINUTES run forward on its clock. */
async function idleTab(site, member, { refuseStream }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless') });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
    // Logged in, and the announcement seen this visit (it does not open).
    await context.addCookies([
      { name: SESSION_COOKIE, value: member.token, url: site.url },
      { name: 'r999_announced', value: '1', url: site.url },
    ]);
    const page = await context.newPage();
    if (refuseStream) await page.route(`**${MEMBER_STREAM}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.clock.install();
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    // The islands hydrate and the stream opens 1.5 s after (stores/live.ts), its answer in real time.
    const opened = page.waitForResponse((answer) => new URL(answer.url()).pathname === MEMBER_STREAM).catch(() => null);
    await page.clock.runFor(5_000);
    await opened;
    await page.clock.runFor(2_000);
    await page.waitForTimeout(1_000);
    const asked = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    for (let minute = 0; minute < IDLE_MINUTES; minute++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(50);
    }
    return asked;
  } finally {
    await browser.close();
  }
}

export async function measureStreams({ site, log }) {
  const one = await streamRun(site, { watchers: WATCHERS, watchOn: [site.url], log });
  const rate = await pollRate(site, one.round);
  log?.('streams: two PostgreSQL nodes…');
  const pg = await startSite({ engine: 'postgres', nodes: 2 });
  let cross;
  try {
    cross = await streamRun(pg, { watchers: CROSS_WATCHERS, watchOn: [pg.urls[1]], log });
  } finally {
    await pg.stop();
  }
  log?.('streams: an idle member tab, ten minutes…');
  const member = await registerMember(site.url, site.db);
  const idle = {
    streamed: await idleTab(site, member, { refuseStream: false }),
    polled: await idleTab(site, member, { refuseStream: true }),
  };
  return { one, pollRate: rate, cross, idle };
}

const ms = (value) => (value === null ? '-' : Math.round(value));

export function streamsChecks(result) {
  const part = 'streams';
  const { one, cross, idle } = result;
  const needed = Math.round(one.watchers / (POLL_MS / 1000));
  return [
    check({
      part,
      label: `a Yeekee shot to ${one.watchers.toLocaleString('en-US')} watchers on one node, p99 from its request (1 in ${SAMPLE_EVERY} timed)`,
      value: one.p99 === null ? null : Math.round(one.p99),
      unit: 'ms',
      op: '<=',
      budget: BUDGETS.streamDeliveryP99,
      detail: `p50 ${ms(one.p50)} ms, max ${ms(one.max)} ms; ${(one.delivered * 100).toFixed(1)}% of ${SHOTS} shots x watchers delivered`,
    }),
    check({ part, label: 'share of shots x watchers delivered, one node', value: Number(one.delivered.toFixed(4)), op: '>=', budget: 1 }),
    figure({
      part,
      label: `server RSS with ${one.watchers.toLocaleString('en-US')} streams open (before them)`,
      value: one.memory.open,
      unit: 'B',
      detail: `before ${(one.memory.before / 2 ** 20).toFixed(0)} MiB: ${((one.memory.open - one.memory.before) / one.watchers / 1024).toFixed(1)} KiB a stream`,
    }),
    figure({
      part,
      label: `polling instead: the list call's rate on this node (${one.watchers.toLocaleString('en-US')} watchers every 3 s need ${needed}/s)`,
      value: result.pollRate,
      unit: '/s',
      detail: `${Math.round((needed / Math.max(1, result.pollRate)) * 100)}% of the node for the list alone; a poll's news is 1,500 ms late on average, 3,000 ms at worst`,
    }),
    check({
      part,
      label: `a shot on PostgreSQL node A to ${cross.watchers.toLocaleString('en-US')} watchers on node B, p99`,
      value: cross.p99 === null ? null : Math.round(cross.p99),
      unit: 'ms',
      op: '<=',
      budget: BUDGETS.streamDeliveryP99,
      detail: `p50 ${ms(cross.p50)} ms, max ${ms(cross.max)} ms; ${(cross.delivered * 100).toFixed(1)}% delivered`,
    }),
    check({
      part,
      label: `an idle member tab on /: requests in ${IDLE_MINUTES} minutes after loading, stream open`,
      value: idle.streamed.length,
      op: '<=',
      budget: BUDGETS.idleTabRequests,
      detail: idle.streamed.join(', ') || 'none',
    }),
    figure({
      part,
      label: `the same tab with its stream refused (the polls' fallback)`,
      value: idle.polled.length,
      detail: [...new Set(idle.polled)].join(', '),
    }),
  ];
}
