// The engine as a dimension: bill creation and the lobby API on SQLite and on PostgreSQL, each on
// one node and on two nodes sharing one database (the same 10 connections split between the
// nodes), every configuration on a fresh database of its own. With a base build (`--compare
// <commit>`: bench/base-build.mjs), that build's SQLite figures are measured in the same run,
// alternating with this one's, and this one's must not fall more than 20% below them.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { check, figure } from './budgets.mjs';
import { CONNECTIONS, fire, tagged } from './load.mjs';
import { billRound, BROWSER_HEADERS, openThreeTopNumbers, registerMember, startSite, topUp } from './site.mjs';
import { createPlatform, DB_FILE } from '../src/platform/index.ts';
import { siteAgent } from '../src/platform/agent/records.ts';
import { startServer } from '../tests/support/server.ts';

export const CONFIGURATIONS = [
  { engine: 'sqlite', nodes: 1 },
  { engine: 'sqlite', nodes: 2 },
  { engine: 'postgres', nodes: 1 },
  { engine: 'postgres', nodes: 2 },
];
/** This build's SQLite figures may fall this far below the base build's, no further. */
export const MAX_FALL = 0.2;

const API = { ...BROWSER_HEADERS, accept: 'application/json' };

/**
 * One target on every node at once, the connections split between them, after a warm-up that is
 * not counted. `tally` (bills) counts only what landed in the database.
 */
async function measureOnNodes({ urls, path, requestsFor, duration, warmup, tally }) {
  const each = Math.max(1, Math.floor(CONNECTIONS / urls.length));
  const run = (seconds) =>
    Promise.all(
      urls.map((url) => fire({ url: `${url}${path}`, requests: requestsFor?.(url), headers: API, duration: seconds, connections: each })),
    );
  await run(warmup);
  tally?.reset();
  const results = await run(duration);
  const seconds = Math.max(...results.map((result) => (result.finish - result.start) / 1000 || result.duration));
  const answered = results.reduce((sum, result) => sum + result.requests.total, 0);
  const ok = tally ? await tally.accepted() : results.reduce((sum, result) => sum + result['2xx'], 0);
  const errors = Math.max(0, answered - ok) + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  return {
    rps: Math.round(ok / seconds),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    requests: answered,
    ok,
    errors,
  };
}

/** The member, money and round the bills need, on the database behind `site`. */
async function billLoad(site) {
  const member = await registerMember(site.urls[0], site.db);
  await topUp(site.db, member.memberId, 1_000_000);
  const roundId = await billRound(site.db, 600);
  const numbers = await openThreeTopNumbers(site.db, roundId);
  const keyPrefix = `engines-${Date.now().toString(36)}${randomInt(1e6).toString(36)}-`;
  const bills = tagged(
    (seq) => ({
      body: JSON.stringify({
        agent_id: site.agentId,
        round_id: roundId,
        lines: [{ bet_type: 'three_top', number: numbers[seq % numbers.length], amount: 1 }],
        idempotency_key: `${keyPrefix}${seq}`,
      }),
    }),
    async () => {
      const rows = await site.db
        .selectFrom('lotto_bills')
        .select('idempotency_key as k')
        .where('member_id', '=', member.memberId)
        .where('round_id', '=', roundId)
        .execute();
      return new Set(
        rows.filter((row) => row.k?.startsWith(member.memberId + ':' + keyPrefix)).map((row) => Number(row.k.split(keyPrefix)[1])),
      );
    },
  );
  return {
    path: '/api/lotto/bill/create',
    // Each node's own origin: the door refuses a post from another site.
    requestsFor: (url) => [
      {
        method: 'POST',
        path: '/api/lotto/bill/create',
        headers: { ...API, 'content-type': 'application/json', cookie: member.cookie, origin: url },
        setupRequest: bills.setupRequest,
        onResponse: bills.onResponse,
      },
    ],
    tally: bills.tally,
  };
}

