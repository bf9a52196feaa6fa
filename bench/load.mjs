// Load on loopback with autocannon: 10 connections for a fixed time per target, after a short
// warm-up that is not counted. Requests look like the browser's (Accept-Encoding included). Bills
// and shots count only what the platform accepted: rows that landed in the database during the
// measured run; every other answer (a refusal, a non-2xx, a socket error) is an error. The lobby,
// the wallets and bills are measured again through a site node in gateway mode (issue 45), each
// beside its embedded twin.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { BUDGETS, check, figure } from './budgets.mjs';
import {
  billRound,
  BROWSER_HEADERS,
  SESSION_COOKIE,
  openThreeTopNumbers,
  shooterPool,
  setShotInterval,
  startGateway,
  yeekeeRoundFor,
} from './site.mjs';

export const CONNECTIONS = 10;
/** The published landing page measured beside `/` (issue 28: at least BUDGETS.landingShareOfHome of its rate). */
const LANDING_PAGE = '/promotions/welcome';
/** The shot interval the bench database runs with: the setting's smallest value (it must be positive). */
export const SHOT_INTERVAL_SECONDS = 1;
/** Shooters, each back at most once per interval as long as the rate stays under this many per second. */
export const SHOOTERS = 10_000;

/** The prefix of the gateway's targets' names and keys; each has its embedded twin's name after it. */
const GATEWAY = 'gateway ';

/** What a browser on the site at `url` sends: for a page, for the API, for a POST to the API. */
function headersFor(url) {
  const page = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const api = { ...BROWSER_HEADERS, accept: 'application/json' };
  return { page, api, post: { ...api, 'content-type': 'application/json', origin: url } };
}

