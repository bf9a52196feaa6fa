// What a statement row's reference points at (a bill or a game round), read the same on both sides.

/** What a row's reference points at: a lotto bill or a game round (by id), else nothing to open. */
export function statementReference(ref: string | null): { kind: 'bill' | 'game'; id: number } | null {
  const match = /^(lotto_bill|game_round):(\d+)$/.exec(ref ?? '');
  if (!match) return null;
  return { kind: match[1] === 'lotto_bill' ? 'bill' : 'game', id: Number(match[2]) };
}
