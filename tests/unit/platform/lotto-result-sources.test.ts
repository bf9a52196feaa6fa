// Results that arrive by themselves (issue 44): each adapter read on recorded answers
// (tests/fixtures/result-sources/README.md says where each shape comes from), and the clock's
// part on both engines: two agreeing sources stage (or confirm) at the draw time, never before;
// a disagreement, one source by the deadline, or a later different answer alerts and pays nothing;
// what the clock knows of a round outlives a restart; an alert ends the asking for good; an alert
// on a paid round is acknowledged by a supervisor or the owner only, and leaves the desk; a
// simulated category never takes a fetched result, nor a sourced one its committed draw.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../../src/contract/endpoints/admin/admin-risk.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { acknowledgeResultAlert } from '../../../src/platform/lotto/alert-acknowledge.ts';
import { openExtraRound } from '../../../src/platform/lotto/extra-rounds.ts';
import { checkResultSources, setDrawSource } from '../../../src/platform/lotto/draw-source.ts';
import { testEngineKind } from '../../support/test-databases.ts';
import { fetchArchive } from '../../../src/platform/lotto/archive-fetch.ts';
import { drawsSince } from '../../../src/platform/lotto/official-results.ts';
import type { Category } from '../../../src/platform/lotto/rounds.ts';
import { confirmResult, stageResult, voidRound } from '../../../src/platform/lotto/results-desk.ts';
import { SourceAnswerRefused, type ResultFetch } from '../../../src/platform/lotto/result-sources/adapter.ts';
import { gloSource } from '../../../src/platform/lotto/result-sources/glo.ts';
import { jsonSource } from '../../../src/platform/lotto/result-sources/json-mapping.ts';
import { watchResults } from '../../../src/platform/lotto/result-watch.ts';
import { deskRounds, resultAlerts } from '../../../src/platform/lotto/risk-grid.ts';
import { setSetting, type ResultSourceSetting } from '../../../src/platform/settings.ts';
import { OPERATOR, passDrawTime, registeredMember, staffActor, staffToken, testPlatform, type TestPlatform } from './helpers.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/result-sources/${name}`, import.meta.url), 'utf8'));

const GLO_LATEST: ResultSourceSetting = { name: 'glo', adapter: 'glo', url: 'https://www.glo.or.th/api/lottery/getLatestLottery' };
const GLO_BY_DATE: ResultSourceSetting = { name: 'glo', adapter: 'glo', url: 'https://www.glo.or.th/api/checking/getLotteryResult' };
const MIRROR: ResultSourceSetting = {
  name: 'mirror',
  adapter: 'json',
  url: 'https://results.example/government.json',
  mapping: {
    date: 'draw.date',
    first_prize: 'draw.first',
    two_bottom: 'draw.last2',
    three_front: 'draw.front3',
    three_bottom: 'draw.back3',
  },
};
const DRAW_16_MAY = { three_top: '387', two_bottom: '08', three_front: ['091', '298'], three_bottom: ['602', '716'] };

describe('the GLO adapter', () => {
  it('reads both nestings of the answer, the newest draw only when it is the one asked for', () => {
    expect(gloSource.read(fixture('glo-latest-2026-05-16.json'), GLO_LATEST, '2026-05-16')).toEqual(DRAW_16_MAY);
    expect(gloSource.read(fixture('glo-by-date-2026-05-16.json'), GLO_BY_DATE, '2026-05-16')).toEqual(DRAW_16_MAY);
    // The newest draw is still the previous one: not out yet.
    expect(gloSource.read(fixture('glo-latest-2026-05-16.json'), GLO_LATEST, '2026-06-01')).toBeNull();
    // The draw-by-date call sends the date it asks for.
    expect(JSON.parse(gloSource.request(GLO_BY_DATE, '2026-05-16').body!)).toEqual({ date: '16', month: '05', year: '2026' });
  });

  it('refuses any other shape, and a prize that is not its digits', () => {
    const latest = fixture('glo-latest-2026-05-16.json') as { response: { data: unknown } };
    for (const answer of [
      { status: true, response: { draw: latest.response.data } },
      { status: false, response: latest.response },
      { status: true, data: latest.response },
      null,
    ])
      expect(() => gloSource.read(answer, GLO_LATEST, '2026-05-16')).toThrow(SourceAnswerRefused);
    const bad = structuredClone(latest) as any;
    bad.response.data.last2.number[0].value = 8;
    expect(() => gloSource.read(bad, GLO_LATEST, '2026-05-16')).toThrow(SourceAnswerRefused);
    // Announced prize by prize: no first prize yet is not out yet.
    const partial = structuredClone(latest) as any;
    partial.response.data.first.number = [];
    expect(gloSource.read(partial, GLO_LATEST, '2026-05-16')).toBeNull();
  });
});

