// Daily quests: each quest's progress is counted today (Bangkok) from the member's real activity:
// deposits credited, lottery stakes (bills' bet rows less their refunds), Yeekee shots, game
// rounds, today's check-in. A quest done is redeemed once a day (the claim book) for points or
// free credit (wallet type 3).
import type { Quest } from '../../contract/rewards/quests.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { QuestsTable } from '../db/tables/quests.ts';
import { fail } from '../errors.ts';
import { bangkokDay, bangkokDayStart } from '../../rules/bangkok-calendar.ts';
import { credit, ledgerSum, movePoints, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { hasClaimed, writeClaim } from './claims.ts';

type QuestKind = QuestsTable['kind'];

const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);

/** Today's progress of one kind: satang for deposit and lotto_bet, else a count. */
async function progressOf(db: Db, memberId: number, kind: QuestKind): Promise<number> {
  const since = bangkokDayStart(nowMs(db));
  if (kind === 'deposit' || kind === 'lotto_bet') {
    const total = await ledgerSum(
      db,
      memberId,
      kind === 'deposit' ? { types: ['deposit'], since } : { types: ['bet', 'refund'], since, refPrefix: 'lotto_bill:' },
    );
    return kind === 'deposit' ? total : Math.max(0, -total);
  }
  if (kind === 'yeekee_shots')
    return count(
      db
        .selectFrom('yeekee_shots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .executeTakeFirst(),
    );
  if (kind === 'game_rounds')
    return count(
      db
        .selectFrom('game_rounds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .executeTakeFirst(),
    );
  return (await hasClaimed(db, memberId, 'checkin', bangkokDay(nowMs(db)))) ? 1 : 0;
}

const inSatang = (kind: QuestKind) => kind === 'deposit' || kind === 'lotto_bet';
const claimKind = (code: string) => `quest:${code}`;

async function questRows(db: Db) {
  return db
    .selectFrom('quests')
    .select(['id', 'code', 'title', 'kind', 'target', 'reward_kind', 'reward_amount'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function questList(db: Db, memberId: number): Promise<Quest[]> {
  const today = bangkokDay(nowMs(db));
  const quests: Quest[] = [];
  for (const quest of await questRows(db)) {
    const progress = await progressOf(db, memberId, quest.kind);
    const money = inSatang(quest.kind);
    quests.push({
      id: quest.id,
      code: quest.code,
      title: quest.title,
      kind: quest.kind,
      target: money ? toBaht(quest.target) : quest.target,
      progress: money ? toBaht(Math.min(progress, quest.target)) : Math.min(progress, quest.target),
      done: progress >= quest.target,
      redeemed: await hasClaimed(db, memberId, claimKind(quest.code), today),
      reward_kind: quest.reward_kind,
      reward_amount: quest.reward_kind === 'free_credit' ? toBaht(quest.reward_amount) : quest.reward_amount,
    });
  }
  return quests;
}

/** Redeems a quest done today, once: 2651 not done yet, 2652 already redeemed today, 2653 no such quest. */
export function redeemQuest(db: Db, memberId: number, questId: number): Promise<Quest[]> {
  return tx(db, async (trx) => {
    const quest = (await questRows(trx)).find((row) => row.id === questId) ?? fail('QUEST_NOT_FOUND');
    const today = bangkokDay(nowMs(trx));
    if (await hasClaimed(trx, memberId, claimKind(quest.code), today)) fail('QUEST_REDEEMED');
    if ((await progressOf(trx, memberId, quest.kind)) < quest.target) fail('QUEST_NOT_DONE', { title: quest.title });
    const points = quest.reward_kind === 'points';
    await writeClaim(trx, memberId, {
      kind: claimKind(quest.code),
      period: today,
      unit: points ? 'points' : 'satang',
      amount: quest.reward_amount,
    });
    const ref = `quest:${quest.code}:${today}`;
    const key = `quest:${memberId}:${quest.code}:${today}`;
    if (points) await movePoints(trx, memberId, quest.reward_amount, 'quest', ref, key);
    else await credit(trx, await walletIdOf(trx, memberId, WALLET_TYPE.FREE), quest.reward_amount, 'reward', ref, key);
    return questList(trx, memberId);
  });
}
