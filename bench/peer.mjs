// The measuring stick (issue 30): the same home page built with Next.js 16 + Tailwind 4
// (shared/peers/next-tailwind beside the repository, read-only), built once into a cache folder
// (again when its lock file changes), started beside our site and audited with Lighthouse in turns
// with our `/`, the same Chromium and flags, so a busy machine slows both alike. The phone budgets
// on `/` are ratios to the peer in the same run: a figure that depends on the machine's mood then
// still guards something.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, figure, rule } from './budgets.mjs';
import { SECURITY_HEADER_NAMES } from './peer-headers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the peer is handed out: `PEER_DIR`, or shared/peers/next-tailwind beside the repository. */
const SOURCE = resolve(process.env.PEER_DIR ?? join(root, '..', 'shared', 'peers', 'next-tailwind'));
// Outside the repository: inside it, Next.js takes our lock file's folder for its workspace root.
const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'r999-bench-peer');
const PORT = Number(process.env.PEER_PORT ?? 3103);

/**
 * The peer's ratios: ours / the peer's, in one run, the peer behind our security headers (issue 43,
 * decided): main-thread time at most 0.7x, LCP 0.8x, first paint (FCP) and Speed Index 0.9x (a
 * member must not look at an empty dark page longer than on the peer). TBT and CLS are held to no
 * more than the peer's as differences (ours - peer <= 0): a ratio to a peer's 0 means nothing.
 */
export const PEER_RATIOS = { mainThread: 0.7, lcp: 0.8, fcp: 0.9, si: 0.9 };

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** Copies and builds the peer unless the cache holds a build of the same lock file. */
export function preparePeer(log) {
  if (!existsSync(join(SOURCE, 'package.json'))) return { error: `no peer at ${SOURCE} (set PEER_DIR)` };
  const lock = readFileSync(join(SOURCE, 'package-lock.json'));
  const stamp = createHash('sha256')
    .update(lock)
    .update(readFileSync(join(SOURCE, 'package.json')))
    .digest('hex')
    .slice(0, 16);
  const built = join(CACHE, `.built-${stamp}`);
  if (existsSync(built)) return { dir: CACHE, stamp };
  log?.(`building the Next.js peer once into ${CACHE} (npm install, next build)…`);
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  cpSync(SOURCE, CACHE, { recursive: true, filter: (path) => !/\/(node_modules|\.next[^/]*)(\/|$)/.test(path) });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PEER_STATIC: '1' };
  run('npm', ['install', '--no-audit', '--no-fund'], { cwd: CACHE, env });
  run('npm', ['run', 'build'], { cwd: CACHE, env });
  writeFileSync(built, new Date().toISOString());
  return { dir: CACHE, stamp };
}

/** Starts the prerendered peer; resolves when `/` answers. */
export async function startPeer(dir) {
  const child = spawn(
    join(dir, 'node_modules', '.bin', 'node'),
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, PEER_STATIC: '1', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`the peer stopped at start (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the peer did not answer within 60 s');
}

const difference = (ours, peer, digits) =>
  typeof ours === 'number' && typeof peer === 'number' ? Number((ours - peer).toFixed(digits)) : null;
const ratio = (ours, peer) => (typeof ours === 'number' && typeof peer === 'number' && peer > 0 ? Number((ours / peer).toFixed(2)) : null);

/**
 * Ours beside the peer on `/`: each figure, its ratio, and the ratio budgets; with `floor` (our `/`
 * without its scripts, bench/floor.mjs), the main-thread time the page costs before any script.
 */
export function peerChecks(ours, peer, floor, peerHeaders) {
  const part = 'peer';
  if (!ours || !peer || peer.error || ours.error)
    return [
      check({
        part,
        label: 'Lighthouse on / beside the Next.js peer',
        value: null,
        op: '>=',
        budget: 0,
        detail: peer?.error ?? ours?.error,
      }),
    ];
  const detail = (key, format) => `ours ${format(ours[key])}, peer ${format(peer[key])}`;
  const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '?');
  // Every security header our `/` sends (bar HSTS, which only goes over HTTPS) the peer sent too.
  const expected = SECURITY_HEADER_NAMES.filter((name) => name !== 'strict-transport-security');
  return [
    rule({
      part,
      label: 'the peer is served with our security headers (bench/peer-headers.mjs)',
      offenders: expected.filter((name) => !peerHeaders?.[name]),
      total: expected.length,
      detail: peerHeaders ? Object.keys(peerHeaders).join(', ') : 'not wrapped',
    }),
    check({
      part,
      label: 'FCP on / (ours / peer)',
      value: ratio(ours.fcp, peer.fcp),
      unit: 'x',
      op: '<=',
      budget: PEER_RATIOS.fcp,
      detail: detail('fcp', ms),
    }),
    check({
      part,
      label: 'Speed Index on / (ours / peer)',
      value: ratio(ours.si, peer.si),
      unit: 'x',
      op: '<=',
      budget: PEER_RATIOS.si,
      detail: detail('si', ms),
    }),
    check({
      part,
      label: 'TBT on / (ours - peer)',
      value: difference(ours.tbt, peer.tbt, 0),
      unit: 'ms',
      op: '<=',
      budget: 0,
      detail: detail('tbt', ms),
    }),
    check({
      part,
      label: 'CLS on / (ours - peer)',
      value: difference(ours.cls, peer.cls, 4),
      op: '<=',
      budget: 0,
      detail: detail('cls', (value) => (typeof value === 'number' ? value.toFixed(4) : '?')),
    }),
    check({
      part,
      label: 'main-thread time on / (ours / peer)',
      value: ratio(ours.mainThread, peer.mainThread),
      unit: 'x',
      op: '<=',
      budget: PEER_RATIOS.mainThread,
      detail: detail('mainThread', ms),
    }),
    ...(floor && !floor.error
      ? [
          figure({
            part,
            label: 'main-thread time on / without its scripts (floor / peer)',
            value: ratio(floor.mainThread, peer.mainThread),
            unit: 'x',
            detail: `floor ${ms(floor.mainThread)}; our scripts add ${ms(ours.mainThread - floor.mainThread)}`,
          }),
        ]
      : []),
    check({
      part,
      label: 'LCP on / (ours / peer)',
      value: ratio(ours.lcp, peer.lcp),
      unit: 'x',
      op: '<=',
      budget: PEER_RATIOS.lcp,
      detail: detail('lcp', ms),
    }),
    check({
      part,
      label: 'Lighthouse score on / (ours - peer)',
      value: ours.score - peer.score,
      op: '>=',
      budget: 0,
      detail: detail('score', String),
    }),
  ];
}
