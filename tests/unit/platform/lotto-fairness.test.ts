// Fairness of the lottery: a round whose draw was committed before betting settles only from that
// draw; the operator enters results only for outside draws (the government lottery, or a category
// marked external), logged with who and when; every settled committed round reveals its text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bindContext } from '../../../src/platform/db/database.ts';
import { openEngine } from '../../../src/platform/db/engine.ts';
import { migrate, migrations } from '../../../src/platform/db/legacy-migrations/index.ts';
import { openDatabase } from '../../../src/platform/db/sqlite-file.ts';
import { setDrawSource } from '../../../src/platform/lotto/draw-source.ts';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { operatorSettle } from '../../../src/platform/lotto/settlement.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { testEngineKind } from '../../support/test-databases.ts';
import { passDrawTime, testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const line = (bet_type: string, number: string, amount: number) => ({ bet_type, number, amount });
const result = (three_top: string, two_bottom: string) => ({ three_top, two_bottom, three_front: [], three_bottom: [] });

async function openRound(t: TestPlatform, code: string) {
  const answer = await t.send(lotto.lobby);
  const category = answer.data.categories.find((entry) => entry.code === code)!;
  expect(category.rounds.length, `an open ${code} round`).toBeGreaterThan(0);
  return category.rounds[0]!;
}

async function balance(t: TestPlatform, token: string): Promise<number> {
  const wallets = await t.send(member.wallets, {}, token);
  return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
}

/** The code of the refusal `act` throws (undefined when it does not refuse). */
async function refusal(act: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await act();
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return undefined;
}

/** Everything settling could change: rounds, bills, lines and the ledger. */
async function snapshot(t: TestPlatform) {
  return {
    rounds: await t.rows('SELECT id, state, close_at, result_at, result, result_source, settled_at FROM lotto_rounds ORDER BY id'),
    bills: await t.rows('SELECT id, status, payout, settled_at FROM lotto_bills ORDER BY id'),
    lines: await t.rows('SELECT id, result, payout FROM lotto_bill_lines ORDER BY id'),
    ledger: await t.rows('SELECT * FROM ledger ORDER BY id'),
  };
}

describe('a committed draw cannot be overridden', () => {
  it('refuses an operator result on a Hanoi round whose draw was committed, and changes nothing', async () => {
    const t = await testPlatform(START);
    const token = await t.login();
    const round = await openRound(t, 'hanoi_special');
    const detail = await t.send(lotto.round, { round_id: round.round_id });
    expect(detail.data.commit_hash).toMatch(/^[0-9a-f]{64}$/);
    const bill = await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('three_top', '123', 10)] }, token);
    expect(bill.error).toBe(0);
    const before = await snapshot(t);
    const money = await balance(t, token);

    expect(await refusal(() => operatorResult(t.db, round.round_id, result('123', '45'), 'somchai'))).toBe(3009);

    expect(await snapshot(t)).toEqual(before);
    expect(await t.count('lotto_official_results')).toBe(0);
    expect(await balance(t, token)).toBe(money);
    expect((await t.send(lotto.round, { round_id: round.round_id })).data.status).toBe('open');

    // It settles from its own draw, and the draw it was committed to is revealed.
    await operatorSettle(t.db, round.round_id);
    const settled = await t.send(lotto.result, { round_id: round.round_id });
    expect(settled.data).toMatchObject({ status: 'settled', source: 'draw', official: null, commit_hash: detail.data.commit_hash });
    expect(sha256(settled.data.commit_text!)).toBe(detail.data.commit_hash);
    // A Hanoi draw commits its four digits too (the 4-digit bets), ending with its 3-top.
    expect(settled.data.four_top).toMatch(new RegExp(`^\\d${settled.data.three_top}$`));
    expect(settled.data.commit_text).toContain(
      `top=${settled.data.three_top},bottom=${settled.data.two_bottom},four=${settled.data.four_top};`,
    );
    expect(await unbalancedWallets(t.db)).toEqual([]);
    expect(detail.data).toMatchObject({ draw_source: 'committed' });
  });

  it('refuses it on stock and Lao rounds too', async () => {
    const t = await testPlatform(START);
    for (const code of ['nikkei_morning', 'lao']) {
      const round = await openRound(t, code);
      expect(await refusal(() => operatorResult(t.db, round.round_id, result('123', '45'), 'somchai')), code).toBe(3009);
      expect((await t.send(lotto.round, { round_id: round.round_id })).data.status, code).toBe('open');
    }
    expect(await t.count('lotto_official_results')).toBe(0);
  });
});

