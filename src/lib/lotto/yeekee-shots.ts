// Keeping the Yeekee shot list current without asking for all of it every few seconds: a poll
// sends `since` (the newest shot id held) and gets only the newer shots, which go on top; every
// rank follows from the position. The answer's count and 16th newest say whether the merged list
// is the server's; when not (a shot missed, another round), or when nothing is held yet, the whole
// list is asked for. A platform that ignores `since` answers the whole list, which replaces it.
import type { ShotList } from '../../contract/lotto/lotto.ts';
import { YEEKEE_SUBTRACT_RANK } from '../../contract/lotto/lotto.ts';

/** The list once a `since` answer is merged into the one held, or null when they do not fit. */
export function mergeShots(held: ShotList, answer: ShotList): ShotList | null {
  const { since, sixteenth, ...state } = answer;
  if (since === undefined) return answer;
  if (answer.round_id !== held.round_id) return null;
  const newest = held.shots[0]?.shot_id ?? 0;
  const newer = answer.shots.filter((shot) => shot.shot_id > newest);
  const shots = [...newer, ...held.shots].map((shot, index) => (shot.rank === index + 1 ? shot : { ...shot, rank: index + 1 }));
  if (shots.length !== answer.count) return null;
  if (sixteenth !== undefined) {
    const rank = sixteenth?.rank ?? answer.subtract_rank ?? YEEKEE_SUBTRACT_RANK;
    const ours = shots[rank - 1];
    if (sixteenth === null ? ours !== undefined : ours?.shot_id !== sixteenth.shot_id || ours.number !== sixteenth.number) return null;
  }
  return { ...state, shots };
}

/**
 * One poll: the newer shots merged into `held`, or the whole list when nothing of this round is
 * held or the newer ones do not fit. `get` is the list call (round, optional since).
 */
export async function pollShots(
  roundId: number,
  held: ShotList | null,
  get: (roundId: number, since?: number) => Promise<ShotList>,
): Promise<ShotList> {
  const since = held?.round_id === roundId ? held.shots[0]?.shot_id : undefined;
  if (held && since !== undefined) {
    const merged = mergeShots(held, await get(roundId, since));
    if (merged) return merged;
  }
  return get(roundId);
}
