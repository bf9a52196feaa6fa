// Lighthouse, mobile (its default: simulated slow 4G and a 4x slower CPU), performance only, in
// Debian's Chromium: each audited route several times, a fresh browser per run, the median kept.
// The LCP element is recorded so a human can see what the page's largest paint was.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { BUDGETS, check, median, rule } from './budgets.mjs';
import { SESSION_COOKIE } from './site.mjs';

/** The routes the issue names, by their pattern in the route table, and who opens them. */
export const AUDITED = [
  { pattern: '/', role: 'visitor' },
  { pattern: '/login', role: 'visitor' },
  { pattern: '/lotto/lobby', role: 'visitor' },
  { pattern: '/lotto/results', role: 'visitor' },
  { pattern: '/lotto/[round_id]', role: 'visitor' },
  { pattern: '/member/profile', role: 'member' },
  // A promotion landing page (issue 15), built ahead of time: held to 100 like the home page.
  { pattern: '/promotions/[promotion]', role: 'visitor' },
];

/** Pages held to a Lighthouse score of 100 (the others to BUDGETS.lighthouse). */
const PERFECT = new Set(['/', '/promotions/[promotion]']);

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  mainThread: 'mainthread-work-breakdown',
};

/** Where the main thread went (Lighthouse's groups: script evaluation, style & layout, other, ...), in ms. */
function mainThreadGroups(audit) {
  const groups = {};
  for (const item of audit?.details?.items ?? []) groups[item.groupLabel ?? item.group] = Math.round(item.duration ?? 0);
  return groups;
}

/** The first DOM node Lighthouse names in an audit's details (the LCP element in the LCP breakdown). */
export function firstNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : typeof value === 'object' ? firstNode(value) : null;
    if (found) return found;
  }
  return null;
}

/** A dialog (or something inside one) is not page content: it opens after the scripts. */
export function isDialogNode(node) {
  if (!node) return false;
  const text = `${node.path ?? ''} ${node.selector ?? ''} ${node.snippet ?? ''}`;
  return /(^|,)DIALOG(,|$)/.test(node.path ?? '') || /\bdialog\b|role="dialog"|aria-modal|\bmodal\b/i.test(text);
}

async function runOnce(url, headers) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      extraHeaders: headers,
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned nothing' };
    const node =
      firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? firstNode(lhr.audits['largest-contentful-paint-element']?.details);
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null])),
      lcpElement: node ? { selector: node.selector, snippet: node.snippet, path: node.path, label: node.nodeLabel } : null,
      mainThreadGroups: mainThreadGroups(lhr.audits['mainthread-work-breakdown']),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      warnings: lhr.runWarnings ?? [],
      error: lhr.runtimeError?.message,
      version: lhr.lighthouseVersion,
    };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then loses its trace (NO_NAVSTART) on a busy machine: such a run is tried
 * again, up to twice, and the failures stay in results.json.
 */
async function runRetried(url, headers) {
  let result = await runOnce(url, headers);
  const failures = [];
  while (result.error && failures.length < 2) {
    failures.push(result.error);
    result = await runOnce(url, headers);
  }
  return failures.length ? { ...result, failedAttempts: failures } : result;
}

