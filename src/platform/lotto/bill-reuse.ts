// ดึงโพย (issue 27): an earlier bill's lines for the round of its category open now, never the
// old round, each checked against that round's rates and number rules (a closed number comes back
// refused, a reduced one with its reduced rate). Nothing is placed here: the member sees the lines,
// adds them to the builder and places them through validate and create like any other.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { toBaht } from '../money/index.ts';
import { checkAgainstRound } from './bills.ts';
import { linesOf, ownBill } from './bill-rows.ts';
import { categoryOf, findRound, type RoundRow } from './rounds.ts';

/** The category's round taking bets now that closes first. */
async function openRoundOf(db: Db, categoryId: number, now: number): Promise<RoundRow | undefined> {
  const row = await db
    .selectFrom('lotto_rounds')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('state', '=', 'pending')
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ? findRound(db, row.id) : undefined;
}

export async function reuseBill(db: Db, memberId: number, billId: number) {
  const bill = await ownBill(db, memberId, billId);
  const category = await categoryOf(db, (await findRound(db, bill.round_id)).category_id);
  const round = await openRoundOf(db, category.id, nowMs(db));
  if (!round) fail('LOTTO_REUSE_NO_ROUND', { category: category.name });
  // The numbers as the member typed them (a tod's own order) and the stakes they chose.
  const lines = (await linesOf(db, bill.id)).map((line) => ({
    bet_type: line.bet_type as string,
    number: line.input_number,
    amount: toBaht(line.amount),
  }));
  const checked = await checkAgainstRound(db, memberId, round.id, lines);
  return {
    bill_id: bill.id,
    round: { round_id: round.id, name: round.name, category_name: category.name, close_at: new Date(round.close_at).toISOString() },
    lines: checked.lines,
  };
}
