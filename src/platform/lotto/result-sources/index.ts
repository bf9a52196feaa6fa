// Result sources: each outside draw's numbers read from a source the owner trusts, by a small
// adapter (its name, the categories it covers, how it asks and how it reads an answer). Every
// request goes through one injectable fetch, so tests answer from recorded fixtures.
import type { LottoKind } from '../../db/tables/lotto-categories.ts';
import type { ResultSourceSetting } from '../../settings.ts';
import type { DrawResult } from '../bet-types.ts';
import { gloSource } from './glo.ts';
import { jsonSource } from './json-mapping.ts';

/** An answer that is not one of the shapes the adapter knows: refused whole, never half-read. */
export class SourceAnswerRefused extends Error {}

/** The one fetch every source asks through (the platform's is the global fetch with a time limit). */
export type ResultFetch = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface ResultAdapter {
  name: ResultSourceSetting['adapter'];
  covers: readonly LottoKind[];
  /** The request for the draw of `drawDate` ('YYYY-MM-DD', Bangkok). */
  request(source: ResultSourceSetting, drawDate: string): Parameters<ResultFetch>[1];
  /** The draw's result, null while the answer is not that draw's yet; SourceAnswerRefused otherwise. */
  read(answer: unknown, source: ResultSourceSetting, drawDate: string): DrawResult | null;
}

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
    const answer = await fetch(source.url, adapter.request(source, drawDate));
    if (!answer.ok) return { error: `HTTP ${answer.status}` };
    return { result: adapter.read(await answer.json(), source, drawDate) };
  } catch (error) {
    return { error: error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer' };
  }
}

/** The numbers two results must share to agree (list order aside). */
export function resultKey(result: Partial<DrawResult>): string {
  const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();
  return JSON.stringify([result.three_top, result.two_bottom, sorted(result.three_front), sorted(result.three_bottom), result.four_top ?? null]);
}

/** The platform's fetch: the global one, given up after 15 seconds. */
export const platformFetch: ResultFetch = (url, init) => globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