/** Each audited path `runs` times; figures are medians, the LCP element is the median-score run's. */
export async function measureLighthouse({ baseUrl, routes, member, runs, log, partial = false }) {
  const audits = [];
  for (const { pattern, role } of AUDITED) {
    // A dynamic route is audited on its first sample only (the bytes pass measures every sample).
    const targets = routes.filter((route) => route.pattern === pattern && route.roles.includes(role)).slice(0, 1);
    // With a subset of paths chosen (--routes) an audited page left out is not a miss.
    if (!targets.length && !partial) audits.push({ pattern, role, error: 'route not in the route table (or not for this role)' });
    for (const route of targets) {
      const headers = role === 'member' ? { Cookie: `${SESSION_COOKIE}=${member.token}` } : {};
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await runRetried(new URL(route.path, baseUrl).href, headers));
        log?.(`lighthouse ${route.path} run ${run + 1}/${runs}: ${results.at(-1).score ?? results.at(-1).error}`);
      }
      const good = results.filter((result) => !result.error && result.score !== null);
      const score = median(good.map((result) => result.score));
      const medianRun =
        good.find((result) => result.score === score) ?? good.sort((a, b) => a.score - b.score)[Math.floor(good.length / 2)];
      audits.push({
        pattern,
        path: route.path,
        note: route.note,
        role,
        runs: results,
        score,
        ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(good.map((result) => result[key]))])),
        lcpElement: medianRun?.lcpElement ?? null,
        error: good.length ? undefined : (results[0]?.error ?? 'no run finished'),
      });
    }
  }
  return audits;
}

/** A run's medians: the score, every metric, and the main thread's groups. */
function medians(results) {
  const good = results.filter((result) => !result.error && result.score !== null);
  if (!good.length) return { error: results[0]?.error ?? 'no run finished', runs: results };
  const groups = [...new Set(good.flatMap((result) => Object.keys(result.mainThreadGroups ?? {})))];
  return {
    score: median(good.map((result) => result.score)),
    ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(good.map((result) => result[key]))])),
    mainThreadGroups: Object.fromEntries(
      groups.map((group) => [group, median(good.map((result) => result.mainThreadGroups?.[group] ?? 0))]),
    ),
    runs: results,
  };
}

/**
 * Pages audited in turns (a, b, c, a, b, c, ...), `runs` times each, a fresh browser per run: what
 * slows the machine slows them all. `urls` names each page; answers each one's medians by name.
 */
export async function auditInTurns({ urls, runs, log }) {
  const results = Object.fromEntries(Object.keys(urls).map((side) => [side, []]));
  for (let run = 0; run < runs; run++) {
    for (const [side, url] of Object.entries(urls)) {
      const result = await runRetried(url, {});
      results[side].push(result);
      log?.(`lighthouse in turns ${url} run ${run + 1}/${runs}: ${result.score ?? result.error}`);
    }
  }
  return Object.fromEntries(Object.entries(results).map(([side, sideResults]) => [side, medians(sideResults)]));
}

/** `homeScore`: when the Next.js peer was measured, the score the home page and a landing page must reach (the peer's). */
export function lighthouseChecks(audits, { homeScore } = {}) {
  const part = 'lighthouse';
  const checks = [];
  for (const audit of audits) {
    const name = audit.path ? `${audit.path}${audit.note ? ` [${audit.note}]` : ''} (${audit.role})` : `${audit.pattern} (${audit.role})`;
    const budget = PERFECT.has(audit.pattern) ? (homeScore ?? BUDGETS.lighthouseHome) : BUDGETS.lighthouse;
    checks.push(
      check({
        part,
        label: `performance ${name}`,
        value: audit.score,
        op: '>=',
        budget,
        detail: audit.error ?? `FCP ${ms(audit.fcp)}, LCP ${ms(audit.lcp)}, TBT ${ms(audit.tbt)}, SI ${ms(audit.si)}`,
      }),
    );
    checks.push(
      check({
        part,
        label: `CLS ${name}`,
        value: typeof audit.cls === 'number' ? Number(audit.cls.toFixed(4)) : null,
        op: '<=',
        budget: BUDGETS.cls,
      }),
    );
    const element = audit.lcpElement;
    checks.push(
      rule({
        part,
        label: `LCP element is page content, not a dialog: ${name}`,
        offenders: !element ? ['no LCP element recorded'] : isDialogNode(element) ? [element.selector] : [],
        detail: element ? `${element.selector} ${element.snippet}` : undefined,
      }),
    );
  }
  return checks;
}

const ms = (value) => (value === null || value === undefined ? '?' : `${Math.round(value)} ms`);