async function measureSite(site, settings) {
  const lobby = await measureOnNodes({ urls: site.urls, path: '/api/lotto/lobby', ...settings });
  const bills = await measureOnNodes({ urls: site.urls, ...(await billLoad(site)), ...settings });
  return { lobby, bills };
}

/** Every configuration, one after another, each on a fresh database. */
export async function measureEngines({ duration, warmup, log, base }) {
  const settings = { duration, warmup };
  const results = [];
  for (const configuration of CONFIGURATIONS) {
    const label = `${configuration.engine}, ${configuration.nodes} node${configuration.nodes > 1 ? 's' : ''}`;
    log?.(`engines: ${label}…`);
    const site = await startSite(configuration);
    try {
      results.push({ ...configuration, label, ...(await measureSite(site, settings)) });
    } finally {
      await site.stop();
    }
    const last = results.at(-1);
    log?.(`engines ${label}: lobby ${last.lobby.rps}/s, bills ${last.bills.rps}/s`);
  }
  const comparison = base ? await compareWithBase({ base, settings, log }) : null;
  return { connections: CONNECTIONS, duration, warmup, results, comparison };
}

/**
 * The base build and this one on SQLite, one node each, measured in turns (base, this, base,
 * this) so that a change in the machine's load falls on both; each keeps its better turn.
 */
async function compareWithBase({ base, settings, log }) {
  const sites = { base: await baseSite(base.dir), head: await startSite({ engine: 'sqlite', nodes: 1 }) };
  try {
    const best = { base: null, head: null };
    for (let turn = 1; turn <= 2; turn++) {
      for (const which of ['base', 'head']) {
        const figures = await measureSite(sites[which], settings);
        log?.(`compare turn ${turn}, ${which}: lobby ${figures.lobby.rps}/s, bills ${figures.bills.rps}/s`);
        const kept = best[which];
        best[which] = {
          lobby: !kept || figures.lobby.rps > kept.lobby.rps ? figures.lobby : kept.lobby,
          bills: !kept || figures.bills.rps > kept.bills.rps ? figures.bills : kept.bills,
        };
      }
    }
    return { commit: base.commit, ...best };
  } finally {
    await sites.base.stop();
    await sites.head.stop();
  }
}

/** The base build's server (its own scripts/serve.mjs and dist/) on a fresh SQLite database. */
async function baseSite(dir) {
  const server = await startServer({}, { cwd: dir });
  // The bench's own platform on that file: rounds, money and the member's checks go through it.
  const platform = await createPlatform({ engine: { kind: 'sqlite', path: join(server.dataDir, DB_FILE) } });
  return {
    ...server,
    urls: [server.url],
    db: platform.db,
    agentId: (await siteAgent(platform.db)).id,
    async stop() {
      await platform.close();
      await server.stop();
    },
  };
}

export function engineChecks(engines) {
  const part = 'engines';
  const checks = [];
  for (const result of engines.results) {
    for (const target of ['lobby', 'bills']) {
      const figures = result[target];
      const name = target === 'lobby' ? 'GET /api/lotto/lobby' : 'POST /api/lotto/bill/create';
      checks.push(
        figure({
          part,
          label: `${result.label}: ${name} rate`,
          value: figures.rps,
          unit: '/s',
          detail: `${figures.ok} ok of ${figures.requests}; p99 ${figures.p99} ms`,
        }),
      );
      checks.push(check({ part, label: `${result.label}: ${name} errors`, value: figures.errors, op: '<=', budget: 0 }));
    }
  }
  const comparison = engines.comparison;
  if (comparison) {
    for (const target of ['lobby', 'bills']) {
      const base = comparison.base[target].rps;
      checks.push(
        check({
          part,
          label: `sqlite ${target} against ${comparison.commit.slice(0, 10)} (same run)`,
          value: comparison.head[target].rps,
          unit: '/s',
          op: '>=',
          budget: Math.round(base * (1 - MAX_FALL)),
          detail: `base ${base}/s, this ${comparison.head[target].rps}/s (${Math.round((comparison.head[target].rps / base) * 100)}%)`,
        }),
      );
    }
  }
  return checks;
}
