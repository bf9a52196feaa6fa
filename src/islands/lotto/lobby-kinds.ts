// The five kinds of lottery and the colour each is recognised by across lobby, results and rates.
// Class names are written out in full so Tailwind finds them.
import { lottoLobbyTh } from '../../i18n/lotto/lotto-lobby.ts';

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

/** The colour of a category's card (its left edge and soft wash: `tone-card` in global.css). */
export const KIND_TONE: Record<LottoKind, string> = {
  government: 'tone-card tone-amber',
  lao: 'tone-card tone-red',
  hanoi: 'tone-card tone-rose',
  stock: 'tone-card tone-emerald',
  yeekee: 'tone-card tone-fuchsia',
  other: 'tone-card tone-sky',
};

/** Text in the kind's colour, for small accents (numbers) inside its card (`KIND_TONE`). */
export const KIND_TEXT = 'tone-text';
