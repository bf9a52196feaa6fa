// Pure helpers of the results page: grouping a day's results by category, draw days, and
// checking a draw's commitment (sha256(commit_text) = commit_hash).
import { isRealDate } from '../../contract/date-text.ts';
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import { guessKind, toKind, type LottoKind } from './lobby-kinds.ts';

export interface ResultGroup {
  category_id: number;
  category_code: string;
  category_name: string;
  /** Newest result first. */
  results: LottoResult[];
}

/** One group per category, in the order the categories first appear; newest result first within. */
export function groupResults(results: LottoResult[]): ResultGroup[] {
  const groups = new Map<number, ResultGroup>();
  for (const result of results) {
    let group = groups.get(result.category_id);
    if (!group) {
      group = { category_id: result.category_id, category_code: result.category_code, category_name: result.category_name, results: [] };
      groups.set(result.category_id, group);
    }
    group.results.push(result);
  }
  for (const group of groups.values()) group.results.sort((a, b) => Date.parse(b.result_at) - Date.parse(a.result_at));
  return [...groups.values()];
}

/** The kind of a result's category: from the rates' code -> kind map, else guessed from the code. */
export function resultKind(result: Pick<LottoResult, 'category_code' | 'source' | 'yeekee'>, kinds: Record<string, string>): LottoKind {
  const known = kinds[result.category_code];
  if (known) return toKind(known);
  if (result.source === 'shots' || result.yeekee) return 'yeekee';
  return guessKind(result.category_code);
}

/** True for a real calendar day written YYYY-MM-DD (what a native date input gives). */
export function isDrawDate(value: string | null | undefined): value is string {
  return !!value && isRealDate(value);
}

/** Lower-case hex SHA-256 of the UTF-8 text, or null where the browser offers no Web Crypto. */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the revealed text hashes to the published commitment (case-insensitive hex). */
export async function commitmentHolds(commitText: string, commitHash: string): Promise<boolean | null> {
  const hash = await sha256Hex(commitText);
  return hash === null ? null : hash === commitHash.trim().toLowerCase();
}
