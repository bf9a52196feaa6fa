// The bill builder's store: lines in, validate -> cache -> create, and the retry that never bills twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lottoCalls from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import type { RoundDetail, RoundLimit } from '../../../src/contract/lotto/lotto.ts';
import { calledPaths, fakeApi, fakeSessionStorage, wipeTestStorage } from './helpers.ts';

const { goTo } = vi.hoisted(() => ({ goTo: vi.fn() }));
vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo }));
vi.mock('../../../src/lib/shell/notify.ts', () => ({ notify: { error: vi.fn() } }));

type LottoStore = typeof import('../../../src/stores/lotto/lotto.ts');
type Persistent = typeof import('@nanostores/persistent');

const bet = (bet_type: string, name: string, digits: number, rate: number) => ({
  bet_type,
  name,
  digits,
  rate,
  min_stake: 1,
  max_stake: 1000,
});

const ROUND: RoundDetail = {
  round_id: 41,
  category_id: 3,
  category_code: 'hanoi',
  category_name: 'ฮานอยปกติ',
  name: 'ฮานอยปกติ 21/11/69',
  draw_date: '2026-11-21',
  open_at: '2026-11-20T11:10:00.000Z',
  close_at: '2026-11-21T11:10:00.000Z',
  result_at: '2026-11-21T11:40:00.000Z',
  shoot_until: null,
  status: 'open',
  is_yeekee: false,
  bet_types: [
    bet('three_top', '3 ตัวบน', 3, 850),
    bet('three_tod', '3 ตัวโต๊ด', 3, 150),
    bet('two_top', '2 ตัวบน', 2, 90),
    bet('two_bottom', '2 ตัวล่าง', 2, 90),
    bet('run_top', 'วิ่งบน', 1, 3.2),
  ] as RoundDetail['bet_types'],
  commit_hash: null,
  result: null,
  server_time: '2026-11-21T08:00:00.000Z',
};

const LIMIT: RoundLimit = {
  round_id: 41,
  min_stake: 1,
  max_stake: 1000,
  member_number_max: 2500,
  hot: [
    { bet_type: 'three_top', number: '123', rate: 425 },
    { bet_type: 'three_tod', number: '367', rate: 75 },
  ],
  closed: [{ bet_type: 'two_top', number: '99' }],
};

/** The validate answer the platform gives for lines (every line accepted). */
function checked(lines: { bet_type: string; number: string; amount: number }[], rate = (i: number) => 90 + i) {
  return {
    round_id: 41,
    lines: lines.map((line, index) => ({
      index,
      bet_type: line.bet_type,
      bet_name: line.bet_type,
      number: line.number,
      input_number: line.number,
      amount: line.amount,
      rate: rate(index),
      hot: false,
      max_payout: line.amount * rate(index),
      ok: true,
      code: 0,
      message: '',
    })),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    count: lines.length,
  };
}

const ok = (data: unknown) => ({ body: { error: 0, message: '', data } });

