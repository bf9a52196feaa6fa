// Where a result came from, in the words a member reads under the numbers: a simulated draw
// committed to before betting opened, an official result the operator entered (who and when) or
// took from a named archive, or the Yeekee shots. Refunds say so in their own card.
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';

export type ResultSourceKind = 'committed' | 'official' | 'shots';

export function resultSourceKind(result: Pick<LottoResult, 'source' | 'commit_hash' | 'status'>): ResultSourceKind | null {
  if (result.status === 'refunded' || result.source === 'refund') return null;
  if (result.source === 'official' || result.source === 'operator') return 'official';
  if (result.source === 'shots') return 'shots';
  // A simulated draw is a result only when it was committed before betting opened (the platform
  // lists no other: past draws made up for a new site are not results).
  if (result.source === 'draw' && result.commit_hash) return 'committed';
  return null;
}

/** The label, or null when there is nothing to say (refunded, or a source this site does not know). */
export function resultSourceText(result: Pick<LottoResult, 'source' | 'commit_hash' | 'status' | 'official'>): string | null {
  const kind = resultSourceKind(result);
  if (kind === null) return null;
  if (kind !== 'official') return t.results.source[kind];
  const official = result.official;
  if (official?.source) return t.results.source.officialFrom(official.source);
  return official ? t.results.source.officialBy(official.entered_by, formatThaiDateTime(official.entered_at)) : t.results.source.official;
}
