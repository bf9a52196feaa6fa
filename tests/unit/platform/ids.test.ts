// Ids are positive whole numbers (a JSON number or a string of digits) on every route that takes
// one: nothing else is read as an id, so `true` is not round 1 and "0x2" is not round 2.
import { afterEach, describe, expect, it } from 'vitest';
import { id } from '../../../src/platform/ids.ts';
import type { Endpoint } from '../../../src/contract/endpoint.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

// Saturday 21 Nov 2026, 10:00 in Bangkok: rounds 1 and 2 exist.
const START = '2026-11-21T03:00:00.000Z';
const LOOSE: [string, unknown][] = [
  ['true', true],
  ['[[2]]', [[2]]],
  ['[2]', [2]],
  ['"0x2"', '0x2'],
  ['"2e0"', '2e0'],
  ['" 2 "', ' 2 '],
  ['"2.0"', '2.0'],
  ['"+2"', '+2'],
  ['2.5', 2.5],
  ['0', 0],
  ['-2', -2],
  ['"-2"', '-2'],
  ['1e308', 1e308],
  ['2^53', 2 ** 53],
  ['""', ''],
  ['null', null],
  ['{}', {}],
  ['"๒"', '๒'],
];

describe('the id schema', () => {
  const schema = id('รหัสงวด');

  it.each([
    [2, 2],
    ['2', 2],
    ['0002', 2],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('reads %j as %d', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each(LOOSE)('refuses %s with a Thai message', (_name, input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('รหัสงวดไม่ถูกต้อง');
  });

  it('asks for a missing id', async () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('กรุณาระบุรหัสงวด');
  });
});

describe('every route that takes an id', () => {
  const QUERY_FORMS = ['0x2', '2e0', ' 2 ', '2.0', 'true', '-1', '1.5', '๒'];

  // Raw query strings: each loose form is sent as the query text a client would write.
  it.each([
    [lotto.round.path, 'round_id'],

    [lotto.rate.path, 'round_id'],
    [lotto.limit.path, 'round_id'],
    [lotto.rule.path, 'round_id'],
    [lotto.result.path, 'round_id'],
    [lotto.shotList.path, 'round_id'],
    [lotto.rounds.path, 'category_id'],
    [lotto.rates.path, 'category_id'],
    [lotto.rates.path, 'agent_id'],
    [lotto.results.path, 'category_id'],
    [lotto.billList.path, 'round_id'],
    [lotto.billDetail.path, 'bill_id'],
  ])('GET %s refuses a loose %s in the query', async (path, field) => {
    t = await testPlatform(START);
    const token = await t.login();
    for (const form of QUERY_FORMS) {
      const answer = await t.get(`${path}?${field}=${encodeURIComponent(form)}`, token);
      expect(answer, `${field}=${form}`).toMatchObject({ status: 200, error: 1001, data: { fields: { [field]: expect.any(String) } } });
    }
    // The canonical form still reads.
    expect((await t.get(`${path}?${field}=2`, token)).error).not.toBe(1001);
  });

  it('POST bill calls, cancel and shooting refuse loose ids in the body and write nothing', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const bills = await t.count('lotto_bills');
    const ledger = await t.count('ledger');
    const lines = [{ bet_type: 'two_top', number: '12', amount: 5 }];
    for (const [name, loose] of LOOSE.filter(([, value]) => value !== null)) {
      const cases: [Endpoint, Record<string, unknown>, string][] = [
        [lotto.billValidate, { round_id: loose, lines }, 'round_id'],
        [lotto.billCreate, { round_id: loose, lines, idempotency_key: `loose-${name}` }, 'round_id'],
        [lotto.billCreate, { round_id: 2, lines, wallet_id: loose }, 'wallet_id'],
        [lotto.billCreate, { agent_id: loose, round_id: 2, lines }, 'agent_id'],
        [lotto.billCancel, { ids: [loose] }, 'ids.0'],
        [lotto.shoot, { round_id: loose, number: '12345' }, 'round_id'],
      ];
      for (const [endpoint, body, field] of cases) {
        const answer = await t.send(endpoint, body as never, token);
        expect(answer, `${endpoint.path} ${field}=${name}`).toMatchObject({
          error: 1001,
          data: { fields: { [field]: expect.any(String) } },
        });
      }
    }
    expect(await t.count('lotto_bills')).toBe(bills);
    expect(await t.count('ledger')).toBe(ledger);
  });
});
