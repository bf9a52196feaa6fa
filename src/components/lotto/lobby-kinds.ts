// The five kinds of lottery and the colour each is recognised by across lobby, results and rates.
// Class names are written out in full so Tailwind finds them.
import { lottoLobbyTh } from '../../i18n/lotto-lobby.ts';

export const LOTTO_KINDS = ['government', 'lao', 'hanoi', 'stock', 'yeekee'] as const;
export type LottoKind = (typeof LOTTO_KINDS)[number] | 'other';

export function toKind(kind: string | undefined): LottoKind {
  return (LOTTO_KINDS as readonly string[]).includes(kind ?? '') ? (kind as LottoKind) : 'other';
}

/** A category's kind from its code, for answers that do not carry the kind (results). */
export function guessKind(code: string): LottoKind {
  const lower = code.toLowerCase();
  if (lower.includes('yeekee')) return 'yeekee';
  if (lower.includes('lao')) return 'lao';
  if (lower.includes('hanoi')) return 'hanoi';
  if (/gov|thai|gsb/.test(lower)) return 'government';
  if (/stock|nikkei|hangseng|hang_seng|dow|index/.test(lower)) return 'stock';
  return 'other';
}

export function kindLabel(kind: string): string {
  return lottoLobbyTh.kinds[toKind(kind)];
}

/** Border and soft background of a category's card. */
export const KIND_TONE: Record<LottoKind, string> = {
  government: 'border-l-amber-400 from-amber-400/15',
  lao: 'border-l-red-500 from-red-500/15',
  hanoi: 'border-l-rose-500 from-rose-500/15',
  stock: 'border-l-emerald-400 from-emerald-400/15',
  yeekee: 'border-l-fuchsia-400 from-fuchsia-400/15',
  other: 'border-l-sky-400 from-sky-400/15',
};

/** Text colour of the kind, for small accents (numbers, chips). */
export const KIND_TEXT: Record<LottoKind, string> = {
  government: 'text-amber-300',
  lao: 'text-red-300',
  hanoi: 'text-rose-300',
  stock: 'text-emerald-300',
  yeekee: 'text-fuchsia-300',
  other: 'text-sky-300',
};
