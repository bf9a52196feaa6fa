// The government lottery's official results on a site started long after its seeded archive ends
// (16 May 2026): the results say where they came from and since when no official result has come,
// and an operator brings the site up to date from an archive file (results import), audited, or
// is refused whole for a malformed file with nothing changed.
import { afterEach, describe, expect, it } from 'vitest';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { importArchive } from '../../../src/platform/lotto/archive-import.ts';
import { GOVERNMENT_ARCHIVE_SOURCE } from '../../../src/platform/lotto/archive.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: twelve government draws since the archive's last.
const START = '2026-11-21T03:00:00.000Z';
let t: TestPlatform;
afterEach(() => t?.close());

const status = async () => (await t.send(lotto.officialStatus, { agent_id: 33 })).data[0];
const governmentId = async () => (await t.row<{ id: number }>("SELECT id FROM lotto_categories WHERE code = 'government'"))!.id;

describe('official government results on a site started after the archive', () => {
  it('names the archive of each result and says since when no official result has come', async () => {
    t = await testPlatform(START);
    expect(await status()).toEqual({
      category_id: await governmentId(),
      category_name: 'หวยรัฐบาลไทย',
      latest_draw_date: '2026-05-16',
      source: GOVERNMENT_ARCHIVE_SOURCE,
      missing_since: '2026-06-01',
      missing_draws: 12,
    });
    const [latest] = (await t.send(lotto.results, { agent_id: 33 })).data;
    expect(latest).toMatchObject({ draw_date: '2026-05-16', source: 'official', official: { source: GOVERNMENT_ARCHIVE_SOURCE } });
  });

  it('imports an archive file: new draws settled with their source, audited; rounds already there kept', async () => {
    t = await testPlatform(START);
    const file = [
      '# two draws after the seeded archive',
      '2026-06-01 123456 111,222 333,444 55',
      '',
      '2026-05-16 107387 091,298 602,716 08',
    ].join('\n');
    const report = await importArchive(t.db, operatorActor('somchai'), file, 'สำนักงานสลากกินแบ่งรัฐบาล (glo.or.th)');
    expect(report.added.map((round) => round.date)).toEqual(['2026-06-01']);
    expect(report.kept).toMatchObject([{ date: '2026-05-16', state: 'settled' }]);
    expect(await status()).toMatchObject({
      latest_draw_date: '2026-06-01',
      source: 'สำนักงานสลากกินแบ่งรัฐบาล (glo.or.th)',
      missing_since: '2026-06-16',
      missing_draws: 11,
    });
    const [latest] = (await t.send(lotto.results, { agent_id: 33 })).data;
    expect(latest).toMatchObject({
      draw_date: '2026-06-01',
      three_top: '456',
      two_bottom: '55',
      three_front: ['111', '222'],
      three_bottom: ['333', '444'],
      detail: { first_prize: '123456' },
      official: { source: 'สำนักงานสลากกินแบ่งรัฐบาล (glo.or.th)', entered_by: 'ผู้ดูแลระบบ' },
    });
    expect(await t.rows('SELECT entered_by FROM lotto_official_results')).toEqual([{ entered_by: 'somchai' }]);
    const audit = await t.rows<{ action: string; actor_name: string; after_json: string }>(
      "SELECT action, actor_name, after_json FROM audit_trail WHERE action = 'lotto.results.import'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: 'somchai' });
    expect(JSON.parse(audit[0]!.after_json)).toMatchObject({ added: ['2026-06-01'], kept: ['2026-05-16'] });
  });

  it('refuses a malformed file, a draw twice or one whose result time has not come, whole, changing nothing', async () => {
    t = await testPlatform(START);
    const rounds = await t.count('lotto_rounds');
    const cases: [string, RegExp][] = [
      ['2026-06-01 123456 111,222 333,444 55\n2026-06-16 12345 111,222 333,444 55', /^line 2 is not a draw/],
      ['2026-06-01 123456 111,222 333,444 55\n2026-02-30 123456 111,222 333,444 55', /^line 2 is not a draw/],
      [
        '2026-06-01 123456 111,222 333,444 55\n2026-06-01 123456 111,222 333,444 55',
        /^line 2: the draw of 2026-06-01 is in the file twice/,
      ],
      ['# nothing here\n', /^no draw in the file/],
      ['2026-06-01 123456 111,222 333,444 55\n2026-12-01 123456 111,222 333,444 55', /the draw of 2026-12-01 has not come yet/],
    ];
    for (const [file, message] of cases) {
      await expect(importArchive(t.db, operatorActor('somchai'), file, undefined)).rejects.toThrow(message);
    }
    expect(await t.count('lotto_rounds')).toBe(rounds);
    expect(await t.count('lotto_official_results')).toBe(0);
    expect(await t.rows("SELECT id FROM audit_trail WHERE action = 'lotto.results.import'")).toEqual([]);
    expect((await status()).latest_draw_date).toBe('2026-05-16');
  });
});
