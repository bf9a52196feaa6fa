// What the desk's rows share: order, on or off, and active dates (epoch ms; null: no limit), the
// way the desk sends them in and lists them out.
import { BusinessError } from '../errors.ts';

export interface ShownInput {
  sort_order: number;
  active: boolean;
  active_from?: number | null;
  active_until?: number | null;
}

export const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The columns of a row's order and dates; an end not after its start is refused. */
export function shownValues(input: ShownInput) {
  const from = input.active_from ?? null;
  const until = input.active_until ?? null;
  if (from !== null && until !== null && until <= from) throw new BusinessError('CONTENT_DATES_INVALID');
  return { sort_order: input.sort_order, active: input.active ? 1 : 0, active_from: from, active_until: until } as const;
}

export function shownRow(row: { id: number; sort_order: number; active: number; active_from: number | null; active_until: number | null }) {
  return {
    id: Number(row.id),
    sort_order: row.sort_order,
    active: row.active === 1,
    active_from: iso(row.active_from),
    active_until: iso(row.active_until),
  };
}
