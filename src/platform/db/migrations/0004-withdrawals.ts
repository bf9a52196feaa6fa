// Withdrawals and bonus turnover (issue 13): a member's requests to be paid out to their registered
// bank account (the amount leaves the wallet when asked; a rejection brings it back through the
// ledger), and the turnover a bonus asks for before it may be withdrawn.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

export const WITHDRAWAL_STATES = ['pending', 'paid', 'rejected'] as const;

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('withdrawals')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount > 0`)) // satang
    // Where the money goes: the member's registered account when asked, kept as it was then.
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN (${sql.join(WITHDRAWAL_STATES.map((state) => sql.lit(state)))})`),
    )
    .addColumn('reason', 'text') // why it was rejected
    .addColumn('idempotency_key', 'text', (c) => c.notNull()) // the client's, per member
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('decided_at', big)
    .addColumn('decided_by', 'text')
    .addUniqueConstraint('withdrawals_member_key', ['member_id', 'idempotency_key'])
    .execute();
  await s.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'status', 'id']).execute();
  await s.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();
  await s
    .createTable('turnover_requirements')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
    .addColumn('required', big, (c) => c.notNull().check(sql`required >= 0`)) // satang of stakes
    .addColumn('source', 'text', (c) => c.notNull()) // what asked for it: operator:NAME, promotion:ID, ...
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await s
    .createIndex('turnover_requirements_member')
    .on('turnover_requirements')
    .columns(['member_id', 'wallet_id', 'created_at'])
    .execute();
}

export function withdrawals(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
