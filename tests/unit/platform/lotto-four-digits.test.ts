// Four-digit bets (issue 27): 4 ตัวบน wins on the draw's last four digits exactly, 4 ตัวโต๊ด on any
// ordering of them; Lao and Hanoi offer them, their draws carry the four digits to settlement,
// and a round drawn before four-digit bets settles its four-digit lines from its detail.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { isTodTriple, normaliseNumber } from '../../../src/rules/lotto/numbers.ts';
import { lineOutcome, type DrawResult } from '../../../src/platform/lotto/bet-types.ts';
import { commitText, simulateDraw, withFourTop } from '../../../src/platform/lotto/draws.ts';
import { setDrawSource } from '../../../src/platform/lotto/draw-source.ts';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { operatorSettle } from '../../../src/platform/lotto/settlement.ts';
import { fourDigits } from '../../../src/platform/db/migrations/0024-four-digits-vip.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { passDrawTime, testPlatform } from './helpers.ts';

const lao: DrawResult = { three_top: '234', two_bottom: '12', three_front: [], three_bottom: [], four_top: '1234' };

describe('four-digit matching', () => {
  it('4 ตัวบน wins only on the exact four digits', () => {
    expect(lineOutcome('four_top', '1234', lao)).toBe('won');
    expect(lineOutcome('four_top', '4321', lao)).toBe('lost');
    expect(lineOutcome('four_top', '0234', lao)).toBe('lost');
  });

  it('4 ตัวโต๊ด wins on any ordering, stored with its digits sorted', () => {
    for (const typed of ['1234', '4321', '3142', '2413']) {
      const stored = normaliseNumber('four_tod', typed);
      expect(stored).toBe('1234');
      expect(lineOutcome('four_tod', stored, lao)).toBe('won');
    }
    expect(lineOutcome('four_tod', normaliseNumber('four_tod', '1235'), lao)).toBe('lost');
    // Repeated digits count: 1123 is not 1233.
    const repeated: DrawResult = { ...lao, four_top: '3121' };
    expect(lineOutcome('four_tod', normaliseNumber('four_tod', '1123'), repeated)).toBe('won');
    expect(lineOutcome('four_tod', normaliseNumber('four_tod', '1233'), repeated)).toBe('lost');
  });

  it('refuses a tod on four equal digits, as on three', () => {
    expect(isTodTriple('four_tod', '2222')).toBe(true);
    expect(isTodTriple('four_tod', '2223')).toBe(false);
    expect(isTodTriple('four_top', '2222')).toBe(false);
    expect(isTodTriple('three_tod', '111')).toBe(true);
  });

  it('refunds a four-digit line when the result has no four digits (an entry of 3-top and 2-bottom only)', () => {
    const { four_top: _four, ...threeAndTwo } = lao;
    expect(lineOutcome('four_top', '1234', threeAndTwo)).toBe('refunded');
    expect(lineOutcome('four_tod', '1234', threeAndTwo)).toBe('refunded');
    expect(lineOutcome('three_top', '234', threeAndTwo)).toBe('won');
  });
});

describe('four-digit draws', () => {
  it('Lao: the number is the four digits, its last three 3-top; Hanoi: the special prize last four', () => {
    for (let i = 0; i < 50; i += 1) {
      const laoDraw = simulateDraw('lao');
      expect(laoDraw.four_top).toBe(laoDraw.detail.number);
      expect(laoDraw.four_top!.slice(1)).toBe(laoDraw.three_top);
      const hanoi = simulateDraw('hanoi');
      expect(hanoi.four_top).toBe(hanoi.detail.special_prize!.slice(1));
      expect(hanoi.four_top!.slice(1)).toBe(hanoi.three_top);
    }
    expect(simulateDraw('stock').four_top).toBeUndefined();
  });

  it('commits to the four digits with the rest of the result', () => {
    expect(commitText(lao, 'abc')).toBe('top=234,bottom=12,four=1234;secret=abc');
  });

  it('finds the four digits of a round drawn before four-digit bets in its detail', () => {
    const old = { three_top: '234', two_bottom: '12', three_front: [], three_bottom: [], detail: { number: '1234' } };
    expect(withFourTop(old).four_top).toBe('1234');
    const oldHanoi = { ...old, detail: { special_prize: '91234', first_prize: '55512' } };
    expect(withFourTop(oldHanoi).four_top).toBe('1234');
    expect(withFourTop({ ...old, detail: { index_close: '12345.67' } }).four_top).toBeUndefined();
  });
});

