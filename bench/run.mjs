// `npm run bench`: builds the site, starts it on a fresh database, measures it (bytes per route,
// delivery, Lighthouse, load, memory, the Yeekee list, the big round on both engines, bank texts, live
// streams beside polling), writes
// bench/results.json, prints every figure beside its budget, and exits 1 when any budget is missed
// (2 when the bench itself fails).
//
//   npm run bench                         the full run
//   npm run bench -- --quick              shorter load runs, one Lighthouse run per route
//   npm run bench -- --only bytes,load    a subset: bytes, peer, lighthouse, load, yeekee, risk, engines, reports, bank-texts, streams
//                                         (peer: our / beside the Next.js peer, Lighthouse in turns)
//   npm run bench -- --no-build           measure the build already in dist/
//   npm run bench -- --routes /,/login    only these paths in the page measurements (bytes, Lighthouse)
//   npm run bench -- --compare <commit>   also measure that commit's build on SQLite, in turns with this one (engines)
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rule } from './budgets.mjs';
import { buildBase } from './base-build.mjs';
import { bytesChecks, measureBytes } from './bytes.mjs';
import { deliveryChecks } from './delivery.mjs';
import { engineChecks, measureEngines } from './engines.mjs';
import { auditInTurns, lighthouseChecks, measureLighthouse } from './lighthouse.mjs';
import { loadChecks, measureLoad } from './load.mjs';
import { memoryFigures, serverMemory } from './memory.mjs';
import { startFloor } from './floor.mjs';
import { peerChecks, preparePeer, startPeer } from './peer.mjs';
import { startPeerWithOurHeaders } from './peer-headers.mjs';
import { bytesReport, checksReport, summary } from './report.mjs';
import { resolveRoutes } from './routes.mjs';
import { registerMember, startSite, topUp } from './site.mjs';
import { measureYeekeeList, yeekeeListChecks } from './yeekee-list.mjs';
import { measureReports, reportsChecks } from './reports.mjs';
import { measureRisk, riskChecks } from './lotto-risk.mjs';
import { bankTextsChecks, measureBankTexts } from './bank-texts.mjs';
import { measureStreams, streamsChecks } from './streams.mjs';

export const PARTS = ['bytes', 'peer', 'lighthouse', 'load', 'yeekee', 'risk', 'engines', 'reports', 'bank-texts', 'streams'];
// The peer's ratios are medians of five in turns (issue 43): a ratio of two noisy figures needs more runs.
const FULL = { duration: 10, warmup: 2, lighthouseRuns: 3, peerRuns: 5 };
const QUICK = { duration: 3, warmup: 1, lighthouseRuns: 1, peerRuns: 1 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED = '1';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    compare: { type: 'string' },
    out: { type: 'string', default: 'bench/results.json' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(
    'npm run bench [-- --quick] [-- --only bytes,peer,lighthouse,load,yeekee,risk,engines,reports,bank-texts,streams] [-- --routes /,/login] [-- --compare <commit>] [-- --no-build] [-- --out file]',
  );
  process.exit(0);
}
const parts = args.only ? args.only.split(',').map((part) => part.trim()) : PARTS;
const unknown = parts.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const settings = args.quick ? QUICK : FULL;
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function build() {
  log('building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('the build failed');
  }
}

function chromiumVersion() {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memory: os.totalmem(),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium: chromiumVersion(),
  };
}

/**
 * Our `/`, the Next.js peer's (behind our security headers, bench/peer-headers.mjs) and our `/`
 * without its scripts, audited in turns (bench/peer.mjs, bench/floor.mjs).
 */
async function measurePeer(ourUrl) {
  const prepared = preparePeer(log);
  if (prepared.error) return { ours: null, peer: { error: prepared.error } };
  const peer = await startPeer(prepared.dir);
  const wrapped = await startPeerWithOurHeaders(peer.url, ourUrl);
  const floor = await startFloor(ourUrl);
  try {
    log(`the peer is served with our security headers: ${Object.keys(wrapped.headers).join(', ')}`);
    const urls = { ours: `${ourUrl}/`, peer: `${wrapped.url}/`, floor: `${floor.url}/` };
    return {
      ...(await auditInTurns({ urls, runs: settings.peerRuns, log })),
      peerBuild: prepared.stamp,
      peerHeaders: wrapped.headers,
    };
  } finally {
    wrapped.stop();
    peer.stop();
    floor.stop();
  }
}

