// The member's statement: the ledger rows of the member's own wallets, newest first, paged, by type
// and by Bangkok dates; refusals in Thai.
import { afterEach, describe, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as memberCalls from '../../../src/contract/endpoints/account/member.ts';
import { STATEMENT_PAGE_SIZE } from '../../../src/contract/money/statement.ts';
import { credit, debit } from '../../../src/platform/money/ledger.ts';
import type { InputOf } from '../../support/typed-call.ts';
import { register, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

async function member(): Promise<{ token: string; mainWallet: number }> {
  const { body, answer } = await register(t);
  expect(answer.error).toBe(0);
  const token = await t.login(body.phone as string, body.password as string);
  const wallets = await t.send(memberCalls.wallets, {}, token);
  return { token, mainWallet: wallets.data[0].id };
}

describe('member/statement', () => {
  it("lists only the member's rows, newest first, paged, and they add up to the balance", async () => {
    t = await testPlatform();
    const owner = await member();
    const other = await member();
    for (let i = 0; i < 25; i++) await debit(t.db, owner.mainWallet, 100, 'bet', `lotto_bill:${i + 1}`);
    await credit(t.db, other.mainWallet, 500, 'adjustment', 'operator:test');

    const first = await t.send(memberCalls.statement, {}, owner.token);
    expect(first.error).toBe(0);
    expect(first.data).toMatchObject({ page: 1, pages: 2, total: 26, page_size: STATEMENT_PAGE_SIZE });
    expect(first.data.rows).toHaveLength(STATEMENT_PAGE_SIZE);
    expect(first.data.rows[0]).toMatchObject({
      type: 'bet',
      amount: -1,
      balance_after: 975,
      ref: 'lotto_bill:25',
      wallet_name: 'เครดิตหลัก',
    });
    const ids = first.data.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await t.send(memberCalls.statement, { page: '2' }, owner.token);
    expect(second.data.rows).toHaveLength(6);
    expect(second.data.rows.at(-1)).toMatchObject({ type: 'welcome_credit', amount: 1000, balance_after: 1000 });
    const all = [...first.data.rows, ...second.data.rows];
    expect(all.reduce((sum: number, row: { amount: number }) => sum + Math.round(row.amount * 100), 0)).toBe(97_500);
    expect(all.some((row) => row.ref === 'operator:test')).toBe(false);
    expect((await t.send(memberCalls.statement, { page: '9' }, owner.token)).data.rows).toEqual([]);
  });

  it('filters by type and by Bangkok dates', async () => {
    t = await testPlatform('2026-03-01T16:30:00.000Z'); // 23:30 on 1 March in Bangkok
    const owner = await member();
    t.advance(60); // 00:30 on 2 March in Bangkok
    await debit(t.db, owner.mainWallet, 2_000, 'bet', 'game_round:1');
    const bets = await t.send(memberCalls.statement, { type: 'bet' }, owner.token);
    expect(bets.data.rows.map((row) => row.type)).toEqual(['bet']);
    expect(
      (await t.send(memberCalls.statement, { from: '2026-03-01', to: '2026-03-01' }, owner.token)).data.rows.map((row) => row.type),
    ).toEqual(['welcome_credit']);
    expect((await t.send(memberCalls.statement, { from: '2026-03-02' }, owner.token)).data.total).toBe(1);
    expect((await t.send(memberCalls.statement, { to: '2026-02-28' }, owner.token)).data.total).toBe(0);
  });

  it('refuses a bad page, type or range in Thai, and a visitor', async () => {
    t = await testPlatform();
    const owner = await member();
    const queries: InputOf<typeof memberCalls.statement>[] = [
      { page: '0' },
      { page: 'abc' },
      { type: 'salary' as never },
      { from: '2026-02-30' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2024-01-01', to: '2026-01-01' },
    ];
    for (const query of queries) {
      const answer = await t.send(memberCalls.statement, query, owner.token);
      expect(answer.error, JSON.stringify(query)).toBe(1001);
      expect(answer.message, JSON.stringify(query)).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await t.send(memberCalls.statement)).status).toBe(401);
  });
});

// Issue 40 item 11: a game round's row named only "เกม ตาที่ #148". On both engines (PostgreSQL
// answers a round's big integer id as text: the game is found all the same).
describe("member/statement's game rows", () => {
  it('name the game each round was played on, and no game on other rows', async () => {
    t = await testPlatform();
    const owner = await member();
    const game = { game_id: 'andaman-lucky-seven', provider_id: 'siam' };
    const link = await t.send(games.link, { ...game, wallet_id: owner.mainWallet, is_mobile: true, source: 'r999' }, owner.token);
    expect(link.error, link.message).toBe(0);
    const key = String(link.data.link).slice('/game/'.length);
    expect((await t.send(games.slotSpin, { link: key, line_bet: 1 }, owner.token)).error).toBe(0);

    const rows = (await t.send(memberCalls.statement, {}, owner.token)).data.rows;
    const played = rows.filter((row) => row.ref?.startsWith('game_round:'));
    expect(played.length).toBeGreaterThan(0);
    for (const row of played) expect(row.game).toEqual({ name: 'เจ็ดนำโชค', category: 'slot' });
    expect(rows.filter((row) => !row.ref?.startsWith('game_round:')).map((row) => row.game)).toEqual([null]);
  });
});
