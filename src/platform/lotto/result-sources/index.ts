// Result sources: each outside draw's numbers read from a source the owner trusts, by a small
// adapter (its name, the categories it covers, how it asks and how it reads an answer). Every
// request goes through one injectable fetch, so tests answer from recorded fixtures.
import type { LottoKind } from '../../db/tables/lotto-categories.ts';
import type { ResultSourceSetting } from '../../settings.ts';
import type { DrawResult } from '../bet-types.ts';
import type { ResultAdapter, ResultFetch } from './adapter.ts';
import { gloSource } from './glo.ts';
import { jsonSource } from './json-mapping.ts';

export const RESULT_ADAPTERS: Record<ResultSourceSetting['adapter'], ResultAdapter> = { glo: gloSource, json: jsonSource };

/** Asks one source for a draw: its result, null when not out yet, or why it could not be read. */
export async function askSource(
  fetch: ResultFetch,
  source: ResultSourceSetting,
  kind: LottoKind,
  drawDate: string,
): Promise<{ result: DrawResult | null } | { error: string }> {
  const adapter = RESULT_ADAPTERS[source.adapter];
  if (!adapter.covers.includes(kind)) return { error: `${adapter.name} does not cover ${kind}` };
  try {
    // A URL may name the draw it is for: {date} is its date, YYYY-MM-DD.
    const answer = await fetch(source.url.replaceAll('{date}', drawDate), adapter.request(source, drawDate));
    if (!answer.ok) return { error: `HTTP ${answer.status}` };
    return { result: adapter.read(await answer.json(), source, drawDate) };
  } catch (error) {
    return { error: error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer' };
  }
}

/** The numbers two results must share to agree (list order aside). */
export function resultKey(result: Partial<DrawResult>): string {
  const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();
  return JSON.stringify([
    result.three_top,
    result.two_bottom,
    sorted(result.three_front),
    sorted(result.three_bottom),
    result.four_top ?? null,
  ]);
}

/** The platform's fetch: the global one, given up after 15 seconds. */
export const platformFetch: ResultFetch = (url, init) => globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