async function main() {
  const results = {
    date: new Date().toISOString(),
    options: { parts, quick: args.quick, routes: args.routes ?? 'all', compare: args.compare ?? null, ...settings },
    machine: machine(),
    timings: {},
  };
  const checks = [];
  const timed = async (name, work) => {
    const at = Date.now();
    try {
      return await work();
    } finally {
      results.timings[name] = Math.round((Date.now() - at) / 1000);
    }
  };

  if (!args['no-build']) await timed('build', build);
  log('starting the built site on a fresh database…');
  // Its platform door too when the load measures a gateway node in front of it (bench/load.mjs).
  const site = await startSite({ platformDoor: parts.includes('load') });
  try {
    // Idle: started, migrated, seeded, and one page rendered (the code is loaded), nothing else.
    await (await fetch(`${site.url}/`)).text();
    const memory = { idle: serverMemory(site.servingPid()) };
    const member = await registerMember(site.url, site.db);
    await topUp(site.db, member.memberId, 1_000_000);
    const table = await resolveRoutes(site.url, { member });
    const { unmeasured } = table;
    const routes = args.routes ? table.routes.filter((route) => args.routes.split(',').includes(route.path)) : table.routes;
    results.routes = routes;
    checks.push(
      rule({
        part: 'routes',
        label: 'every page in the route table has a path to measure',
        offenders: unmeasured.map((entry) => `${entry.pattern}: ${entry.reason}`),
        total: table.routes.length + unmeasured.length,
      }),
    );
    log(`${routes.length} paths from the route table`);

    if (parts.includes('bytes')) {
      const pages = await timed('bytes', () => measureBytes({ baseUrl: site.url, routes, member, log }));
      checks.push(...bytesChecks(pages));
      checks.push(...(await timed('delivery', () => deliveryChecks({ pages, baseUrl: site.url, member }))));
      results.bytes = pages;
    }
    let homeScore;
    if (parts.includes('peer')) {
      const beside = await timed('peer', () => measurePeer(site.url));
      checks.push(...peerChecks(beside.ours, beside.peer, beside.floor, beside.peerHeaders));
      results.peer = beside;
      homeScore = beside.peer?.score ?? undefined;
    }
    if (parts.includes('lighthouse')) {
      const audits = await timed('lighthouse', () =>
        measureLighthouse({ baseUrl: site.url, routes, member, runs: settings.lighthouseRuns, log, partial: Boolean(args.routes) }),
      );
      checks.push(...lighthouseChecks(audits, { homeScore }));
      results.lighthouse = audits;
    }
    let shotRound = 0;
    if (parts.includes('load')) {
      const load = await timed('load', () => measureLoad({ site, member, duration: settings.duration, warmup: settings.warmup, log }));
      memory.afterLoad = serverMemory(site.servingPid());
      shotRound = load.yeekeeRoundId;
      checks.push(...loadChecks(load));
      results.load = load;
    }
    results.memory = memory;
    checks.push(...memoryFigures(memory));
    if (parts.includes('yeekee')) {
      const list = await timed('yeekee', () => measureYeekeeList({ site, exceptRoundId: shotRound }));
      checks.push(...yeekeeListChecks(list));
      results.yeekeeList = list;
    }
    if (parts.includes('risk')) {
      const risk = await timed('risk', () => measureRisk({ site, log }));
      checks.push(...riskChecks(risk));
      results.risk = risk;
    }
    if (parts.includes('bank-texts')) {
      const texts = await timed('bank texts', () => measureBankTexts({ site, log }));
      checks.push(...bankTextsChecks(texts));
      results.bankTexts = texts;
    }
    if (parts.includes('streams')) {
      const streams = await timed('streams', () => measureStreams({ site, log }));
      checks.push(...streamsChecks(streams));
      results.streams = streams;
    }
  } finally {
    await site.stop();
  }

  if (parts.includes('risk')) {
    // The same big round on PostgreSQL: a site of its own (one node), started after the SQLite one stopped.
    const postgresSite = await startSite({ engine: 'postgres' });
    try {
      // The lobby makes the rounds (the government round the big round goes into).
      await (await fetch(`${postgresSite.url}/api/lotto/lobby`)).text();
      const risk = await timed('risk postgres', () => measureRisk({ site: postgresSite, log }));
      checks.push(...riskChecks(risk));
      results.riskPostgres = risk;
    } finally {
      await postgresSite.stop();
    }
  }

  if (parts.includes('reports')) {
    const reports = await timed('reports', () => measureReports({ log }));
    checks.push(...reportsChecks(reports));
    results.reports = reports;
  }

  if (parts.includes('engines')) {
    const base = args.compare ? await timed('base build', () => buildBase(args.compare, log)) : undefined;
    try {
      const engines = await timed('engines', () => measureEngines({ duration: settings.duration, warmup: settings.warmup, log, base }));
      checks.push(...engineChecks(engines));
      results.engines = engines;
    } finally {
      base?.remove();
    }
  }

  results.machine = { ...results.machine, loadAverageAtEnd: os.loadavg().map((load) => Number(load.toFixed(2))) };
  results.timings.total = Math.round((Date.now() - started) / 1000);
  results.checks = checks;
  Object.assign(results, summary(checks));
  writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);

  if (results.bytes) console.log(bytesReport(results.bytes));
  console.log(checksReport(checks));
  const { budgets, missed } = results;
  console.log(
    `\n${budgets} budgets checked, ${missed} missed (${results.timings.total} s; load average ${results.machine.loadAverage.join(' ')} at the start, ` +
      `${results.machine.loadAverageAtEnd.join(' ')} at the end on ${results.machine.cpus} cores). Details: ${args.out}`,
  );
  return missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench failed:', error);
    process.exit(2);
  },
);
