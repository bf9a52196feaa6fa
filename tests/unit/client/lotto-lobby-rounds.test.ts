import { describe, expect, it } from 'vitest';
import type { LobbyCategory, Round } from '../../../src/contract/lotto/lotto.ts';
import { bangkokClock, bangkokDayClock, shortDrawDate } from '../../../src/rules/bangkok-calendar.ts';
import {
  MAX_REFRESH_MS,
  REFRESH_GRACE_MS,
  countdownTarget,
  kindsOf,
  lobbyOrder,
  nextChangeAt,
  refreshDelay,
  roundPhase,
  shortRoundName,
  splitRounds,
} from '../../../src/lib/lotto/lobby-rounds.ts';

const T = Date.parse('2026-06-16T08:00:00Z'); // 15:00 in Bangkok
const minutes = (n: number) => new Date(T + n * 60_000).toISOString();

function round(id: number, openIn: number, closeIn: number, extra: Partial<Round> = {}): Round {
  return {
    round_id: id,
    category_id: 9,
    category_code: 'yeekee',
    category_name: 'ยี่กี',
    name: `ยี่กี รอบที่ ${id}`,
    draw_date: '2026-06-16',
    open_at: minutes(openIn),
    close_at: minutes(closeIn),
    result_at: minutes(closeIn + 3),
    shoot_until: null,
    status: 'open',
    is_yeekee: true,
    ...extra,
  };
}

function category(rounds: Round[], next_round: Round | null = null, kind = 'yeekee'): LobbyCategory {
  return { category_id: 9, code: 'yeekee', name: 'ยี่กี', kind, rounds, next_round };
}

describe('roundPhase', () => {
  it('is open between opening and close, on server time', () => {
    expect(roundPhase(round(1, -10, 5), T)).toBe('open');
  });

  it('turns closed the moment the countdown reaches zero, whatever status the lobby was sent with', () => {
    const r = round(1, -10, 5);
    expect(roundPhase(r, T + 5 * 60_000 - 1)).toBe('open');
    expect(roundPhase(r, T + 5 * 60_000)).toBe('closed');
  });

  it('is upcoming before opening', () => {
    expect(roundPhase(round(1, 10, 25, { status: 'upcoming' }), T)).toBe('upcoming');
  });

  it('treats settled and refunded rounds as closed', () => {
    expect(roundPhase(round(1, -10, 5, { status: 'settled' }), T)).toBe('closed');
    expect(roundPhase(round(1, -10, 5, { status: 'refunded' }), T)).toBe('closed');
  });
});

describe('countdownTarget', () => {
  it('counts to the opening while upcoming and to the close once open', () => {
    const r = round(1, 10, 25, { status: 'upcoming' });
    expect(countdownTarget(r, T)).toBe(T + 10 * 60_000);
    expect(countdownTarget(r, T + 11 * 60_000)).toBe(T + 25 * 60_000);
  });
});

describe('nextChangeAt and refreshDelay', () => {
  it('is the soonest close or opening still ahead, across categories and next rounds', () => {
    const categories = [category([round(1, -10, 30)]), category([], round(2, 12, 40, { status: 'upcoming' }), 'lao')];
    expect(nextChangeAt(categories, T)).toBe(T + 12 * 60_000);
  });

  it('skips times already past, so a refresh after a close looks at the next one', () => {
    const categories = [category([round(1, -20, -1), round(2, -5, 14)])];
    expect(nextChangeAt(categories, T)).toBe(T + 14 * 60_000);
  });

  it('is null when nothing is due, and the refresh then waits the longest', () => {
    expect(nextChangeAt([category([])], T)).toBeNull();
    expect(refreshDelay([category([])], T)).toBe(MAX_REFRESH_MS);
  });

  it('refreshes a moment after the next close, at most after the longest wait', () => {
    expect(refreshDelay([category([round(1, -10, 2)])], T)).toBe(2 * 60_000 + REFRESH_GRACE_MS);
    expect(refreshDelay([category([round(1, -10, 60 * 24 * 10)])], T)).toBe(MAX_REFRESH_MS);
  });
});

describe('splitRounds', () => {
  it('puts the soonest-closing round first, the next few after, and folds the rest', () => {
    const rounds = [5, 1, 4, 2, 3].map((n) => round(n, -5, n * 15));
    const { current, next, more } = splitRounds(rounds, 2);
    expect(current?.round_id).toBe(1);
    expect(next.map((r) => r.round_id)).toEqual([2, 3]);
    expect(more.map((r) => r.round_id)).toEqual([4, 5]);
  });

  it('never shows 88 rounds at once', () => {
    const rounds = Array.from({ length: 88 }, (_, i) => round(i + 1, -5, (i + 1) * 15));
    const { current, next, more } = splitRounds(rounds, 6);
    expect(current).not.toBeNull();
    expect(next).toHaveLength(6);
    expect(more).toHaveLength(81);
  });

  it('has no current round when nothing is open', () => {
    expect(splitRounds([], 6)).toEqual({ current: null, next: [], more: [] });
  });
});

describe('kindsOf', () => {
  it('lists each kind once, in the order the categories come', () => {
    expect(kindsOf([{ kind: 'government' }, { kind: 'hanoi' }, { kind: 'hanoi' }, { kind: 'yeekee' }])).toEqual([
      'government',
      'hanoi',
      'yeekee',
    ]);
  });
});

describe('bangkokClock and shortRoundName', () => {
  it('writes the close time in Bangkok, 24-hour', () => {
    expect(bangkokClock('2026-06-16T08:20:00Z')).toBe('15:20');
    expect(bangkokClock('2026-06-16T17:05:00Z')).toBe('00:05');
    expect(bangkokClock('nonsense')).toBe('--:--');
  });

  it('drops the category name in front of a round name for compact chips', () => {
    expect(shortRoundName({ name: 'ยี่กี รอบที่ 12', category_name: 'ยี่กี' })).toBe('รอบที่ 12');
    expect(shortRoundName({ name: 'ยี่กี - รอบที่ 3', category_name: 'ยี่กี' })).toBe('รอบที่ 3');
    expect(shortRoundName({ name: 'งวด 16/06', category_name: 'ยี่กี' })).toBe('งวด 16/06');
    expect(shortRoundName({ name: 'ยี่กี', category_name: 'ยี่กี' })).toBe('ยี่กี');
  });
});

describe('short dates', () => {
  it('writes a draw day short with the Buddhist year', () => {
    expect(shortDrawDate('2026-11-23')).toBe('23 พ.ย. 2569');
    expect(shortDrawDate('2027-01-01')).toBe('1 ม.ค. 2570');
    expect(shortDrawDate('junk')).toBe('-');
  });

  it('writes a close time as Bangkok day and time', () => {
    expect(bangkokDayClock('2026-11-23T13:00:00Z')).toBe('23 พ.ย. 20:00');
    expect(bangkokDayClock('2026-11-23T17:30:00Z')).toBe('24 พ.ย. 00:30');
  });
});

describe('lobbyOrder', () => {
  it('puts Yeekee first and keeps the rest in server order', () => {
    const order = lobbyOrder([{ kind: 'government' }, { kind: 'lao' }, { kind: 'yeekee' }, { kind: 'stock' }]);
    expect(order.map((c) => c.kind)).toEqual(['yeekee', 'government', 'lao', 'stock']);
  });
});