describe('the JSON source read through a mapping', () => {
  it('reads the government draw, and a Lao draw from its four digits', () => {
    expect(jsonSource.read(fixture('mirror-2026-12-01.json'), MIRROR, '2026-12-01')).toEqual({
      three_top: '678',
      two_bottom: '45',
      three_front: ['891', '267'],
      three_bottom: ['065', '432'],
    });
    expect(jsonSource.read(fixture('mirror-2026-12-01.json'), MIRROR, '2026-12-02')).toBeNull();
    const lao: ResultSourceSetting = {
      name: 'lao',
      adapter: 'json',
      url: 'https://results.example/lao.json',
      mapping: { date: 'results.0.date', four_top: 'results.0.digit4', two_bottom: 'results.0.digit2' },
    };
    expect(jsonSource.read(fixture('lao-2026-12-01.json'), lao, '2026-12-01')).toEqual({
      three_top: '821',
      two_bottom: '48',
      three_front: [],
      three_bottom: [],
      four_top: '4821',
    });
  });

  it('refuses numbers that lost their zeros and a mapping without the 2-digit prize', () => {
    expect(() => jsonSource.read({ draw: { date: '2026-12-01', first: 123678, last2: '45' } }, MIRROR, '2026-12-01')).toThrow(
      SourceAnswerRefused,
    );
    expect(() =>
      jsonSource.read(fixture('mirror-2026-12-01.json'), { ...MIRROR, mapping: { first_prize: 'draw.first' } }, '2026-12-01'),
    ).toThrow(SourceAnswerRefused);
  });
});

// Saturday 21 Nov 2026, 10:00 in Bangkok: the government round of 1 December is open.
const START = '2026-11-21T03:00:00.000Z';

/** A fetch answering from fixtures by URL (a status number for an error), counting its calls. */
function fakeFetch(answers: Record<string, string | number>) {
  const calls: string[] = [];
  const fetch: ResultFetch = async (url) => {
    calls.push(url);
    const answer = answers[url];
    if (answer === undefined || typeof answer === 'number') return { ok: false, status: Number(answer ?? 404), json: async () => null };
    return { ok: true, status: 200, json: async () => fixture(answer) };
  };
  return { fetch, calls, answers };
}

async function governmentDraw(t: TestPlatform, autoConfirm: 0 | 1, code = 'government') {
  const lobby = await t.send(lotto.lobby);
  const roundId = lobby.data.categories.find((category) => category.code === code)!.rounds[0]!.round_id;
  const member = await registeredMember(t);
  const bill = await t.send(
    lotto.billCreate,
    { agent_id: 33, round_id: roundId, lines: [{ bet_type: 'two_bottom', number: '45', amount: 10 }] },
    member.token,
  );
  expect(bill.error, bill.message).toBe(0);
  await setSetting(t.db, 'lotto.result_sources', { [code]: { sources: [GLO_LATEST, MIRROR], auto_confirm: autoConfirm } });
  return roundId;
}

const roundOf = (t: TestPlatform, roundId: number) =>
  t.row<{ state: string; result: string | null }>('SELECT state, result FROM lotto_rounds WHERE id = ?', roundId);
const alertsOf = (t: TestPlatform, roundId: number) =>
  t.rows<{ kind: string; message: string }>('SELECT kind, message FROM lotto_result_alerts WHERE round_id = ?', roundId);
const payouts = async (t: TestPlatform) => (await t.rows("SELECT id FROM ledger WHERE type = 'payout'")).length;

