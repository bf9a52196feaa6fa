// The back office's money and members desk (issue 25): a withdrawal above the second-approval
// threshold keeps its first approval (who, when, the transfer reference) while it waits for a second
// person, still pending to the member; a member's account can be locked by staff; a staff member's
// credit or debit adjustment is a row of its own (waiting for a second approval above its setting,
// then done or refused), the money itself moving only through the ledger.
// Never edit this once shipped: later changes are new migrations after it.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

export const ADJUSTMENT_STATES = ['waiting', 'done', 'refused'] as const;

export function moneyDesk(kind: EngineKind): Migration {
  const { big, id } = columnKinds(kind);
  return {
    async up(db) {
      const s = db.schema;
      for (const [column, type] of [
        ['transfer_ref', 'text'],
        ['first_approved_by', 'text'],
        ['first_approved_staff_id', big],
        ['first_approved_at', big],
      ] as const) {
        await s.alterTable('withdrawals').addColumn(column, type).execute();
      }
      await s.alterTable('members').addColumn('locked_at', big).execute();
      await s.alterTable('members').addColumn('locked_reason', 'text').execute();
      await s
        .createTable('member_adjustments')
        .addColumn('id', big, id)
        .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
        .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
        .addColumn('amount', big, (c) => c.notNull().check(sql`amount <> 0`)) // satang; negative takes
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(inList('status', ADJUSTMENT_STATES)))
        .addColumn('asked_by', 'text', (c) => c.notNull())
        .addColumn('asked_staff_id', big)
        .addColumn('asked_at', big, (c) => c.notNull())
        .addColumn('decided_by', 'text')
        .addColumn('decided_staff_id', big)
        .addColumn('decided_at', big)
        .execute();
      await s.createIndex('member_adjustments_member').on('member_adjustments').columns(['member_id', 'id']).execute();
      await s.createIndex('member_adjustments_status').on('member_adjustments').columns(['status', 'id']).execute();
    },
  };
}
