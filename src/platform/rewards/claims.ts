// The claim book: every "once per day / week / member" reward writes one row per member, kind and
// period (unique in the database), in the transaction that pays it. A second claim finds the row
// and is refused; two at once cannot both write it (on PostgreSQL the loser's unique violation is
// retried by tx() and then finds the row).
import type { Insertable } from 'kysely';
import type { Claim } from '../../contract/rewards/rewards.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { RewardClaimsTable } from '../db/tables/reward-claims.ts';
import { toBaht } from '../money/index.ts';

export type ClaimRow = Pick<Insertable<RewardClaimsTable>, 'kind' | 'period' | 'step' | 'unit' | 'amount' | 'basis'>;

/** Whether the member already claimed `kind` for `period`. */
export async function hasClaimed(db: Db, memberId: number, kind: string, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('reward_claims')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes the claim (call inside the paying transaction, after hasClaimed refused a repeat). */
export async function writeClaim(db: Db, memberId: number, claim: ClaimRow): Promise<number> {
  const { id } = await db
    .insertInto('reward_claims')
    .values({
      member_id: memberId,
      kind: claim.kind,
      period: claim.period,
      step: claim.step ?? null,
      unit: claim.unit,
      amount: claim.amount,
      basis: claim.basis ?? null,
      created_at: nowMs(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The member's claims of some kinds, newest first, a page at a time. */
export async function claimHistory(db: Db, memberId: number, kinds: readonly string[], page: number, size: number): Promise<Claim[]> {
  const rows = await db
    .selectFrom('reward_claims')
    .select(['id', 'kind', 'period', 'unit', 'amount', 'basis', 'created_at'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', [...kinds])
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    date: row.period,
    amount: row.unit === 'satang' ? toBaht(row.amount) : row.amount,
    basis: row.basis === null ? null : toBaht(row.basis),
    created_at: new Date(row.created_at).toISOString(),
  }));
}