describe('two sources must agree', () => {
  it('asks nothing before the draw time; at it, two agreeing sources stage the result as a person would, named by them', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 0);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01.json' });
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toEqual([]);
    expect(await t.count('lotto_staged_results')).toBe(0);

    await passDrawTime(t, roundId, 0);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    const staged = await t.row<{ entered_by: string; state: string; result: string }>(
      'SELECT entered_by, state, result FROM lotto_staged_results WHERE round_id = ?',
      roundId,
    );
    expect(staged).toMatchObject({ entered_by: 'แหล่งผลอัตโนมัติ (glo + mirror)', state: 'staged' });
    expect(JSON.parse(staged!.result)).toMatchObject({ three_top: '678', two_bottom: '45' });
    const audit = await t.row<{ actor_name: string }>(
      "SELECT actor_name FROM audit_trail WHERE action = 'lotto.result.stage' AND target_id = ?",
      String(roundId),
    );
    expect(audit!.actor_name).toBe('แหล่งผลอัตโนมัติ (glo + mirror)');
    // The owner chose a person's tap: nothing paid until then, and a later agreeing fetch stages nothing more.
    expect((await roundOf(t, roundId))!.state).toBe('pending');
    expect(await payouts(t)).toBe(0);
    t.advance(2);
    await watchResults(t.db, fake.fetch);
    expect(await t.count('lotto_staged_results')).toBe(1);
    const id = (await t.row<{ id: number }>('SELECT id FROM lotto_staged_results WHERE round_id = ?', roundId))!.id;
    await confirmResult(t.db, OPERATOR, roundId, id);
    expect(await payouts(t)).toBe(1);
  });

  it('confirms by itself when the owner chose so; a later different answer never changes it, it alerts', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01.json' });
    await passDrawTime(t, roundId, 1);
    await watchResults(t.db, fake.fetch);
    expect((await roundOf(t, roundId))!.state).toBe('settled');
    expect(await payouts(t)).toBe(1);
    // Members read the sources it came from under the numbers.
    const [shown] = (await t.send(lotto.results, { agent_id: 33 })).data;
    expect(shown).toMatchObject({ draw_date: '2026-12-01', official: { source: 'แหล่งผลอัตโนมัติ (glo + mirror)', entered_by: 'ผู้ดูแลระบบ' } });

    fake.answers[MIRROR.url] = 'mirror-2026-12-01-other.json';
    t.advance(5);
    await watchResults(t.db, fake.fetch);
    const round = await roundOf(t, roundId);
    expect(JSON.parse(round!.result!)).toMatchObject({ three_top: '678' });
    expect(await alertsOf(t, roundId)).toEqual([expect.objectContaining({ kind: 'after_confirmed' })]);
    // Raised on a settled round (which cannot be voided): it shows until acknowledged (below).
    expect((await deskRounds(t.db)).result_alerts).toEqual([
      expect.objectContaining({ round_id: roundId, kind: 'after_confirmed', state: 'settled', answers: expect.any(Array) }),
    ]);
  });

  it('above the second-person setting an agreed result waits for a person even when the owner chose to confirm', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    await t.rows("UPDATE settings SET value = '100' WHERE key = 'lotto.result_second_person_baht'");
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01.json' });
    await passDrawTime(t, roundId, 1);
    await watchResults(t.db, fake.fetch);
    expect(await t.count('lotto_staged_results')).toBe(1);
    expect((await roundOf(t, roundId))!.state).toBe('pending');
    expect(await payouts(t)).toBe(0);
  });

  it('sources that disagree alert on the risk desk and nothing is staged or paid', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01-other.json' });
    await passDrawTime(t, roundId, 1);
    await watchResults(t.db, fake.fetch);
    expect(await t.count('lotto_staged_results')).toBe(0);
    expect(await payouts(t)).toBe(0);
    const [alert] = await alertsOf(t, roundId);
    expect(alert!.kind).toBe('disagree');
    expect(alert!.message).toContain('glo: 3 ตัวบน 678');
    expect(alert!.message).toContain('mirror: 3 ตัวบน 679');
    // Handed to a person: the clock asks no more about it.
    t.advance(30);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    // The desk and the round's result page show it with each source's numbers, until a person voids the round.
    const shown = (await deskRounds(t.db)).result_alerts;
    expect(shown).toEqual([
      expect.objectContaining({ round_id: roundId, category_name: 'หวยรัฐบาลไทย', kind: 'disagree', state: 'pending' }),
    ]);
    expect(shown[0]!.answers).toEqual([
      { source: 'glo', result: expect.objectContaining({ three_top: '678' }), unreadable: false },
      { source: 'mirror', result: expect.objectContaining({ three_top: '679' }), unreadable: false },
    ]);
    expect(await resultAlerts(t.db, roundId)).toEqual(shown);
    await voidRound(t.db, OPERATOR, roundId, 'แหล่งผลไม่ตรงกัน');
    expect((await deskRounds(t.db)).result_alerts).toEqual([]);
    expect(await resultAlerts(t.db, roundId)).toEqual([]);
    expect(await alertsOf(t, roundId)).toHaveLength(1);
  });

  it('asks again with back-off; only one source answering by the deadline alerts and pays nothing', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 503 });
    await passDrawTime(t, roundId, 0);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    // 60 s, then 120 s: not asked again before.
    t.setTime(new Date(t.now().getTime() + 30_000).toISOString());
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    t.setTime(new Date(t.now().getTime() + 30_000).toISOString());
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(4);
    t.advance(1);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(4);
    expect(await alertsOf(t, roundId)).toEqual([]);

    await passDrawTime(t, roundId, 181);
    await watchResults(t.db, fake.fetch);
    expect(await alertsOf(t, roundId)).toEqual([expect.objectContaining({ kind: 'one_source', message: expect.stringContaining('glo') })]);
    expect(await t.count('lotto_staged_results')).toBe(0);
    expect(await payouts(t)).toBe(0);
    // A deadline alert keeps no answers; it shows until a person settles the round.
    expect((await deskRounds(t.db)).result_alerts).toEqual([
      expect.objectContaining({ round_id: roundId, kind: 'one_source', answers: [] }),
    ]);
    const preview = await stageResult(t.db, OPERATOR, roundId, { three_top: '678', two_bottom: '45', three_front: [], three_bottom: [] });
    await confirmResult(t.db, OPERATOR, roundId, preview.staged_id);
    expect((await deskRounds(t.db)).result_alerts).toEqual([]);
  });
});

