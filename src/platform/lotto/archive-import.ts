// The operator's `results import <file>`: an archive file of government draws (archive.ts) taken
// whole in one transaction, audited like every operator command, or refused whole (ArchiveRefused,
// nothing written).
import { contextOf, tx, type Db } from '../db/database.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { IMPORTED_ARCHIVE_SOURCE, parseArchive, settleArchiveDraws, ArchiveRefused } from './archive.ts';
import { operatorName } from './draw-source.ts';
import type { Category } from './rounds.ts';

export async function importArchive(db: Db, actor: Actor, text: string, sourceName: string | undefined) {
  const draws = parseArchive(text);
  const source = sourceName ?? IMPORTED_ARCHIVE_SOURCE;
  if (source.length > 120) throw new ArchiveRefused('the source name is longer than 120 characters');
  const enteredBy = operatorName(actor.name);
  const report = await tx(
    db,
    async (trx) => {
      const category = (await trx.selectFrom('lotto_categories').selectAll().where('kind', '=', 'government').executeTakeFirst()) as
        Category | undefined;
      if (!category) throw new ArchiveRefused('this site has no government lottery');
      const settled = await settleArchiveDraws(trx, category, draws, source, enteredBy);
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'lotto.results.import',
        targetKind: 'lotto_category',
        targetId: category.code,
        before: null,
        after: {
          source,
          draws: draws.length,
          added: settled.added.map((round) => round.date),
          kept: settled.kept.map((round) => round.date),
        },
        reason: null,
      });
      return settled;
    },
    // Beside the clock's round making: a round is made once, by either.
    { queue: 'lotto-rounds-made' },
  );
  return { ...report, source };
}
