// Yeekee shooter bonuses (issue 27): when a round settles from its shots, the members whose shots
// are the 1st (the newest) and the 16th (the subtracted one) each get a set credit if they staked
// at least a set amount on that round (settings lotto.yeekee_bonus_*). Paid in the round's
// settlement transaction, through the ledger under a key of the round and rank, so it is paid once
// however many nodes settle at once; the inbox message is written in the same transaction.
import { maskName } from '../../rules/masked-name.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { Db } from '../db/database.ts';
import { tellMember } from '../inbox/index.ts';
import { credit, toSatang, WALLET_TYPE, walletIdOf } from '../money/index.ts';
import { getSetting } from '../settings.ts';
import type { RoundRow } from './rounds.ts';

/** A bonus paid, as the round's result keeps it (members read it). */
export interface ShooterBonus {
  rank: number;
  name: string;
  /** baht */
  amount: number;
}

/** The bonuses as members read them before shooting (the round page). */
export async function shooterBonusTerms(db: Db) {
  return {
    first: await getSetting(db, 'lotto.yeekee_bonus_first_baht'),
    sixteenth: await getSetting(db, 'lotto.yeekee_bonus_sixteenth_baht'),
    min_stake: await getSetting(db, 'lotto.yeekee_bonus_min_stake_baht'),
  };
}

/** The shot at `rank` from the newest, with its shooter. */
function shotAt(db: Db, roundId: number, rank: number) {
  return db
    .selectFrom('yeekee_shots as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.member_id', 'm.full_name'])
    .where('s.round_id', '=', roundId)
    .orderBy('s.id', 'desc')
    .limit(1)
    .offset(rank - 1)
    .executeTakeFirst();
}

/** What the member staked on the round (satang): every bill not cancelled. */
async function stakedOn(db: Db, roundId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('lotto_bills')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('staked'))
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.staked);
}

/** Pays the round's shooter bonuses; call inside its settlement transaction. */
export async function payShooterBonuses(db: Db, round: RoundRow): Promise<ShooterBonus[]> {
  const minStake = toSatang(await getSetting(db, 'lotto.yeekee_bonus_min_stake_baht'));
  const prizes = [
    { rank: 1, amount: await getSetting(db, 'lotto.yeekee_bonus_first_baht') },
    { rank: await getSetting(db, 'lotto.yeekee_subtract_rank'), amount: await getSetting(db, 'lotto.yeekee_bonus_sixteenth_baht') },
  ];
  const paid: ShooterBonus[] = [];
  for (const { rank, amount } of prizes) {
    if (amount <= 0) continue;
    const shot = await shotAt(db, round.id, rank);
    if (!shot || (await stakedOn(db, round.id, shot.member_id)) < minStake) continue;
    const key = `yeekee_shooter:${round.id}:${rank}`;
    const wallet = await walletIdOf(db, shot.member_id, WALLET_TYPE.MAIN);
    await credit(db, wallet, toSatang(amount), 'bonus', `yeekee_round:${round.id}`, key);
    await tellMember(db, shot.member_id, {
      kind: 'bonus',
      title: `โบนัสผู้ยิงเลขลำดับที่ ${rank} ${bahtText(toSatang(amount))} บาท`,
      body: `${round.name}: เลขที่คุณยิงเป็นลำดับที่ ${rank} ได้รับโบนัส ${bahtText(toSatang(amount))} บาท เข้ากระเป๋าเครดิตแล้ว`,
      ref: key,
    });
    paid.push({ rank, name: maskName(shot.full_name), amount });
  }
  return paid;
}
