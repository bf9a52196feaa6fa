// The stores that own server state (lobby, bill list, Yeekee shots): seeded from the server's
// render, kept current from the first listener to the last (nanostores' onMount), one poll for
// every island that reads them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import type { BillSummary, ShotList } from '../../../src/contract/lotto/lotto.ts';
import { USER, calledPaths, fakeApi, fakeSessionStorage, wipeTestStorage, type Route } from './helpers.ts';

vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo: vi.fn() }));
vi.mock('../../../src/lib/shell/notify.ts', () => ({ notify: { error: vi.fn() } }));

type Persistent = typeof import('@nanostores/persistent');

const NOW = Date.parse('2026-11-21T03:10:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const ok = (data: unknown) => ({ body: { error: 0, message: 'สำเร็จ', data } });

const bill = (bill_id: number, status: BillSummary['status']): BillSummary => ({
  bill_id,
  round_id: 41,
  round_name: 'ฮานอยปกติ 21/11/69',
  category_name: 'ฮานอยปกติ',
  is_yeekee: false,
  draw_date: '2026-11-21',
  created_at: iso(NOW - bill_id * 1000),
  total: 100,
  payout: 0,
  status,
  line_count: 1,
  can_cancel: false,
  cancel_until: null,
});

const round = (round_id: number, closeIn: number) => ({
  round_id,
  category_id: 3,
  category_code: 'hanoi',
  category_name: 'ฮานอยปกติ',
  name: 'ฮานอยปกติ 21/11/69',
  draw_date: '2026-11-21',
  open_at: iso(NOW - 3_600_000),
  close_at: iso(NOW + closeIn),
  result_at: iso(NOW + closeIn + 1_800_000),
  shoot_until: null,
  status: 'open' as const,
  is_yeekee: false,
});
const lobby = (closeIn: number) => ({
  categories: [{ category_id: 3, code: 'hanoi', name: 'ฮานอยปกติ', kind: 'hanoi', rounds: [round(41, closeIn)], next_round: null }],
  server_time: iso(NOW),
});

const shots = (overrides: Partial<ShotList> = {}): ShotList => ({
  round_id: 9,
  shots: [],
  count: 0,
  open_at: iso(NOW - 60_000),
  shoot_until: iso(NOW + 60_000),
  next_shot_at: null,
  yeekee: null,
  server_time: iso(NOW),
  ...overrides,
});

/** A visible tab's document: the pollers listen for visibility changes. */
function fakeDocument() {
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: vi.fn(), removeEventListener: vi.fn() });
}

/** Lets the fake fetch answer and the stores take the answer (promise chains, no timers). */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

let persistent: Persistent;

async function start(routes: Record<string, Route>, { loggedIn = false } = {}) {
  vi.resetModules();
  fakeSessionStorage();
  fakeDocument();
  const fetch = fakeApi(routes);
  persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  wipeTestStorage(persistent.getTestStorage());
  if (loggedIn) {
    persistent.setTestStorageKey('r999:isLoggedIn', 'true');
    persistent.setTestStorageKey('r999:userInfo', JSON.stringify(USER));
  }
  return fetch;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  wipeTestStorage(persistent.getTestStorage());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bills store', () => {
  it('polls every 30 s only while a bill is pending and someone listens, and stops after the last leaves', async () => {
    const fetch = await start({ [lotto.billList.path]: ok([bill(1, 'pending')]) });
    const bills = await import('../../../src/stores/lotto/lotto-bills.ts');
    bills.showBills([bill(1, 'pending')]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledPaths(fetch)).toEqual([]);

    const first = bills.$bills.listen(() => {});
    const second = bills.$bills.listen(() => {});
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    // Two islands, one poll.
    expect(calledPaths(fetch)).toEqual([lotto.billList.path]);

    first();
    second();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calledPaths(fetch)).toEqual([lotto.billList.path]);
  });

  it('does not poll a list with nothing pending', async () => {
    const fetch = await start({ [lotto.billList.path]: ok([bill(1, 'won')]) });
    const bills = await import('../../../src/stores/lotto/lotto-bills.ts');
    bills.showBills([bill(1, 'won')]);
    const stop = bills.$bills.listen(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calledPaths(fetch)).toEqual([]);
    stop();
  });

  it('reloads the wallets when a pending bill settles', async () => {
    const fetch = await start(
      {
        [lotto.billList.path]: ok([bill(1, 'won')]),
        [member.wallets.path]: ok([{ id: 1, wallet_name: 'หลัก', balance: 900, wallet_type_id: 1 }]),
        [member.points.path]: ok({ point: 0 }),
      },
      { loggedIn: true },
    );
    const bills = await import('../../../src/stores/lotto/lotto-bills.ts');
    bills.showBills([bill(1, 'pending')]);
    const stop = bills.$bills.listen(() => {});
    await bills.loadBills();
    await settle();
    expect(bills.$bills.get()?.[0]?.status).toBe('won');
    await vi.waitFor(() => expect(calledPaths(fetch)).toEqual(expect.arrayContaining([member.wallets.path, member.points.path])));
    stop();
  });
});

