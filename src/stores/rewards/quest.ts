// Quest state (SPEC.md section 3): points now; quests and events join with the rewards work.
import { atom } from 'nanostores';

export const $points = atom<number | null>(null);

export async function loadPoints(): Promise<void> {
  const { getPoints } = await import('../../api/account/member.ts');
  $points.set((await getPoints()).point);
}