describe('lotto store', () => {
  let lotto: LottoStore;
  let persistent: Persistent;
  let sessionData: Map<string, string>;

  /** A fresh store over `saved` in sessionStorage and `device` in localStorage, member 7 logged in. */
  async function loadStore(saved: Record<string, string> = {}, device: Record<string, string> = {}) {
    vi.resetModules();
    sessionData = fakeSessionStorage(saved);
    persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    wipeTestStorage(persistent.getTestStorage());
    persistent.setTestStorageKey('r999:isLoggedIn', 'true');
    persistent.setTestStorageKey('r999:authUser', JSON.stringify({ memberId: 7, loggedInAt: '2026-11-21T08:00:00.000Z' }));
    for (const [key, value] of Object.entries(device)) persistent.setTestStorageKey(key, value);
    lotto = await import('../../../src/stores/lotto/lotto.ts');
  }

  beforeEach(async () => {
    await loadStore();
    lotto.openRound(ROUND, LIMIT);
  });

  afterEach(() => {
    wipeTestStorage(persistent.getTestStorage());
    vi.unstubAllGlobals();
  });

  const lines = () => lotto.$billInputData.get().lines;
  const numbers = () => lines().map((line) => `${line.bet_type}:${line.number}`);

  /** What the device keeps: the drafts of every member and round (stores/lotto/lotto-drafts.ts). */
  const drafts = () => JSON.parse(persistent.getTestStorage()['r999:lotto:drafts'] ?? '{}');
  const building = { lines: [{ id: 'two_top:12', bet_type: 'two_top', number: '12', amount: 5 }], defaultAmount: 5 };
  const kept = (roundId: number, closeAt = ROUND.close_at) => ({ [`7:${roundId}`]: { ...building, closeAt } });

  describe('the bill kept on the device', () => {
    it('brings back the lines this member left on the round (a reload, a deposit) and drops the validated bill', async () => {
      const cache = { roundId: 41, check: checked([{ bet_type: 'two_top', number: '12', amount: 5 }]), idempotencyKey: 'k' };
      await loadStore({ 'r999:lotto:billCache': JSON.stringify(cache) }, { 'r999:lotto:drafts': JSON.stringify(kept(41)) });
      lotto.openRound(ROUND, LIMIT);
      expect(lotto.$billInputData.get()).toEqual({ roundId: 41, ...building });
      expect(lotto.$billCache.get()).toBeNull();
      expect(JSON.parse(sessionData.get('r999:lotto:billCache')!)).toBeNull();
    });

    it('keeps every change to the lines and the default stake, per member and round', () => {
      lotto.setDefaultAmount(20);
      lotto.addNumbers(['two_top'], ['12']);
      expect(drafts()).toEqual({
        '7:41': {
          lines: [{ id: 'two_top:12', bet_type: 'two_top', number: '12', amount: 20 }],
          defaultAmount: 20,
          closeAt: ROUND.close_at,
        },
      });
      lotto.setLineAmount('two_top:12', 7);
      expect(drafts()['7:41'].lines[0].amount).toBe(7);
      // An emptied bill leaves nothing behind.
      lotto.clearLines();
      expect(drafts()).toEqual({});
    });

    it("does not carry another round's lines, nor another member's", async () => {
      await loadStore({}, { 'r999:lotto:drafts': JSON.stringify(kept(40)) });
      lotto.openRound(ROUND, LIMIT);
      expect(lotto.$billInputData.get()).toEqual({ roundId: 41, lines: [], defaultAmount: lotto.DEFAULT_STAKE });
      expect(drafts()).toEqual(kept(40));

      await loadStore({}, { 'r999:lotto:drafts': JSON.stringify({ '8:41': { ...building, closeAt: ROUND.close_at } }) });
      lotto.openRound(ROUND, LIMIT);
      expect(lotto.$billInputData.get().lines).toEqual([]);
    });

    it('forgets the drafts of closed rounds when a round opens, and the round that closes on its page', async () => {
      const closed = kept(39, '2026-11-21T07:59:59.000Z'); // before the round's server_time
      await loadStore({}, { 'r999:lotto:drafts': JSON.stringify({ ...closed, ...kept(40), ...kept(41) }) });
      lotto.openRound(ROUND, LIMIT);
      expect(Object.keys(drafts()).sort()).toEqual(['7:40', '7:41']);
      lotto.closeRound(41);
      expect(Object.keys(drafts())).toEqual(['7:40']);
    });

    it('an unreadable entry starts an empty bill', async () => {
      await loadStore({}, { 'r999:lotto:drafts': '{not json' });
      lotto.openRound(ROUND, LIMIT);
      expect(lotto.$billInputData.get().lines).toEqual([]);
    });
  });

  describe('adding numbers', () => {
    it('adds one line per chosen bet type and number at the default stake, kept on the device', () => {
      lotto.setDefaultAmount(20);
      const outcome = lotto.addNumbers(['three_top', 'three_tod'], ['736']);
      expect(outcome.added).toHaveLength(2);
      expect(lines()).toEqual([
        { id: 'three_top:736', bet_type: 'three_top', number: '736', amount: 20 },
        { id: 'three_tod:367', bet_type: 'three_tod', number: '736', amount: 20 },
      ]);
      expect(lotto.$billTotal.get()).toBe(40);
      expect(drafts()['7:41'].lines).toHaveLength(2);
    });

    it('merges tod orderings: 6 กลับ on 3 ตัวโต๊ด is one line, on 3 ตัวบน six', () => {
      const outcome = lotto.addNumbers(['three_top', 'three_tod'], ['123', '132', '213', '231', '312', '321']);
      expect(numbers().filter((n) => n.startsWith('three_top'))).toHaveLength(6);
      expect(numbers().filter((n) => n.startsWith('three_tod'))).toEqual(['three_tod:123']);
      expect(outcome.duplicates).toBe(5);
    });

    it('leaves out closed numbers, numbers already in the bill, tod triples and numbers of the wrong length', () => {
      lotto.addNumbers(['two_top'], ['12']);
      const outcome = lotto.addNumbers(['two_top', 'two_bottom'], ['12', '99', '7', '123']);
      expect(outcome.closed).toEqual(['99 (2 ตัวบน)']);
      expect(outcome.duplicates).toBe(1);
      expect(numbers()).toEqual(['two_top:12', 'two_bottom:12', 'two_bottom:99']);
      expect(lotto.addNumbers(['three_tod'], ['111']).todTriples).toBe(1);
    });

    it('prices hot numbers at their reduced rate, tod in any ordering, and names the rate each pays', () => {
      const outcome = lotto.addNumbers(['three_top', 'three_tod'], ['123', '736']);
      expect(outcome.hot).toEqual(['123 (3 ตัวบน จ่ายบาทละ 425)', '736 (3 ตัวโต๊ด จ่ายบาทละ 75)']);
      const book = lotto.$billRate.get();
      expect(lotto.priceLine(book, 'three_top', '123')).toEqual({ name: '3 ตัวบน', rate: 425, hot: true, closed: false });
      expect(lotto.priceLine(book, 'three_top', '321')).toMatchObject({ rate: 850, hot: false });
      expect(lotto.priceLine(book, 'three_tod', '673')).toMatchObject({ rate: 75, hot: true });
      expect(lotto.priceLine(book, 'two_top', '99')).toMatchObject({ closed: true });
    });

    // A number set, a paste with stakes, or an earlier bill (issue 27): each line as the round stands.
    it('adds lines with their own stakes, leaving out and counting what this round does not take', () => {
      lotto.setDefaultAmount(15);
      const outcome = lotto.addLines([
        { bet_type: 'three_top', number: '736', amount: 50 },
        { bet_type: 'two_top', number: '12', amount: null },
        { bet_type: 'two_top', number: '99', amount: 5 },
        { bet_type: 'three_front', number: '123', amount: 5 }, // not offered by this round
        { bet_type: 'two_bottom', number: '123', amount: 5 }, // wrong digits
        { bet_type: 'three_tod', number: '222', amount: 5 },
        { bet_type: 'three_top', number: '123' },
      ]);
      expect(outcome).toMatchObject({ asked: 7, closed: ['99 (2 ตัวบน)'], todTriples: 1, unavailable: 2, duplicates: 0 });
      expect(outcome.hot).toEqual(['123 (3 ตัวบน จ่ายบาทละ 425)']);
      expect(lines()).toEqual([
        { id: 'three_top:736', bet_type: 'three_top', number: '736', amount: 50 },
        { id: 'two_top:12', bet_type: 'two_top', number: '12', amount: 15 },
        { id: 'three_top:123', bet_type: 'three_top', number: '123', amount: 15 },
      ]);
      expect(lotto.addLines([{ bet_type: 'three_top', number: '736', amount: 10 }]).duplicates).toBe(1);
    });
  });

  // Issue 40 item 3: price 2.50 then 1-2-3 added line 123 at ฿0, and it stayed.
  describe('a refused price adds no line', () => {
    it('adds nothing while the default stake is not whole baht, and adds at the corrected price', () => {
      lotto.setDefaultAmount(0); // what the price field reports for "2.50"
      const outcome = lotto.addNumbers(['three_top', 'three_tod'], ['123']);
      expect(outcome).toMatchObject({ asked: 2, added: [], noStake: 2 });
      expect(lines()).toEqual([]);
      lotto.setDefaultAmount(2.5);
      expect(lotto.addNumbers(['two_top'], ['12']).noStake).toBe(1);
      expect(lines()).toEqual([]);
      lotto.setDefaultAmount(10);
      lotto.addNumbers(['three_top'], ['123']);
      expect(lines()).toEqual([{ id: 'three_top:123', bet_type: 'three_top', number: '123', amount: 10 }]);
    });

    it("leaves out a set's or a paste's line whose own stake is not whole baht", () => {
      const outcome = lotto.addLines([
        { bet_type: 'two_top', number: '12', amount: 0 },
        { bet_type: 'two_top', number: '21', amount: 2.5 },
        { bet_type: 'two_top', number: '34', amount: 20 },
      ]);
      expect(outcome.noStake).toBe(2);
      expect(numbers()).toEqual(['two_top:34']);
    });

    it('does not bring back a ฿0 line nor a refused price from the device', async () => {
      const stored = {
        lines: [
          { id: 'two_top:12', bet_type: 'two_top', number: '12', amount: 0 },
          { id: 'two_top:34', bet_type: 'two_top', number: '34', amount: 5 },
        ],
        defaultAmount: 0,
        closeAt: ROUND.close_at,
      };
      await loadStore({}, { 'r999:lotto:drafts': JSON.stringify({ '7:41': stored }) });
      lotto.openRound(ROUND, LIMIT);
      expect(lotto.$billInputData.get()).toEqual({ roundId: 41, lines: [stored.lines[1]], defaultAmount: lotto.DEFAULT_STAKE });
    });

    it('a line whose stake field is refused is not kept on the device, nor sent', async () => {
      lotto.addNumbers(['two_top'], ['12', '34']);
      lotto.setLineAmount('two_top:12', 0);
      expect(drafts()['7:41'].lines.map((line: { number: string }) => line.number)).toEqual(['34']);
      lotto.setAllAmounts(0);
      expect(lines().map((line) => line.amount)).toEqual([0, 10]);
      const fetch = fakeApi({});
      const outcome = await lotto.validate();
      expect(outcome).toMatchObject({ ok: false, refusedLines: 1, message: expect.stringContaining('จำนวนเต็มบาท') });
      expect(calledPaths(fetch)).toEqual([]);
      expect(Object.keys(lotto.$billRefusals.get())).toEqual(['two_top:12']);
    });
  });

  describe('validate', () => {
    it('caches the checked bill when the platform accepts every line', async () => {
      lotto.addNumbers(['two_top'], ['12', '21']);
      const fetch = fakeApi({ [lottoCalls.billValidate.path]: ok(checked(lines())) });
      expect(await lotto.validate()).toEqual({ ok: true });
      expect(calledPaths(fetch)).toEqual([lottoCalls.billValidate.path]);
      const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
      expect(body).toEqual({
        agent_id: 33,
        round_id: 41,
        lines: [
          { bet_type: 'two_top', number: '12', amount: 10 },
          { bet_type: 'two_top', number: '21', amount: 10 },
        ],
      });
      expect(lotto.$billCache.get()).toMatchObject({ roundId: 41, idempotencyKey: null, check: { count: 2 } });
    });

    it('marks each refused line with its own message and caches nothing', async () => {
      lotto.addNumbers(['two_top'], ['12', '21']);
      const refusal = checked(lines());
      refusal.lines[1] = { ...refusal.lines[1]!, ok: false, code: 3005, message: 'ราคาต่อรายการสูงสุด 1,000 บาท' };
      fakeApi({ [lottoCalls.billValidate.path]: { body: { error: 3005, message: 'มีรายการที่แทงไม่ได้', data: refusal } } });
      expect(await lotto.validate()).toEqual({ ok: false, message: 'มีรายการที่แทงไม่ได้', refusedLines: 1, shortOfMoney: false });
      expect(lotto.$billCache.get()).toBeNull();
      expect(lotto.$billRefusals.get()).toEqual({ 'two_top:21': 'ราคาต่อรายการสูงสุด 1,000 บาท' });

      // Fixing the line takes its mark away.
      lotto.setLineAmount('two_top:21', 100);
      expect(lotto.$billRefusals.get()).toEqual({});
    });

    it('throws away an answer about lines edited while it was on its way', async () => {
      lotto.addNumbers(['two_top'], ['12']);
      let answer!: (response: Response) => void;
      fakeApi({ [lottoCalls.billValidate.path]: () => new Promise<never>((resolve) => (answer = resolve as never)) });
      const pending = lotto.validate();
      lotto.addNumbers(['two_top'], ['34']);
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      answer(Response.json({ error: 0, message: '', data: checked([{ bet_type: 'two_top', number: '12', amount: 10 }]) }));
      expect((await pending).ok).toBe(false);
      expect(lotto.$billCache.get()).toBeNull();
    });

    it('any edit after validation clears the validated bill', async () => {
      for (const edit of [
        () => lotto.addNumbers(['two_top'], ['55']),
        () => lotto.removeLine('two_top:12'),
        () => lotto.setLineAmount('two_top:12', 50),
        () => lotto.setAllAmounts(5),
        () => lotto.clearLines(),
      ]) {
        lotto.clearLines();
        lotto.addNumbers(['two_top'], ['12', '21']);
        fakeApi({ [lottoCalls.billValidate.path]: ok(checked(lines())) });
        await lotto.validate();
        expect(lotto.$billCache.get()).not.toBeNull();
        edit();
        expect(lotto.$billCache.get()).toBeNull();
      }
    });
  });

  describe('confirm', () => {
    async function validated() {
      lotto.addNumbers(['two_top'], ['12', '21']);
      fakeApi({ [lottoCalls.billValidate.path]: ok(checked(lines(), (i) => 90 - i)) });
      await lotto.validate();
    }

    const created = { ...checked([]), bill_id: 501, wallet_id: 1 };
    const wallets = [{ id: 1, wallet_name: 'เครดิตหลัก', balance: 9980, wallet_type_id: 1 }];

    it('creates the bill at the validated rates, clears the builder and refreshes the header balance', async () => {
      await validated();
      const fetch = fakeApi({
        [lottoCalls.billCreate.path]: ok(created),
        [member.wallets.path]: ok(wallets),
        [member.points.path]: ok({ point: 0 }),
      });
      expect(await lotto.confirmBill(1)).toEqual({ ok: true, billId: 501 });
      const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
      expect(body).toMatchObject({
        agent_id: 33,
        round_id: 41,
        wallet_id: 1,
        lines: [
          { bet_type: 'two_top', number: '12', amount: 10, rate: 90 },
          { bet_type: 'two_top', number: '21', amount: 10, rate: 89 },
        ],
      });
      expect(body.idempotency_key).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(lines()).toEqual([]);
      expect(lotto.$billCache.get()).toBeNull();
      expect(drafts()).toEqual({}); // a placed bill is no draft any more
      await vi.waitFor(() => expect(calledPaths(fetch)).toContain(member.wallets.path));
    });

    it('sends the same idempotency key again when the first try got no answer', async () => {
      await validated();
      const keys: string[] = [];
      let fail = true;
      const fetch = vi.fn(async (input: string | Request, init?: RequestInit) => {
        const path = new URL(typeof input === 'string' ? input : input.url, 'https://r999.example').pathname;
        if (path === lottoCalls.billCreate.path) {
          keys.push(JSON.parse(init!.body as string).idempotency_key);
          if (fail) throw new TypeError('network down');
          return Response.json({ error: 0, message: '', data: created });
        }
        return Response.json({ error: 0, message: '', data: path === member.points.path ? { point: 0 } : wallets });
      });
      vi.stubGlobal('fetch', fetch);

      await expect(lotto.confirmBill()).rejects.toMatchObject({ name: 'ApiError' });
      expect(lines()).toHaveLength(2);
      expect(lotto.$billCache.get()?.idempotencyKey).toBe(keys[0]);

      fail = false;
      expect(await lotto.confirmBill()).toEqual({ ok: true, billId: 501 });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('a new bill gets a new key', async () => {
      await validated();
      fakeApi({ [lottoCalls.billCreate.path]: ok(created), [member.wallets.path]: ok(wallets), [member.points.path]: ok({ point: 0 }) });
      await lotto.confirmBill();
      const first = (vi.mocked(fetch).mock.calls[0]![1]!.body as string).match(/"idempotency_key":"([^"]+)"/)![1];
      await validated();
      const fetch2 = fakeApi({
        [lottoCalls.billCreate.path]: ok(created),
        [member.wallets.path]: ok(wallets),
        [member.points.path]: ok({ point: 0 }),
      });
      await lotto.confirmBill();
      const second = JSON.parse(fetch2.mock.calls[0]![1]!.body as string).idempotency_key;
      expect(second).not.toBe(first);
    });

    it('a refusal keeps the lines, marks them and asks for a new validation', async () => {
      await validated();
      const refusal = checked(lines());
      refusal.lines[0] = { ...refusal.lines[0]!, ok: false, code: 3018, message: 'อัตราจ่ายเปลี่ยนแล้ว กรุณาตรวจสอบโพยอีกครั้ง' };
      const newRates = { ...ROUND, bet_types: ROUND.bet_types.map((b) => (b.bet_type === 'two_top' ? { ...b, rate: 80 } : b)) };
      const fetch = fakeApi({
        [lottoCalls.billCreate.path]: { body: { error: 3018, message: 'อัตราจ่ายเปลี่ยนแล้ว', data: refusal } },
        [lottoCalls.round.path]: ok(newRates),
        [lottoCalls.limit.path]: ok(LIMIT),
      });
      expect(await lotto.confirmBill()).toEqual({ ok: false, message: 'อัตราจ่ายเปลี่ยนแล้ว', refusedLines: 1, shortOfMoney: false });
      expect(lines()).toHaveLength(2);
      expect(lotto.$billCache.get()).toBeNull();
      expect(lotto.$billRefusals.get()).toEqual({ 'two_top:12': 'อัตราจ่ายเปลี่ยนแล้ว กรุณาตรวจสอบโพยอีกครั้ง' });
      expect(calledPaths(fetch)).not.toContain(member.wallets.path);
      // The lines show the rate in force now.
      await vi.waitFor(() => expect(lotto.priceLine(lotto.$billRate.get(), 'two_top', '12').rate).toBe(80));
    });

    it('an insufficient balance refusal without per-line reasons keeps the lines unmarked, and on the device, and says a deposit would help', async () => {
      await validated();
      fakeApi({ [lottoCalls.billCreate.path]: { body: { error: 2001, message: 'ยอดเงินไม่เพียงพอ', data: null } } });
      expect(await lotto.confirmBill()).toEqual({ ok: false, message: 'ยอดเงินไม่เพียงพอ', refusedLines: 0, shortOfMoney: true });
      expect(lines()).toHaveLength(2);
      expect(drafts()['7:41'].lines).toHaveLength(2);
    });
  });
});
