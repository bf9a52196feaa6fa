// What a result source is: the adapter's shape, the one fetch, and the refusal of an unknown answer.
import type { LottoKind } from '../../db/tables/lotto-categories.ts';
import type { ResultSourceSetting } from '../../settings.ts';
import type { DrawResult } from '../bet-types.ts';

/** An answer that is not one of the shapes the adapter knows: refused whole, never half-read. */
export class SourceAnswerRefused extends Error {}

/** The one fetch every source asks through (the platform's is the global fetch with a time limit). */
export type ResultFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{
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