export function fire(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * One target: warm-up, then the measured run. A target with `tally` counts as ok only the answers
 * whose write is in the database (the platform refuses with HTTP 200 and an error code).
 */
async function measure({ name, url, requests, headers, duration, warmup, tally }) {
  await fire({ url, requests, headers, duration: warmup });
  tally?.reset();
  const result = await fire({ url, requests, headers, duration });
  const seconds = (result.finish - result.start) / 1000 || result.duration;
  const answered = result.requests.total;
  const ok = tally ? await tally.accepted() : result['2xx'];
  const errors = Math.max(0, answered - ok) + result.errors + result.timeouts;
  return {
    name,
    seconds: Number(seconds.toFixed(2)),
    requests: answered,
    ok,
    rps: Math.round(ok / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
  };
}

/**
 * Numbers each request (autocannon keeps one context per connection, one request in flight on
 * each) and remembers which were answered, so that only answered requests are looked up.
 */
export function tagged(makeBody, landed) {
  let next = 0;
  let answered = [];
  return {
    setupRequest(request, context) {
      context.seq = next++;
      return { ...request, ...makeBody(context.seq) };
    },
    onResponse(_status, _body, context) {
      answered.push(context.seq);
    },
    tally: {
      reset: () => (answered = []),
      async accepted() {
        const written = await landed();
        return answered.filter((seq) => written.has(seq)).length;
      },
    },
  };
}

export async function measureLoad({ site, member, duration, warmup, log }) {
  const { url: baseUrl, db, agentId } = site;
  const runTag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  // The bill round must stay open through every target, the gateway's last among them.
  const span = (duration + warmup) * 12 + 60;

  // Bills: one line each, a different three-top number every time, 1 baht, a unique key (its prefix
  // names the site that took it, so each target counts only its own bills).
  const roundId = await billRound(db, span);
  const numbers = await openThreeTopNumbers(db, roundId);
  const billKeys = () =>
    db
      .selectFrom('lotto_bills')
      .select('idempotency_key as k')
      .where('member_id', '=', member.memberId)
      .where('round_id', '=', roundId)
      .execute();
  /** What a member does on the site at `url`: the lobby (page and API), the wallets and bills. */
  const memberTargets = (url, prefix, keyPrefix) => {
    const { page, api, post } = headersFor(url);
    const bills = tagged(
      (seq) => ({
        body: JSON.stringify({
          agent_id: agentId,
          round_id: roundId,
          lines: [{ bet_type: 'three_top', number: numbers[seq % numbers.length], amount: 1 }],
          idempotency_key: `${keyPrefix}${seq}`,
        }),
      }),
      // The platform stores the key after the member's id; the other site's keys have no such part.
      async () => new Set((await billKeys()).map((row) => Number(row.k.split(keyPrefix)[1]))),
    );
    return [
      { name: `${prefix}GET /lotto/lobby`, key: `${prefix}/lotto/lobby`, url: `${url}/lotto/lobby`, headers: page },
      { name: `${prefix}GET /api/lotto/lobby`, key: `${prefix}/api/lotto/lobby`, url: `${url}/api/lotto/lobby`, headers: api },
      {
        name: `${prefix}POST /api/member/wallets`,
        key: `${prefix}POST /api/member/wallets`,
        url: `${url}/api/member/wallets`,
        requests: [{ method: 'POST', path: '/api/member/wallets', headers: { ...post, cookie: member.cookie }, body: '{}' }],
      },
      {
        name: `${prefix}POST /api/lotto/bill/create`,
        key: `${prefix}bills`,
        url: `${url}/api/lotto/bill/create`,
        requests: [
          {
            method: 'POST',
            path: '/api/lotto/bill/create',
            headers: { ...post, cookie: member.cookie },
            setupRequest: bills.setupRequest,
            onResponse: bills.onResponse,
          },
        ],
        tally: bills.tally,
      },
    ];
  };

  const { page, post } = headersFor(baseUrl);
  const targets = [];
  targets.push({ name: 'GET /', url: `${baseUrl}/`, headers: page });
  // A landing page the content desk published (the seed's): served from memory as `/` is.
  targets.push({ name: `GET ${LANDING_PAGE}`, key: 'landing', url: `${baseUrl}${LANDING_PAGE}`, headers: page });
  targets.push(...memberTargets(baseUrl, '', `bench-${runTag}-`));

  // Shots: many shooters in turn, so none is refused for shooting too soon. Request n is shooter
  // n mod SHOOTERS with number n * 7919 mod 100000 (a different number each time, and the pair
  // names the request: its row is found again).
  await setShotInterval(db, SHOT_INTERVAL_SECONDS);
  const shooters = await shooterPool(db, SHOOTERS);
  const yeekeeId = await yeekeeRoundFor(db, span);
  const shooterSeq = new Map(shooters.map((shooter, index) => [shooter.memberId, index]));
  const shotNumber = (seq) => String((seq * 7919) % 100_000).padStart(5, '0');
  const shotRows = () => db.selectFrom('yeekee_shots').select(['member_id', 'number']).where('round_id', '=', yeekeeId).execute();
  const shots = tagged(
    (seq) => ({
      headers: { ...post, cookie: `${SESSION_COOKIE}=${shooters[seq % SHOOTERS].token}` },
      body: JSON.stringify({ round_id: yeekeeId, number: shotNumber(seq) }),
    }),
    async () => {
      const written = new Set();
      for (const row of await shotRows()) {
        // The request whose shooter and number these are (unique for the first 100,000 requests).
        const index = shooterSeq.get(row.member_id);
        if (index === undefined) continue;
        for (let seq = index; seq < 100_000; seq += SHOOTERS) if (shotNumber(seq) === row.number) written.add(seq);
      }
      return written;
    },
  );
  targets.push({
    name: 'POST /api/lotto/yeekee/shoot_number',
    key: 'shots',
    url: `${baseUrl}/api/lotto/yeekee/shoot_number`,
    requests: [
      {
        method: 'POST',
        path: '/api/lotto/yeekee/shoot_number',
        headers: post,
        setupRequest: shots.setupRequest,
        onResponse: shots.onResponse,
      },
    ],
    tally: shots.tally,
  });

  const results = [];
  const run = async (target, twin) => {
    const result = await measure({ ...target, duration, warmup });
    results.push({ key: target.key ?? target.name.replace(/^GET /, ''), ...(twin === undefined ? {} : { twin }), ...result });
    log?.(`load ${target.name}: ${result.rps}/s, p99 ${result.p99} ms, ${result.errors} errors`);
  };
  for (const target of targets) await run(target);

  // The same member's lobby, wallets and bills through a site node in gateway mode in front of this
  // site's platform door, right after the embedded targets, with the same connections and times.
  // It starts only now, so that the embedded figures are taken with no second node on the machine.
  const gateway = await startGateway(site);
  try {
    // One page served first, as the embedded site had before its own targets (its code loaded).
    await (await fetch(`${gateway.url}/`)).text();
    for (const target of memberTargets(gateway.url, GATEWAY, `gateway-${runTag}-`)) await run(target, target.key.slice(GATEWAY.length));
  } finally {
    await gateway.stop();
  }
  return {
    connections: CONNECTIONS,
    duration,
    warmup,
    shotIntervalSeconds: SHOT_INTERVAL_SECONDS,
    shooters: SHOOTERS,
    billRoundId: roundId,
    yeekeeRoundId: yeekeeId,
    results,
  };
}

export function loadChecks(load) {
  const part = 'load';
  const checks = [];
  for (const result of load.results) {
    const budget = BUDGETS.load[result.key];
    const name = result.name;
    const detail = `${result.ok} ok of ${result.requests} in ${result.seconds} s; p50 ${result.p50} ms, max ${result.max} ms`;
    if (budget?.rps)
      checks.push(check({ part, label: `${name} rate`, value: result.rps, unit: '/s', op: '>=', budget: budget.rps, detail }));
    else checks.push(figure({ part, label: `${name} rate`, value: result.rps, unit: '/s', detail }));
    if (budget?.p99) checks.push(check({ part, label: `${name} p99`, value: result.p99, unit: 'ms', op: '<=', budget: budget.p99 }));
    else checks.push(figure({ part, label: `${name} p99`, value: result.p99, unit: 'ms' }));
    checks.push(
      check({
        part,
        label: `${name} errors`,
        value: result.errors,
        op: '<=',
        budget: BUDGETS.loadErrors,
        detail: result.errors
          ? `status ${JSON.stringify(result.statusCodes)}, socket errors ${result.socketErrors}, timeouts ${result.timeouts}`
          : undefined,
      }),
    );
  }
  checks.push(...gatewayRatios(load.results));
  const home = load.results.find((result) => result.key === '/');
  const landing = load.results.find((result) => result.key === 'landing');
  if (home && landing)
    checks.push(
      check({
        part,
        label: `${landing.name} rate beside /`,
        value: Number((landing.rps / home.rps).toFixed(2)),
        op: '>=',
        budget: BUDGETS.landingShareOfHome,
        detail: `${landing.rps}/s beside ${home.rps}/s in the same run`,
      }),
    );
  return checks;
}

const ratio = (value, beside) => (beside > 0 ? Number((value / beside).toFixed(2)) : null);

/**
 * Each gateway target beside its embedded twin: its rate and its p99 as a share of the twin's, figures
 * without a budget (the gateway's errors are checked above, as every target's). On the bench's
 * machine the gateway node, the embedded site and autocannon share the same few cores, so a request
 * through the gateway pays for a second process's CPU where the embedded one did not: these ratios
 * are lower than on a deployment where site nodes and platform nodes have machines of their own.
 */
function gatewayRatios(results) {
  const part = 'load';
  const checks = [];
  for (const result of results.filter((entry) => entry.twin !== undefined)) {
    const twin = results.find((entry) => entry.key === result.twin && entry.twin === undefined);
    if (!twin) continue;
    checks.push(
      figure({
        part,
        label: `${result.name} rate / embedded`,
        value: ratio(result.rps, twin.rps),
        unit: 'x',
        detail: `${result.rps}/s beside ${twin.rps}/s in the same run`,
      }),
      figure({
        part,
        label: `${result.name} p99 / embedded`,
        value: ratio(result.p99, twin.p99),
        unit: 'x',
        detail: `${result.p99} ms beside ${twin.p99} ms in the same run`,
      }),
    );
  }
  return checks;
}
