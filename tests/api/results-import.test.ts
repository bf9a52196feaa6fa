// `npm run operator -- results import <file>` on a database of its own (the command makes and
// seeds it, as on a fresh clone): a malformed file is refused with the line and what a line must
// hold, and nothing changes; a file in the seed's format adds its draws, named with their source,
// audited with who ran it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRows } from '../support/server-database.ts';
import { operatorOn } from './admin-helpers.ts';

describe('results import', () => {
  it('refuses a malformed file whole and changing nothing; imports one in the seed format, audited', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'r999-import-'));
    const own = { dataDir, databaseUrl: '' };
    // A draw before the seeded archive (it starts 1 Sep 2015): in the past whatever the day.
    const good = '2015-08-16 123456 111,222 333,444 55';
    const bad = join(dataDir, 'bad.txt');
    writeFileSync(bad, `${good}\n2015-08-01 12345 111,222 333,444 55\n`);
    await expect(operatorOn(own, 'results', 'import', bad, '--by', 'somchai')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('line 2 is not a draw ("2015-08-01 12345 111,222 333,444 55")'),
    });
    const rounds = () =>
      serverRows<{ draw_date: string; result: string }>(own, "SELECT draw_date, result FROM lotto_rounds WHERE draw_date < '2015-09-01'");
    expect(await rounds()).toEqual([]);
    expect(await serverRows(own, "SELECT id FROM audit_trail WHERE action = 'lotto.results.import'")).toEqual([]);

    const file = join(dataDir, 'archive.txt');
    writeFileSync(file, `# from the Government Lottery Office\n${good}\n`);
    const printed = await operatorOn(own, 'results', 'import', file, '--source', 'สำนักงานสลากกินแบ่งรัฐบาล', '--by', 'somchai');
    expect(printed).toContain('Imported 1 government draws');
    const [round] = await rounds();
    expect(round?.draw_date).toBe('2015-08-16');
    expect(JSON.parse(round!.result)).toMatchObject({ three_top: '456', two_bottom: '55', archive: 'สำนักงานสลากกินแบ่งรัฐบาล' });
    expect(await serverRows(own, "SELECT actor_name, actor_role, address FROM audit_trail WHERE action = 'lotto.results.import'")).toEqual([
      { actor_name: 'somchai', actor_role: 'operator', address: 'cli' },
    ]);
  }, 60_000);
});
