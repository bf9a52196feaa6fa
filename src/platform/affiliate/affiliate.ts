// Affiliate: members a member brought (level 1: registered with their code) and those brought by
// them (level 2). The commission is a share of those members' turnover (lottery bills' stakes net
// of refunds and game rounds' stakes, from the ledger), never of the member's own play: 0.5% of
// level 1 and 0.2% of level 2 (settings). Earned less what was redeemed is available; a redeem pays
// it into the main wallet (ledger `commission`) once: its key is the earned total, so two redeems
// of the same earnings cannot both pay.
import type { AffiliateConfig, AffiliateSummary, AffiliateTransaction, NetworkMember } from '../../contract/rewards/affiliate.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { maskName } from '../../rules/masked-name.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import { credit, ledgerPage, ledgerSum, stakesByMember, toBaht, toSatang, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { maskPhone } from '../messages/index.ts';
import { getSetting } from '../settings.ts';

async function percents(db: Db): Promise<[number, number]> {
  return [await getSetting(db, 'affiliate.level1_percent'), await getSetting(db, 'affiliate.level2_percent')];
}

export async function affiliateConfig(db: Db): Promise<AffiliateConfig> {
  const [level1, level2] = await percents(db);
  return {
    levels: [
      { level: 1, percent: level1 },
      { level: 2, percent: level2 },
    ],
    min_redeem: await getSetting(db, 'affiliate.min_redeem_baht'),
  };
}

/** The member's network: level 1 and level 2 members with their turnover (satang). */
async function network(db: Db, memberId: number) {
  const level1 = await db
    .selectFrom('members')
    .select(['id', 'full_name', 'phone', 'created_at'])
    .where('referrer_id', '=', memberId)
    .orderBy('id')
    .execute();
  const level2 = level1.length
    ? await db
        .selectFrom('members')
        .select(['id', 'full_name', 'phone', 'created_at'])
        .where(
          'referrer_id',
          'in',
          level1.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const ids = [...level1, ...level2].map((row) => row.id);
  // Per stake (a bill or a round): its bet row less the refunds that gave it back.
  const turnover = await stakesByMember(db, ids);
  return { level1, level2, turnover };
}

const sumOf = (rows: readonly { id: number }[], turnover: Map<number, number>) =>
  rows.reduce((sum, row) => sum + (turnover.get(row.id) ?? 0), 0);

/** The commission the member has taken into a wallet so far (satang). */
const redeemedSatang = (db: Db, memberId: number) => ledgerSum(db, memberId, { types: ['commission'] });

async function standing(db: Db, memberId: number) {
  const { level1, level2, turnover } = await network(db, memberId);
  const [p1, p2] = await percents(db);
  const t1 = sumOf(level1, turnover);
  const t2 = sumOf(level2, turnover);
  const earned = Math.floor((t1 * p1) / 100 + (t2 * p2) / 100);
  const redeemed = await redeemedSatang(db, memberId);
  return { level1, level2, turnover, t1, t2, p1, p2, earned, redeemed, available: Math.max(0, earned - redeemed) };
}

export async function affiliateSummary(db: Db, memberId: number): Promise<AffiliateSummary> {
  const member = await db.selectFrom('members').select('ref_code').where('id', '=', memberId).executeTakeFirstOrThrow();
  const state = await standing(db, memberId);
  return {
    ref_code: member.ref_code,
    link_path: `/register?ref=${encodeURIComponent(member.ref_code)}`,
    members: { level1: state.level1.length, level2: state.level2.length },
    turnover: { level1: toBaht(state.t1), level2: toBaht(state.t2) },
    earned: toBaht(state.earned),
    redeemed: toBaht(state.redeemed),
    available: toBaht(state.available),
  };
}

export async function affiliateNetwork(db: Db, memberId: number, level?: 1 | 2): Promise<NetworkMember[]> {
  const state = await standing(db, memberId);
  const rows = [
    ...state.level1.map((row) => ({ row, level: 1, percent: state.p1 })),
    ...state.level2.map((row) => ({ row, level: 2, percent: state.p2 })),
  ].filter((entry) => level === undefined || entry.level === level);
  return rows.map(({ row, level: depth, percent }) => {
    const turnover = state.turnover.get(row.id) ?? 0;
    return {
      level: depth,
      name: maskName(row.full_name),
      phone: maskPhone(row.phone),
      joined_at: new Date(row.created_at).toISOString(),
      turnover: toBaht(turnover),
      commission: toBaht(Math.floor((turnover * percent) / 100)),
    };
  });
}

export async function affiliateTransactions(db: Db, memberId: number): Promise<AffiliateTransaction[]> {
  const { rows } = await ledgerPage(db, memberId, { types: ['commission'] }, 1, 20);
  return rows.map((row) => ({
    id: row.id,
    amount: toBaht(row.amount),
    balance_after: toBaht(row.balance_after),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Pays what is available into the main wallet, once (2671 under the minimum, nothing moved). */
export function redeemCommission(db: Db, memberId: number): Promise<{ amount: number; balance: number }> {
  return tx(
    db,
    async (trx) => {
      const state = await standing(trx, memberId);
      const min = toSatang(await getSetting(trx, 'affiliate.min_redeem_baht'));
      if (state.available <= 0 || state.available < min) fail('AFFILIATE_NOTHING', { min: bahtText(min) });
      const walletId = await walletIdOf(trx, memberId, WALLET_TYPE.MAIN);
      const entry = await credit(trx, walletId, state.available, 'commission', 'affiliate', `affiliate:${memberId}:${state.earned}`);
      return { amount: toBaht(state.available), balance: toBaht(entry.balance_after) };
    },
    { queue: `affiliate:member:${memberId}` },
  );
}