describe('official results of an outside draw', () => {
  it('government rounds carry no commitment; the operator’s result settles them, logged with who and when', async () => {
    const t = await testPlatform(START);
    let token = await t.login();
    const round = await openRound(t, 'government');
    const detail = await t.send(lotto.round, { round_id: round.round_id });
    expect(detail.data).toMatchObject({ draw_source: 'external', commit_hash: null });
    const bill = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [line('three_top', '456', 10), line('two_bottom', '12', 10)] },
      token,
    );
    // The result is taken from the draw time on, ten days later (the member logs in again).
    await passDrawTime(t, round.round_id);
    token = await t.login();
    const money = await balance(t, token);

    // A name that is blank is refused before anything is written.
    expect(await refusal(() => operatorResult(t.db, round.round_id, result('456', '78'), '   '))).toBe(3014);
    expect(await t.count('lotto_official_results')).toBe(0);

    t.advance(5);
    const enteredAt = t.now().toISOString();
    await operatorResult(t.db, round.round_id, result('456', '78'), '  somchai ');

    const log = await t.rows('SELECT round_id, result, entered_by, entered_at FROM lotto_official_results');
    expect(log).toEqual([
      { round_id: round.round_id, result: JSON.stringify(result('456', '78')), entered_by: 'somchai', entered_at: Date.parse(enteredAt) },
    ]);
    const view = await t.send(lotto.result, { round_id: round.round_id });
    expect(view.data).toMatchObject({
      status: 'settled',
      three_top: '456',
      two_bottom: '78',
      source: 'official',
      official: { entered_at: enteredAt, entered_by: 'ผู้ดูแลระบบ' },
      commit_hash: null,
      commit_text: null,
    });
    // Members see that the staff entered it and when, not the operator's own name.
    expect(JSON.stringify(view.data)).not.toContain('somchai');
    const billView = await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token);
    expect(billView.data.result).toMatchObject({ source: 'official', official: { entered_at: enteredAt } });
    expect(billView.data.status).toBe('won');
    expect(await balance(t, token)).toBe(money + 10 * 900);

    // The log is append-only.
    await expect(t.rows("UPDATE lotto_official_results SET entered_by = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.rows('DELETE FROM lotto_official_results')).rejects.toThrow(/append-only/);
  });

  it('a settle typed for an outside draw is refused; with no result it is refunded after the grace period', async () => {
    const t = await testPlatform(START);
    const token = await t.login();
    const round = await openRound(t, 'government');
    const bill = await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('three_top', '456', 10)] }, token);
    const money = await balance(t, token);
    const before = await snapshot(t);
    expect(await refusal(() => operatorSettle(t.db, round.round_id))).toBe(3012);
    expect(await snapshot(t)).toEqual(before);

    t.setTime(round.result_at);
    t.advance(60);
    expect((await t.send(lotto.result, { round_id: round.round_id })).error).toBe(3005);
    t.advance(24 * 60);
    const view = await t.send(lotto.result, { round_id: round.round_id });
    expect(view.data).toMatchObject({ status: 'refunded', source: 'refund', official: null, commit_hash: null });
    // Days have passed: the session from before has expired.
    const again = await t.login();
    expect((await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, again)).data.status).toBe('refunded');
    expect(await balance(t, again)).toBe(money + 10);
  });

  it('Yeekee results come from the shots alone', async () => {
    const t = await testPlatform(START);
    const round = await openRound(t, 'yeekee');
    expect((await t.send(lotto.round, { round_id: round.round_id })).data).toMatchObject({ draw_source: 'shots' });
    expect(await refusal(() => operatorResult(t.db, round.round_id, result('123', '45'), 'somchai'))).toBe(3008);
    expect(await refusal(() => setDrawSource(t.db, 'yeekee', 'external', 'somchai'))).toBe(3013);
  });
});

