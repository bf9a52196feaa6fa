// Quest state (SPEC.md section 3): points now; quests and events join with the rewards work.
import { atom } from 'nanostores';
import { getPoints } from '../api/member.ts';

export const $points = atom<number | null>(null);

export async function loadPoints(): Promise<void> {
  $points.set((await getPoints()).point);
}
