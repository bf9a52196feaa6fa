// What the lobby shows of a round at a given server time, and when it must ask the server again.
// Pure functions of (data, now) so the countdowns and the re-fetch schedule are testable.
import type { LobbyCategory, Round } from '../../contract/lotto/lotto.ts';

export type RoundPhase = 'upcoming' | 'open' | 'closed';

/** The round's state at server time `now`: the clock decides, not the status the lobby was sent with. */
export function roundPhase(round: Pick<Round, 'open_at' | 'close_at' | 'status'>, now: number): RoundPhase {
  if (round.status === 'settled' || round.status === 'refunded') return 'closed';
  if (now >= Date.parse(round.close_at)) return 'closed';
  if (now < Date.parse(round.open_at)) return 'upcoming';
  return 'open';
}

/** The moment the countdown of this round counts towards: its opening while upcoming, else its close. */
export function countdownTarget(round: Pick<Round, 'open_at' | 'close_at' | 'status'>, now: number): number {
  return roundPhase(round, now) === 'upcoming' ? Date.parse(round.open_at) : Date.parse(round.close_at);
}

/**
 * The earliest open or close time after `now` among everything the lobby shows: the moment a
 * round closes or a new one opens, so the lobby asks the server again. Null when nothing is due.
 */
export function nextChangeAt(categories: LobbyCategory[], now: number): number | null {
  let next: number | null = null;
  for (const category of categories) {
    const rounds = category.next_round ? [...category.rounds, category.next_round] : category.rounds;
    for (const round of rounds) {
      for (const at of [Date.parse(round.open_at), Date.parse(round.close_at)]) {
        if (at > now && (next === null || at < next)) next = at;
      }
    }
  }
  return next;
}

/** Longest wait before the lobby is asked again even if nothing is due (new rounds may be scheduled). */
export const MAX_REFRESH_MS = 5 * 60_000;
/** Give the server a moment past a close or open time to move the round along. */
export const REFRESH_GRACE_MS = 1_500;

/** Milliseconds to wait before the next lobby refresh. */
export function refreshDelay(categories: LobbyCategory[], now: number): number {
  const at = nextChangeAt(categories, now);
  if (at === null) return MAX_REFRESH_MS;
  return Math.min(Math.max(at - now, 0) + REFRESH_GRACE_MS, MAX_REFRESH_MS);
}

export interface RoundSplit {
  /** The round to show prominently: the soonest to close. */
  current: Round | null;
  /** The next few, shown compactly. */
  next: Round[];
  /** The rest, shown only on request. */
  more: Round[];
}

/** Yeekee has up to 88 rounds a day: one prominent, a few next, the rest folded away. */
export function splitRounds(rounds: Round[], visibleNext: number): RoundSplit {
  const sorted = [...rounds].sort((a, b) => Date.parse(a.close_at) - Date.parse(b.close_at));
  const [current = null, ...rest] = sorted;
  return { current, next: rest.slice(0, visibleNext), more: rest.slice(visibleNext) };
}

/** Yeekee first: its rounds close every 15 minutes, the others keep server order. */
export function lobbyOrder<T extends Pick<LobbyCategory, 'kind'>>(categories: T[]): T[] {
  return [...categories.filter((c) => c.kind === 'yeekee'), ...categories.filter((c) => c.kind !== 'yeekee')];
}

/** The kinds present in the lobby, in the order the categories come, for the filter chips. */
export function kindsOf(categories: Pick<LobbyCategory, 'kind'>[]): string[] {
  return [...new Set(categories.map((category) => category.kind))];
}

/** A round's name without its category's name in front ("ยี่กี รอบที่ 12" -> "รอบที่ 12"), for compact chips. */
export function shortRoundName(round: Pick<Round, 'name' | 'category_name'>): string {
  const name = round.name.trim();
  const prefix = round.category_name.trim();
  if (prefix && name.startsWith(prefix)) {
    const rest = name.slice(prefix.length).replace(/^[\s\-–:·]+/, '');
    if (rest) return rest;
  }
  return name;
}