describe('lobby store', () => {
  it('takes a fresh lobby when the first island listens, once for all of them, and asks again after the next close', async () => {
    const fetch = await start({ [lotto.lobby.path]: ok(lobby(60_000)) });
    const store = await import('../../../src/stores/lotto/lobby.ts');
    store.showLobby(lobby(60_000));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledPaths(fetch)).toEqual([]);

    const first = store.$lobby.listen(() => {});
    const second = store.$lobby.listen(() => {});
    expect(store.$lobby.get()?.categories[0]?.rounds[0]?.round_id).toBe(41);
    await settle();
    expect(calledPaths(fetch)).toEqual([lotto.lobby.path]);

    await vi.advanceTimersByTimeAsync(65_000);
    await settle();
    expect(calledPaths(fetch)).toEqual([lotto.lobby.path, lotto.lobby.path]);

    first();
    second();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calledPaths(fetch)).toHaveLength(2);
  });
});

describe('Yeekee shots store', () => {
  const CADENCE = { openMs: 3_000, closedMs: 10_000, giveUpMs: 15 * 60_000 };

  it('asks every 3 s while shooting is open, then every 10 s, then no more', () => {
    const list = shots();
    expect(cadenceAt(list, NOW)).toBe(3_000);
    expect(cadenceAt(list, NOW + 60_000)).toBe(10_000);
    expect(cadenceAt(list, NOW + 60_000 + 15 * 60_000)).toBeNull();
    expect(cadenceAt(shots({ open_at: iso(NOW + 5_000) }), NOW)).toBe(10_000);
  });

  let pollMs: (list: ShotList | null, failed: boolean, now: number, cadence: typeof CADENCE) => number | null;
  const cadenceAt = (list: ShotList | null, now: number) => pollMs(list, false, now, CADENCE);
  beforeEach(async () => {
    ({ shotsPollMs: pollMs } = await import('../../../src/stores/lotto/lotto-yeekee.ts'));
  });

  it("asks for the round named after the store started (the panel's first render reads the store before its effects run)", async () => {
    const fetch = await start({ [lotto.shotList.path]: ok(shots()) });
    const store = await import('../../../src/stores/lotto/lotto-yeekee.ts');
    const stop = store.$shots.listen(() => {});
    await settle();
    expect(calledPaths(fetch)).toEqual([]);
    store.showShotsOf(9, CADENCE);
    await settle();
    expect(calledPaths(fetch)).toEqual([lotto.shotList.path]);
    expect(store.$shots.get()?.round_id).toBe(9);
    stop();
  });

  it('fetches the round once the panel listens, polls while open, and slows down once shooting closes', async () => {
    const fetch = await start({});
    // The server's clock runs with the (fake) clock of the test.
    vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: 0, message: 'สำเร็จ', data: shots({ server_time: iso(Date.now()) }) }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const store = await import('../../../src/stores/lotto/lotto-yeekee.ts');
    store.showShotsOf(9, CADENCE);
    const stop = store.$shots.listen(() => {});
    await settle();
    expect(store.$shots.get()?.round_id).toBe(9);
    expect(calledPaths(fetch)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(9_000);
    await settle();
    expect(calledPaths(fetch)).toHaveLength(4);

    // Shooting closes at NOW + 60 s: from then on every 10 s.
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    const atClose = calledPaths(fetch).length;
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(calledPaths(fetch).length - atClose).toBe(3);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    const after = calledPaths(fetch).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledPaths(fetch)).toHaveLength(after);
  });
});