describe('the government archive brought up to date from the sources', () => {
  it('settles each draw since the newest that the answering sources agree on, naming them; a disagreement is left out', async () => {
    const t = await testPlatform(START);
    const government = (await t.row<Category>("SELECT * FROM lotto_categories WHERE code = 'government'"))!;
    const missing = await drawsSince(t.db, government, '2026-05-16');
    expect(missing).toHaveLength(12);
    const disputed = missing[3]!;
    const byDate = fixture('glo-by-date-2026-05-16.json') as any;
    // The GLO answers each draw by date (the recorded shape, its date and first prize changed); the mirror only one, differently.
    const fetch: ResultFetch = async (url, init) => {
      if (url === GLO_BY_DATE.url) {
        const asked = JSON.parse(init.body!) as { date: string; month: string; year: string };
        const answer = structuredClone(byDate);
        answer.response.result.date = `${asked.year}-${asked.month}-${asked.date}`;
        answer.response.result.data.first.number[0].value = `100${asked.date}${asked.month.slice(1)}`;
        return { ok: true, status: 200, json: async () => answer };
      }
      if (url === `https://results.example/${disputed}.json`)
        return { ok: true, status: 200, json: async () => ({ draw: { date: disputed, first: '999999', last2: '08' } }) };
      return { ok: false, status: 404, json: async () => null };
    };
    const mirror = { ...MIRROR, url: 'https://results.example/{date}.json' };
    await setSetting(t.db, 'lotto.result_sources', { government: { sources: [GLO_BY_DATE, mirror], auto_confirm: 0 } });
    const report = await fetchArchive(t.db, fetch, OPERATOR);
    expect(report.disagreed).toEqual([disputed]);
    expect(report.unanswered).toEqual([]);
    expect(report.added.map((round) => round.date)).toEqual(missing.filter((date) => date !== disputed));
    expect(report.source).toBe('แหล่งผลอัตโนมัติ (glo)');
    const [latest] = (await t.send(lotto.results, { agent_id: 33 })).data;
    expect(latest).toMatchObject({
      draw_date: missing.at(-1),
      two_bottom: '08',
      three_front: ['091', '298'],
      official: { source: 'แหล่งผลอัตโนมัติ (glo)' },
    });
    expect(await t.rows("SELECT id FROM audit_trail WHERE action = 'lotto.results.import'")).toHaveLength(1);
    // Once up to date a second pass adds nothing (the disputed draw waits for results import).
    expect((await fetchArchive(t.db, fetch, OPERATOR)).added).toEqual([]);
  });
});

