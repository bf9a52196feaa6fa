// Deposits (issue 13): the agent's PromptPay accounts, and a member's deposit requests. A request
// carries the exact amount to pay, unique to the satang among the requests waiting on the same
// account (so a payment seen on that account is matched to one request), and a member has at most
// one waiting at a time: both held by partial unique indexes, on either engine.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const DEPOSIT_STATES = ['pending', 'paid', 'rejected', 'expired', 'cancelled'] as const;
const CHANNELS = ['bank', 'truemoney', 'promptpay'] as const;

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('agent_promptpay_accounts')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    // MSISDN: a mobile number (0812345678); NATID: a national or tax id (13 digits)
    .addColumn('proxy_type', 'text', (c) => c.notNull().check(inList('proxy_type', ['MSISDN', 'NATID'])))
    .addColumn('proxy_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('deposits')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(inList('channel', CHANNELS)))
    .addColumn('sub_channel_id', big, (c) => c.notNull()) // a row of the channel's account table
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount > 0`)) // satang asked for
    .addColumn('pay_amount', big, (c) => c.notNull().check(sql`pay_amount >= amount`)) // satang to pay and credit
    .addColumn('payload', 'text') // the EMVCo QR text, when the channel has one
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(inList('status', DEPOSIT_STATES)))
    .addColumn('reason', 'text') // why it was rejected
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('decided_at', big)
    .addColumn('decided_by', 'text')
    .execute();
  await s
    .createIndex('deposits_waiting_amount')
    .on('deposits')
    .columns(['channel', 'sub_channel_id', 'pay_amount'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await s
    .createIndex('deposits_waiting_member')
    .on('deposits')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await s.createIndex('deposits_member').on('deposits').columns(['member_id', 'id']).execute();
  await s.createIndex('deposits_status').on('deposits').columns(['status', 'expires_at']).execute();
}

export function deposits(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
