// The budgets of the issue "Fast on a phone", in one place, and the shape of a check: one figure
// beside its budget. A figure without a budget is still reported (budget null, pass null).
import { KiB } from './sizes.mjs';

export const BUDGETS = {
  homeJsGzip: 90 * KiB,
  cssGzip: 12 * KiB,
  fontsBeforePaint: 2,
  injectedStyles: 0,
  cls: 0.01,
  lighthouse: 95,
  lighthouseHome: 100,
  load: {
    '/': { rps: 1500, p99: 20 },
    '/lotto/lobby': { rps: 600 },
    bills: { rps: 1000, p99: 50 },
    shots: { rps: 2000 },
  },
  loadErrors: 0,
  /** A published landing page's requests per second, as a share of `/`'s in the same run (issue 28). */
  landingShareOfHome: 0.8,
  /** From the forwarder's POST of a bank text to the member's balance showing it, p99 in ms (issue 42). */
  bankTextToBalanceP99: 2000,
  /** From a Yeekee shot's request to a watcher's stream, p99 in ms, 10,000 watchers on one node and across two (issue 43). */
  streamDeliveryP99: 1000,
  /** Requests an idle member's tab on `/` makes in ten minutes once loaded and its stream open (issue 43). */
  idleTabRequests: 0,
};

const OPS = {
  '<=': (value, budget) => value <= budget,
  '>=': (value, budget) => value >= budget,
  '=': (value, budget) => value === budget,
};

/**
 * A figure checked against a budget: `op` is '<=', '>=' or '='; a figure that could not be
 * measured (null) misses its budget, it never passes by default.
 * @param {{ part?: string, label?: string, value: number | null | undefined, unit?: string, op: '<=' | '>=' | '=', budget: number, detail?: string }} figure
 */
export function check({ part, label, value, unit = '', op, budget, detail }) {
  const pass = value === null || value === undefined || Number.isNaN(value) ? false : OPS[op](value, budget);
  return { part, label, value: value ?? null, unit, op, budget, pass, ...(detail === undefined ? {} : { detail }) };
}

/**
 * A yes/no rule ("every hashed asset is immutable"): `offenders` lists what breaks it. A rule over
 * `total` items with nothing to look at misses: nothing measured is not a pass.
 */
/** @param {{ part: string, label: string, offenders: string[], total?: number, detail?: string }} options */
export function rule({ part, label, offenders, total, detail }) {
  return {
    part,
    label,
    value: offenders.length,
    unit: total === undefined ? 'offending' : `of ${total}`,
    op: '=',
    budget: 0,
    pass: offenders.length === 0 && total !== 0,
    ...(offenders.length ? { offenders } : {}),
    ...(detail === undefined ? {} : { detail }),
  };
}

/**
 * One budget over many items (a figure per route): the worst figure beside the budget, and every
 * item that misses it listed with its own figure.
 */
/**
 * @param {{ part: string, label: string, items: { name: string, value: number | null, note?: string }[], unit?: string,
 *   op: '<=' | '>=', budget: number, format?: (value: number) => string }} options
 */
export function worst({ part, label, items, unit = '', op, budget, format = String }) {
  const misses = items.filter((item) => !check({ value: item.value, op, budget }).pass);
  const numbers = items.filter((item) => typeof item.value === 'number');
  const pick = op === '>=' ? (a, b) => (b.value < a.value ? b : a) : (a, b) => (b.value > a.value ? b : a);
  const worstItem = misses.find((item) => typeof item.value !== 'number') ?? (numbers.length ? numbers.reduce(pick) : null);
  return {
    part,
    label: `${label}${worstItem ? ` (worst: ${worstItem.name})` : ''}`,
    value: worstItem?.value ?? null,
    unit,
    op,
    budget,
    pass: items.length > 0 && misses.length === 0,
    detail: `${misses.length} of ${items.length} miss`,
    ...(misses.length
      ? {
          offenders: misses.map(
            (item) => `${item.name}: ${item.value === null ? 'not measured' : format(item.value)}${item.note ? ` (${item.note})` : ''}`,
          ),
        }
      : {}),
  };
}

/**
 * A figure reported without a budget.
 * @param {{ part: string, label: string, value: number | null | undefined, unit?: string, detail?: string }} options
 */
export function figure({ part, label, value, unit = '', detail }) {
  return { part, label, value: value ?? null, unit, op: null, budget: null, pass: null, ...(detail === undefined ? {} : { detail }) };
}

/** @param {(number | null | undefined)[]} values */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