const watchOf = (t: TestPlatform, roundId: number) =>
  t.row<{ tries: number; next_at: number; answered: string }>(
    'SELECT tries, next_at, answered FROM lotto_result_watches WHERE round_id = ?',
    roundId,
  );

describe('what the clock knows of a round', () => {
  it('outlives a restart: the back-off goes on, and the deadline alert names the one source that ever answered', async () => {
    // SQLite in memory cannot be opened twice: a file for this test there.
    const dir = testEngineKind() === 'postgres' ? null : mkdtempSync(join(tmpdir(), 'r999-watch-'));
    const t = await testPlatform(START, dir ? { dataDir: dir } : {});
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 503 });
    await passDrawTime(t, roundId, 0);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    const kept = await watchOf(t, roundId);
    expect({ ...kept, next_at: Number(kept!.next_at) }).toEqual({
      tries: 1,
      next_at: t.now().getTime() + 60_000,
      answered: '["glo"]',
    });

    // The process starts again (another platform on the same database, its clock where this one's is).
    const again = await testPlatform(t.now().toISOString(), dir ? { dataDir: dir } : { engine: t.engine });
    again.setTime(new Date(t.now().getTime() + 30_000).toISOString());
    await watchResults(again.db, fake.fetch);
    expect(fake.calls).toHaveLength(2);
    again.setTime(new Date(t.now().getTime() + 60_000).toISOString());
    // From now on the GLO has nothing either: only the first process heard it.
    fake.answers[GLO_LATEST.url] = 404;
    await watchResults(again.db, fake.fetch);
    expect(fake.calls).toHaveLength(4);
    expect((await watchOf(again, roundId))!.tries).toBe(2);

    again.setTime(new Date(t.now().getTime() + 181 * 60_000).toISOString());
    await watchResults(again.db, fake.fetch);
    expect(await alertsOf(again, roundId)).toEqual([
      { kind: 'one_source', message: 'ถึงเวลาที่กำหนดแล้ว มีแหล่งผลตอบเพียง glo ยังไม่จ่าย กรุณาตรวจผลและกรอกผลเอง' },
    ]);
    expect(await watchOf(again, roundId)).toBeUndefined();
    await again.close();
  });

  it('goes with its round: one voided while the sources are asked about leaves nothing behind', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 503 });
    await passDrawTime(t, roundId, 0);
    await watchResults(t.db, fake.fetch);
    expect(await watchOf(t, roundId)).toBeDefined();
    await voidRound(t.db, OPERATOR, roundId, 'งดออกรางวัล');
    await watchResults(t.db, fake.fetch);
    expect(await t.count('lotto_result_watches')).toBe(0);
    expect(fake.calls).toHaveLength(2);
  });

  it('is let go with an alert: the round is a person’s, the clock never asks about it again', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 0);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01-other.json' });
    await passDrawTime(t, roundId, 0);
    await watchResults(t.db, fake.fetch);
    expect((await alertsOf(t, roundId)).map((alert) => alert.kind)).toEqual(['disagree']);
    expect(await watchOf(t, roundId)).toBeUndefined();
    // Even once the sources agree, within the deadline and past it: nothing asked, nothing staged.
    fake.answers[MIRROR.url] = 'mirror-2026-12-01.json';
    for (const minutes of [5, 30, 120, 200]) {
      await passDrawTime(t, roundId, minutes);
      await watchResults(t.db, fake.fetch);
    }
    expect(fake.calls).toHaveLength(2);
    expect(await t.count('lotto_staged_results')).toBe(0);
    expect((await alertsOf(t, roundId)).map((alert) => alert.kind)).toEqual(['disagree']);
    // Waiting for its result, the round is answered at the results desk, not acknowledged.
    const [alert] = await resultAlerts(t.db, roundId);
    await expect(acknowledgeResultAlert(t.db, OPERATOR, alert!.id, 'ตรวจแล้ว')).rejects.toMatchObject({ code: 6211 });
  });
});

