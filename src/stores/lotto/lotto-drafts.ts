// The bill a member is building on each round, kept on the device (localStorage): a reload, a
// visit to another page or a deposit in between finds it as it was left. One draft per member and
// round; it goes when the bill is placed or emptied, and once its round has closed.
import { persistentAtom } from '@nanostores/persistent';
import type { BetType } from '../../contract/lotto/lotto.ts';
import { $authUser } from '../account/user.ts';

export interface DraftLine {
  /** `${bet_type}:${number as stored}`: one line per bet and number (tod orderings merge). */
  id: string;
  bet_type: BetType;
  number: string;
  amount: number;
}

export interface Draft {
  lines: DraftLine[];
  /** ราคาต่อรายการ: the stake a new line starts with. */
  defaultAmount: number;
  /** When the round stops taking bets (ISO): the draft is of no use after that. */
  closeAt: string;
}

type Drafts = Record<string, Draft>;

const $drafts = persistentAtom<Drafts>(
  'r999:lotto:drafts',
  {},
  {
    encode: JSON.stringify,
    decode(raw: string): Drafts {
      try {
        const value: unknown = JSON.parse(raw);
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Drafts) : {};
      } catch {
        return {}; // a corrupt entry never breaks the round page
      }
    },
  },
);

/** Another member logging in on this device never sees this member's bill. */
const keyOf = (roundId: number) => `${$authUser.get()?.memberId ?? 0}:${roundId}`;

export function readDraft(roundId: number): Draft | null {
  const draft = $drafts.get()[keyOf(roundId)];
  return draft && Array.isArray(draft.lines) && typeof draft.defaultAmount === 'number' ? draft : null;
}

/** Keeps the round's draft; a bill without lines leaves nothing behind. */
export function saveDraft(roundId: number, draft: Draft): void {
  if (draft.lines.length === 0) return dropDraft(roundId);
  $drafts.set({ ...$drafts.get(), [keyOf(roundId)]: draft });
}

export function dropDraft(roundId: number): void {
  const key = keyOf(roundId);
  const drafts = $drafts.get();
  if (key in drafts) $drafts.set(Object.fromEntries(Object.entries(drafts).filter(([k]) => k !== key)));
}

/** Forgets the drafts of every round closed by `now` (ms, the server's clock), every member's. */
export function dropClosedDrafts(now: number): void {
  const drafts = $drafts.get();
  const open = Object.entries(drafts).filter(([, draft]) => Date.parse(draft?.closeAt) > now);
  if (open.length !== Object.keys(drafts).length) $drafts.set(Object.fromEntries(open));
}
