// The daily check-in: one stamp per Bangkok day on a 7-day card. Stamping the day after the last
// stamp moves along the card (day 7 is followed by day 1 of a new card); a missed day starts the
// card again at day 1. Each day's reward (points, or free credit to wallet type 3) is a seed row.
import { CHECKIN_DAYS, type Checkin } from '../../contract/rewards/rewards.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit, movePoints, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { addDays, bangkokDay } from '../../rules/bangkok-calendar.ts';
import { hasClaimed, writeClaim } from './claims.ts';

const KIND = 'checkin';

async function lastStamp(db: Db, memberId: number) {
  return db
    .selectFrom('reward_claims')
    .select(['period', 'step'])
    .where('member_id', '=', memberId)
    .where('kind', '=', KIND)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The card as of today: which day today is (stamped or to stamp) and the days stamped before it. */
async function cardOf(db: Db, memberId: number) {
  const today = bangkokDay(nowMs(db));
  const last = await lastStamp(db, memberId);
  const stampedToday = last?.period === today;
  let day = 1;
  if (stampedToday) day = last.step ?? 1;
  else if (last && last.period === addDays(today, -1)) day = ((last.step ?? 0) % CHECKIN_DAYS) + 1;
  return { today, stampedToday, day };
}

async function rewards(db: Db) {
  return db.selectFrom('checkin_rewards').select(['day', 'kind', 'amount']).orderBy('day').execute();
}

export async function checkinCard(db: Db, memberId: number): Promise<Checkin> {
  const { today, stampedToday, day } = await cardOf(db, memberId);
  return {
    today,
    stamped_today: stampedToday,
    day,
    days: (await rewards(db)).map((reward) => ({
      day: reward.day,
      kind: reward.kind,
      amount: reward.kind === 'free_credit' ? toBaht(reward.amount) : reward.amount,
      stamped: reward.day < day || (reward.day === day && stampedToday),
    })),
  };
}

/** Today's stamp: pays the day's reward once (a second stamp today is refused with 2601). */
export function stamp(db: Db, memberId: number): Promise<Checkin> {
  return tx(db, async (trx) => {
    const { today, day } = await cardOf(trx, memberId);
    if (await hasClaimed(trx, memberId, KIND, today)) fail('CHECKIN_ALREADY');
    const reward = (await rewards(trx)).find((row) => row.day === day) ?? fail('CHECKIN_ALREADY');
    const ref = `checkin:${today}`;
    const key = `checkin:${memberId}:${today}`;
    await writeClaim(trx, memberId, {
      kind: KIND,
      period: today,
      step: day,
      unit: reward.kind === 'points' ? 'points' : 'satang',
      amount: reward.amount,
    });
    if (reward.kind === 'points') await movePoints(trx, memberId, reward.amount, 'checkin', ref, key);
    else await credit(trx, await walletIdOf(trx, memberId, WALLET_TYPE.FREE), reward.amount, 'reward', ref, key);
    return checkinCard(trx, memberId);
  });
}