describe('an alert on a round already paid', () => {
  it('stays until a supervisor or the owner acknowledges it with a note; the result and the payouts stand', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentDraw(t, 1);
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01.json' });
    await passDrawTime(t, roundId, 1);
    await watchResults(t.db, fake.fetch);
    fake.answers[MIRROR.url] = 'mirror-2026-12-01-other.json';
    t.advance(5);
    await watchResults(t.db, fake.fetch);
    const [alert] = (await deskRounds(t.db)).result_alerts;
    expect(alert).toMatchObject({ round_id: roundId, kind: 'after_confirmed', state: 'settled' });
    expect(alert!.message).toContain('ผลที่จ่ายแล้วไม่ถูกเปลี่ยน');
    // No week's grace any more: it waits for a person.
    t.advance(8 * 24 * 60);
    expect((await deskRounds(t.db)).result_alerts.map((shown) => shown.id)).toEqual([alert!.id]);

    // The risk desk sees it but may not acknowledge it; a supervisor (no risk desk) sees the paid ones.
    const risk = await staffToken(t, 'risk');
    const supervisor = await staffToken(t, 'supervisor');
    const refused = await t.send(adminRisk.resultAlertAcknowledge, { alert_id: alert!.id, note: 'ตรวจแล้ว' }, risk);
    expect([refused.status, refused.error, refused.message]).toEqual([
      403,
      403,
      'บทบาท ฝ่ายความเสี่ยง ไม่มีสิทธิ์รับทราบแจ้งเตือนผลรางวัลของงวดที่จ่ายแล้ว',
    ]);
    await expect(acknowledgeResultAlert(t.db, staffActor(1, 'risk'), alert!.id, 'ตรวจแล้ว')).rejects.toMatchObject({ code: 6212 });
    const listed = await t.send(adminRisk.resultAlertList, undefined, supervisor);
    expect(listed.data.result_alerts.map((shown) => shown.id)).toEqual([alert!.id]);
    const noNote = await t.send(adminRisk.resultAlertAcknowledge, { alert_id: alert!.id, note: '  ' }, supervisor);
    expect([noNote.error, noNote.message]).toEqual([1001, 'กรุณาบันทึกสิ่งที่ตรวจสอบแล้ว']);
    await expect(acknowledgeResultAlert(t.db, OPERATOR, alert!.id, ' ')).rejects.toMatchObject({ code: 6213 });
    const missing = await t.send(adminRisk.resultAlertAcknowledge, { alert_id: 999_999, note: 'ตรวจแล้ว' }, supervisor);
    expect([missing.error, missing.message]).toEqual([6209, 'ไม่พบแจ้งเตือนนี้']);

    const note = 'ตรวจกับประกาศสลากฯ แล้ว ผลที่จ่ายถูกต้อง แหล่ง mirror พิมพ์ผิด';
    const done = await t.send(adminRisk.resultAlertAcknowledge, { alert_id: alert!.id, note }, supervisor);
    expect(done.error, done.message).toBe(0);
    expect(done.data).toMatchObject({ alert_id: alert!.id, round_id: roundId });
    const twice = await t.send(adminRisk.resultAlertAcknowledge, { alert_id: alert!.id, note }, supervisor);
    expect([twice.error, twice.message]).toEqual([6210, 'แจ้งเตือนนี้มีผู้รับทราบแล้ว']);
    expect((await deskRounds(t.db)).result_alerts).toEqual([]);
    expect((await t.send(adminRisk.resultAlertList, undefined, supervisor)).data.result_alerts).toEqual([]);
    const audit = await t.rows<{ actor_role: string; reason: string; target_id: string }>(
      "SELECT actor_role, reason, target_id FROM audit_trail WHERE action = 'lotto.result.alert.acknowledge'",
    );
    expect(audit).toEqual([{ actor_role: 'supervisor', reason: note, target_id: String(roundId) }]);
    // Nothing undone: the confirmed numbers and the one payout stand, and the clock asks no more.
    expect(JSON.parse((await roundOf(t, roundId))!.result!)).toMatchObject({ three_top: '678' });
    expect(await payouts(t)).toBe(1);
    const asked = fake.calls.length;
    t.advance(10);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toHaveLength(asked);
  });
});

