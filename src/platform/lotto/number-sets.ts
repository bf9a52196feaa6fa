// A member's number sets (เลขชุด): the lines of a bill kept under a name, so they follow the
// member to another phone. At most NUMBER_SET_LIMITS.sets sets of NUMBER_SET_LIMITS.lines lines,
// names unique per member. Only the lines' shape is checked here (a bet type we have, a number of
// its digits); rates and the number rules apply when a set is added to a round's bill.
import type { Selectable } from 'kysely';
import { NUMBER_SET_LIMITS, type NumberSetLine } from '../../contract/lotto/lotto-sets.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { LottoNumberSetsTable } from '../db/tables/lotto-number-sets.ts';
import { fail } from '../errors.ts';
import { BET_TYPES, hasRightDigits, isBetType } from './bet-types.ts';

const setColumns = ['id', 'name', 'lines', 'updated_at'] as const;

type SetRow = Pick<Selectable<LottoNumberSetsTable>, (typeof setColumns)[number]>;

function setView(row: SetRow) {
  return {
    set_id: row.id,
    name: row.name,
    lines: JSON.parse(row.lines) as NumberSetLine[],
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listSets(db: Db, memberId: number) {
  const rows = await db.selectFrom('lotto_number_sets').select(setColumns).where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map(setView);
}

/** The lines as they will be kept: each a bet type of ours with a number of its digits. */
function checkedLines(lines: NumberSetLine[]): NumberSetLine[] {
  if (lines.length > NUMBER_SET_LIMITS.lines) fail('LOTTO_SET_TOO_LARGE', { max: NUMBER_SET_LIMITS.lines });
  return lines.map((line, index) => {
    const number = line.number.trim();
    if (!isBetType(line.bet_type)) fail('LOTTO_SET_LINE_INVALID', { index: index + 1, reason: 'ไม่มีประเภทการแทงนี้' });
    const bet = BET_TYPES[line.bet_type];
    if (!hasRightDigits(line.bet_type, number)) {
      fail('LOTTO_SET_LINE_INVALID', { index: index + 1, reason: `${bet.name} ต้องเป็นตัวเลข ${bet.digits} หลัก` });
    }
    return { bet_type: line.bet_type, number, amount: line.amount };
  });
}

async function assertNameFree(db: Db, memberId: number, name: string, except = 0): Promise<void> {
  const taken = await db
    .selectFrom('lotto_number_sets')
    .select('id')
    .where('member_id', '=', memberId)
    .where('name', '=', name)
    .where('id', '!=', except)
    .executeTakeFirst();
  if (taken) fail('LOTTO_SET_NAME_TAKEN', { name });
}

async function ownSet(db: Db, memberId: number, setId: number): Promise<SetRow> {
  const row = await db
    .selectFrom('lotto_number_sets')
    .select(setColumns)
    .where('id', '=', setId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? fail('LOTTO_SET_NOT_FOUND');
}

/** Keeps a new set; the count limit and the name are read in the same transaction as the insert. */
export function saveSet(db: Db, memberId: number, name: string, lines: NumberSetLine[]) {
  const kept = JSON.stringify(checkedLines(lines));
  return tx(
    db,
    async (trx) => {
      const { n } = await trx
        .selectFrom('lotto_number_sets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= NUMBER_SET_LIMITS.sets) fail('LOTTO_SET_TOO_MANY', { max: NUMBER_SET_LIMITS.sets });
      await assertNameFree(trx, memberId, name);
      const now = nowMs(trx);
      const row = await trx
        .insertInto('lotto_number_sets')
        .values({ member_id: memberId, name, lines: kept, created_at: now, updated_at: now })
        .returning(setColumns)
        .executeTakeFirstOrThrow();
      return setView(row);
    },
    // One member's saves one after another, so the count limit holds.
    { queue: `lotto-sets:${memberId}` },
  );
}

export function renameSet(db: Db, memberId: number, setId: number, name: string) {
  return tx(
    db,
    async (trx) => {
      await ownSet(trx, memberId, setId);
      await assertNameFree(trx, memberId, name, setId);
      await trx
        .updateTable('lotto_number_sets')
        .set({ name, updated_at: nowMs(trx) })
        .where('id', '=', setId)
        .execute();
      return setView(await ownSet(trx, memberId, setId));
    },
    { queue: `lotto-sets:${memberId}` },
  );
}

export async function deleteSet(db: Db, memberId: number, setId: number) {
  await ownSet(db, memberId, setId);
  await db.deleteFrom('lotto_number_sets').where('id', '=', setId).where('member_id', '=', memberId).execute();
  return { set_id: setId };
}