describe('four-digit bets on the platform', () => {
  it('Lao and Hanoi offer them at their rates, other categories refuse them; a Lao round pays them from its draw', async () => {
    // Saturday 21 Nov 2026, 10:00 in Bangkok.
    const t = await testPlatform('2026-11-21T03:00:00.000Z');
    try {
      const rates = (await t.send(lotto.rates)).data;
      for (const category of rates) {
        const four = category.bet_types.filter((bet) => bet.bet_type.startsWith('four_'));
        const offered = category.code === 'lao' || category.code.startsWith('hanoi');
        expect(
          four.map((bet) => [bet.bet_type, bet.rate]),
          category.code,
        ).toEqual(
          offered
            ? [
                ['four_top', 5000],
                ['four_tod', 200],
              ]
            : [],
        );
      }

      const lobby = (await t.send(lotto.lobby)).data.categories;
      const roundOf = (code: string) => lobby.find((category) => category.code === code)!.rounds[0]!.round_id;
      const token = await t.login();
      const laoRound = roundOf('lao');
      const { draw } = (await t.row<{ draw: string }>('SELECT draw FROM lotto_rounds WHERE id = ?', laoRound))!;
      const four = (JSON.parse(draw) as { four_top: string }).four_top;
      expect(four).toMatch(/^\d{4}$/);
      const reversed = [...four].reverse().join('');
      const other = four === '9876' ? '1357' : '9876';

      const stock = await t.send(
        lotto.billValidate,
        { round_id: roundOf('nikkei_afternoon'), lines: [{ bet_type: 'four_top', number: four, amount: 1 }] },
        token,
      );
      expect(stock.error).toBe(3010);
      expect(stock.data.lines[0].code).toBe(3020);
      expect(stock.data.lines[0].message).toBe('งวดนี้ไม่มีประเภท 4 ตัวบน');

      const short = await t.send(
        lotto.billValidate,
        { round_id: laoRound, lines: [{ bet_type: 'four_top', number: '123', amount: 1 }] },
        token,
      );
      expect(short.data.lines[0].message).toBe('4 ตัวบน ต้องเป็นตัวเลข 4 หลัก');

      const bill = await t.send(
        lotto.billCreate,
        {
          round_id: laoRound,
          lines: [
            { bet_type: 'four_top', number: four, amount: 2 },
            { bet_type: 'four_tod', number: reversed, amount: 3 },
            { bet_type: 'four_top', number: other, amount: 1 },
          ],
        },
        token,
      );
      expect(bill.error, bill.message).toBe(0);
      expect(bill.data.lines.map((line) => line.rate)).toEqual([5000, 200, 5000]);

      await operatorSettle(t.db, laoRound);
      const detail = (await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token)).data;
      expect(detail.lines.map((line) => [line.result, line.payout])).toEqual([
        ['won', 10_000],
        ['won', 600],
        ['lost', 0],
      ]);
      expect(detail.payout).toBe(10_600);
      expect(detail.result!.four_top).toBe(four);
      const result = (await t.send(lotto.result, { round_id: laoRound })).data;
      expect(result.four_top).toBe(four);
      expect(result.commit_text).toContain(`four=${four};`);
      expect(await unbalancedWallets(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('migration 0024-four-digits-vip', () => {
  it('gives a database seeded before four-digit bets their rates for Lao and Hanoi, once', async () => {
    const t = await testPlatform('2026-11-21T03:00:00.000Z');
    try {
      const fourRates = () =>
        t.rows<{ code: string; bet_type: string; rate_centi: number; house_number_max: number }>(
          `SELECT c.code, r.bet_type, r.rate_centi, r.house_number_max FROM lotto_rates r JOIN lotto_categories c ON c.id = r.category_id
           WHERE r.bet_type IN ('four_top', 'four_tod') ORDER BY c.sort, r.bet_type DESC`,
        );
      const seeded = await fourRates();
      expect(seeded.map((row) => row.code)).toEqual([
        'lao',
        'lao',
        'hanoi_special',
        'hanoi_special',
        'hanoi_normal',
        'hanoi_normal',
        'hanoi_vip',
        'hanoi_vip',
      ]);
      await t.db.deleteFrom('lotto_rates').where('bet_type', 'in', ['four_top', 'four_tod']).execute();
      const migration = fourDigits();
      await migration.up(t.db as never);
      await migration.up(t.db as never);
      expect(
        (await fourRates()).map((row) => ({ ...row, rate_centi: Number(row.rate_centi), house_number_max: Number(row.house_number_max) })),
      ).toEqual(seeded.map((row) => ({ ...row, rate_centi: Number(row.rate_centi), house_number_max: Number(row.house_number_max) })));
    } finally {
      await t.close();
    }
  });
});

describe('an outside Lao draw entered by the operator', () => {
  it('settles four-digit lines from the four digits entered, refuses four that do not end with the 3-top', async () => {
    const t = await testPlatform('2026-11-21T03:00:00.000Z');
    try {
      // Before any round is made: Lao's rounds wait for the operator's official result.
      await setDrawSource(t.db, 'lao', 'external', 'test');
      const lobby = (await t.send(lotto.lobby)).data.categories;
      const roundId = lobby.find((category) => category.code === 'lao')!.rounds[0]!.round_id;
      const token = await t.login();
      const bill = await t.send(
        lotto.billCreate,
        {
          round_id: roundId,
          lines: [
            { bet_type: 'four_top', number: '1426', amount: 1 },
            { bet_type: 'four_tod', number: '6421', amount: 1 },
            { bet_type: 'three_top', number: '426', amount: 1 },
          ],
        },
        token,
      );
      expect(bill.error, bill.message).toBe(0);

      const entry = { three_top: '426', two_bottom: '14', three_front: [], three_bottom: [] };
      // The result is taken from the draw time on (Monday's draw, two days later).
      await passDrawTime(t, roundId);
      await expect(operatorResult(t.db, roundId, { ...entry, four_top: '1427' }, 'somchai')).rejects.toMatchObject({ code: 3070 });
      await expect(operatorResult(t.db, roundId, { ...entry, four_top: '426' }, 'somchai')).rejects.toMatchObject({ code: 3070 });
      await operatorResult(t.db, roundId, { ...entry, four_top: '1426' }, 'somchai');
      const detail = (await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token)).data;
      expect(detail.lines.map((line) => [line.result, line.payout])).toEqual([
        ['won', 5000],
        ['won', 200],
        ['won', 850],
      ]);
      expect(detail.result).toMatchObject({ source: 'official', three_top: '426', four_top: '1426' });
    } finally {
      await t.close();
    }
  });
});