describe('simulated draws stay honest', () => {
  it('a simulated category is never given sources, nor asked about; its committed draw settles it, shown as simulated', async () => {
    const t = await testPlatform(START);
    const sources = { sources: [GLO_LATEST, MIRROR], auto_confirm: 1 };
    await expect(checkResultSources(t.db, { lao: sources })).rejects.toMatchObject({
      code: 3072,
      message: expect.stringContaining('หวยลาว'),
    });
    await expect(checkResultSources(t.db, { nowhere: sources })).rejects.toMatchObject({ key: 'LOTTO_CATEGORY_NOT_FOUND' });
    await checkResultSources(t.db, { government: sources, lao: { sources: [], auto_confirm: 0 } });
    // A hand-edited setting naming it anyway changes nothing: never asked, settled from its own draw.
    const roundId = await governmentDraw(t, 1, 'lao');
    const committed = (await t.row<{ draw: string }>('SELECT draw FROM lotto_rounds WHERE id = ?', roundId))!.draw;
    const fake = fakeFetch({ [GLO_LATEST.url]: 'glo-latest-2026-12-01.json', [MIRROR.url]: 'mirror-2026-12-01.json' });
    await passDrawTime(t, roundId, 1);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toEqual([]);
    const shown = (await t.send(lotto.results, { agent_id: 33 })).data.find((result: { round_id: number }) => result.round_id === roundId);
    expect(shown).toMatchObject({ source: 'draw', commit_hash: expect.any(String) });
    expect(shown!.official ?? null).toBeNull();
    expect(JSON.parse((await roundOf(t, roundId))!.result!)).toMatchObject({
      three_top: (JSON.parse(committed) as { three_top: string }).three_top,
    });
  });

  it('a sourced category cannot be made simulated; its rounds made with no draw take the sources, one made with a draw keeps it', async () => {
    const t = await testPlatform(START);
    const sources = { sources: [GLO_LATEST, MIRROR], auto_confirm: 1 };
    await setSetting(t.db, 'lotto.result_sources', { government: sources });
    await expect(setDrawSource(t.db, 'government', 'committed', 'somchai')).rejects.toMatchObject({
      code: 3073,
      message: expect.stringContaining('หวยรัฐบาลไทย'),
    });
    expect((await t.row<{ draw_source: string }>("SELECT draw_source FROM lotto_categories WHERE code = 'government'"))!.draw_source).toBe(
      'external',
    );
    // Lao made external: the round open now was committed before betting opened and keeps its draw.
    const committedRound = await governmentDraw(t, 1, 'lao');
    await setSetting(t.db, 'lotto.result_sources', {});
    await setDrawSource(t.db, 'lao', 'external', 'somchai');
    await checkResultSources(t.db, { lao: sources });
    await setSetting(t.db, 'lotto.result_sources', { lao: sources });
    const fake = fakeFetch({});
    await passDrawTime(t, committedRound, 1);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toEqual([]);
    // A round made after the change has no draw of its own: the sources are asked about it (the GLO's
    // adapter answers the government draw only, so the mirror alone is asked).
    const sourced = await openExtraRound(t.db, 5, 'lao');
    await passDrawTime(t, sourced, 0);
    await watchResults(t.db, fake.fetch);
    expect(fake.calls).toEqual([MIRROR.url]);
    expect((await t.row<{ draw: string | null }>('SELECT draw FROM lotto_rounds WHERE id = ?', sourced))!.draw).toBeNull();
    const shown = (await t.send(lotto.results, { agent_id: 33 })).data.find(
      (result: { round_id: number }) => result.round_id === committedRound,
    );
    expect(shown).toMatchObject({ source: 'draw', commit_hash: expect.any(String) });
  });
});