describe('marking a category externally sourced', () => {
  it('applies to rounds made afterwards; a round already committed stays committed', async () => {
    const t = await testPlatform(START);
    const open = await openRound(t, 'hanoi_vip');
    const category = await setDrawSource(t.db, 'hanoi_vip', 'external', 'somchai');
    expect(category.draw_source).toBe('external');
    expect(category.rule_text).toContain('ผลรางวัลตามการออกรางวัลอย่างเป็นทางการ');
    expect(category.rule_text).not.toContain('SHA-256');
    expect(await t.rows('SELECT draw_source, changed_by, changed_at FROM lotto_draw_source_changes')).toEqual([
      { draw_source: 'external', changed_by: 'somchai', changed_at: Date.parse(START) },
    ]);
    expect(await refusal(() => operatorResult(t.db, open.round_id, result('123', '45'), 'somchai'))).toBe(3009);

    // Rounds are made two days ahead: the first one made after the change is the fourth day's.
    t.advance(3 * 24 * 60);
    const rounds = (await t.rows(
      "SELECT r.id, r.draw_date, r.commit_hash FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id WHERE c.code = 'hanoi_vip' ORDER BY r.draw_date",
    )) as { id: number; draw_date: string; commit_hash: string | null }[];
    await t.send(lotto.lobby);
    const made = (await t.rows(
      "SELECT r.id, r.draw_date, r.commit_hash FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id WHERE c.code = 'hanoi_vip' ORDER BY r.draw_date",
    )) as { id: number; draw_date: string; commit_hash: string | null }[];
    const newer = made.filter((round) => !rounds.some((old) => old.id === round.id));
    expect(newer.length).toBeGreaterThan(0);
    for (const round of newer) {
      expect(round.commit_hash).toBeNull();
      expect((await t.send(lotto.round, { round_id: round.id })).data).toMatchObject({ draw_source: 'external' });
    }
    // The round committed before the change settled from its draw at its result time.
    const settled = await t.send(lotto.result, { round_id: open.round_id });
    expect(settled.data).toMatchObject({ source: 'draw' });
    expect(sha256(settled.data.commit_text!)).toBe(settled.data.commit_hash);

    // And back: rounds made afterwards are committed again.
    await setDrawSource(t.db, 'hanoi_vip', 'committed', 'somchai');
    expect(await t.count('lotto_draw_source_changes')).toBe(2);
    t.advance(24 * 60);
    await t.send(lotto.lobby);
    const latest = (await t.row(
      "SELECT r.commit_hash FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id WHERE c.code = 'hanoi_vip' ORDER BY r.draw_date DESC LIMIT 1",
    )) as { commit_hash: string | null };
    expect(latest.commit_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unknown category and a blank name, and changes nothing', async () => {
    const t = await testPlatform(START);
    expect(await refusal(() => setDrawSource(t.db, 'nope', 'external', 'somchai'))).toBe(3001);
    expect(await refusal(() => setDrawSource(t.db, 'lao', 'external', ''))).toBe(3014);
    expect(await t.row("SELECT draw_source FROM lotto_categories WHERE code = 'lao'")).toEqual({ draw_source: 'committed' });
    expect(await t.count('lotto_draw_source_changes')).toBe(0);
  });
});

describe('results say where they came from', () => {
  it('reveals the commitment of every settled committed round; no made-up history for the government lottery', async () => {
    const t = await testPlatform(START);
    // A new site's week of history is simulated without commitment (nobody could bet on it); the
    // government lottery's is its officially published draws, never a simulated one.
    const history = await t.send(lotto.results, { agent_id: 33 });
    for (const entry of history.data) {
      if (entry.category_code === 'government') expect(entry).toMatchObject({ source: 'official', commit_hash: null });
      else expect(entry).toMatchObject({ source: 'draw', commit_hash: null, official: null });
    }
    const government = await t.send(lotto.results, { agent_id: 33, date: '2026-11-16' });
    expect(government.data.map((entry) => entry.category_code)).not.toContain('government');

    // A day later every round made committed and settled at its time reveals its text.
    await t.send(lotto.lobby);
    t.advance(24 * 60);
    const day = await t.send(lotto.results, { date: '2026-11-21' });
    const committed = day.data.filter((entry) => entry.commit_hash);
    expect(committed.length).toBeGreaterThan(0);
    for (const entry of committed) {
      expect(entry.source, entry.category_code).toBe('draw');
      expect(sha256(entry.commit_text!), entry.category_code).toBe(entry.commit_hash);
    }
    expect(day.data.some((entry) => entry.source === 'shots' || entry.source === 'refund')).toBe(true);
  });
});

describe('an upgraded database', () => {
  it.skipIf(testEngineKind() !== 'sqlite')(
    'marks the government lottery external and Yeekee shots; its committed rounds stay committed',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'platform-'));
      const path = join(dir, 'platform.sqlite');
      const db = openDatabase(path);
      migrate(db, migrations.slice(0, 4));
      const rules = 'ผลจำลองถูกกำหนดไว้ก่อนเปิดรับแทง และเผยแพร่ค่า SHA-256 ของผลพร้อมรหัสลับ ตรวจสอบได้เมื่อผลออก';
      const insert = db.prepare(
        "INSERT INTO lotto_categories (code, name, kind, sort, schedule, schedule_text, rule_text) VALUES (?, ?, ?, 1, '{}', '', ?)",
      );
      for (const [code, kind] of [
        ['government', 'government'],
        ['hanoi_vip', 'hanoi'],
        ['yeekee', 'yeekee'],
      ]) {
        insert.run(code, code, kind, `กติกา\n${rules}`);
      }
      // A government round made before the upgrade, with its draw committed and bets open.
      const draw = JSON.stringify({ ...result('123', '45'), detail: {} });
      db.prepare(
        `INSERT INTO lotto_rounds (category_id, draw_date, name, open_at, close_at, result_at, draw, commit_text, commit_hash)
       VALUES (1, '2026-12-01', 'งวด', 1, 2, 3, ?, 'top=123,bottom=45;secret=x', ?)`,
      ).run(draw, sha256('top=123,bottom=45;secret=x'));
      migrate(db, migrations);
      expect(db.prepare('SELECT code, draw_source FROM lotto_categories ORDER BY code').all()).toEqual([
        { code: 'government', draw_source: 'external' },
        { code: 'hanoi_vip', draw_source: 'committed' },
        { code: 'yeekee', draw_source: 'shots' },
      ]);
      const government = db.prepare("SELECT rule_text FROM lotto_categories WHERE code = 'government'").get() as { rule_text: string };
      expect(government.rule_text).toContain('ผลรางวัลตามการออกรางวัลอย่างเป็นทางการ');
      expect(government.rule_text).not.toContain('SHA-256');
      db.close();
      const engine = openEngine({ kind: 'sqlite', path });
      try {
        bindContext(engine.db, { kind: 'sqlite', now: () => new Date() });
        expect(await refusal(() => operatorResult(engine.db, 1, result('999', '99'), 'somchai'))).toBe(3009);
      } finally {
        await engine.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
