// The whole schema that SQLite migrations 0001-0010 build today, as one Kysely migration for the
// new engine path (issue 11): a fresh database on either engine gets it in one step instead of
// replaying ten. On SQLite it makes exactly what 0001-0010 leave behind (same tables, columns in
// the same order, types, defaults, keys, uniques, checks, indexes and triggers:
// tests/unit/platform/db/kysely-migrations.test.ts compares the two), so a database of today's
// path can later be marked as having run this one. On PostgreSQL the types follow schema.ts's
// mapping: ids, satang, points, epoch ms and references BIGINT (ids as identity), counters INTEGER,
// flags SMALLINT with a CHECK. Triggers differ per engine: triggers-sqlite.ts, triggers-postgres.ts.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';
import { postgresTriggers } from './triggers-postgres.ts';
import { sqliteTriggers } from './triggers-sqlite.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int, flagType, id, flag } = columnKinds(kind);
  const s = db.schema;

  // 0001: settings, banks, agent and its content (banners' and events' words: 0007)
  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull()) // JSON
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await s
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', big, (c) => c.notNull())
    .execute();
  await s
    .createTable('banks')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('agents')
    .addColumn('id', big, id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('line_admin_url', 'text', (c) => c.notNull())
    .addColumn('line_contact_url', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('agent_bank_accounts')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull().references('banks.code'))
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('agent_true_money_accounts')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('notifications')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('type', int, (c) => c.notNull()) // 1 = important announcement (the notification modal)
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('banners')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_text', flagType, flag('show_text', 0))
    .execute();
  await s
    .createTable('events')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_text', flagType, flag('show_text', 0))
    .execute();

  // 0002: members, wallets, ledger, points (their rules are triggers)
  await s
    .createTable('members')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull().references('banks.code'))
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('sub_bank_code', 'text', (c) => c.references('banks.code'))
    .addColumn('sub_bank_account', 'text')
    .addColumn('birth_date', 'text', (c) => c.notNull()) // YYYY-MM-DD
    .addColumn('ref_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', big, (c) => c.references('members.id'))
    .addColumn('points', big, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('members_sub_bank_pair', sql`(sub_bank_code IS NULL) = (sub_bank_account IS NULL)`)
    .execute();
  await s.createIndex('members_referrer').on('members').column('referrer_id').execute();
  await s
    .createTable('wallet_types')
    .addColumn('id', big, id) // 1 main, 2 bonus, 3 free credit
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('wallets')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('wallet_type_id', big, (c) => c.notNull().references('wallet_types.id'))
    .addColumn('balance', big, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    ) // satang
    .addUniqueConstraint('wallets_member_type', ['member_id', 'wallet_type_id'])
    .execute();
  for (const [table, owner, ownerTable] of [
    ['ledger', 'wallet_id', 'wallets'],
    ['point_ledger', 'member_id', 'members'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn('id', big, id)
      .addColumn(owner, big, (c) => c.notNull().references(`${ownerTable}.id`))
      .addColumn('amount', big, (c) => c.notNull().check(sql`amount <> 0`)) // + credit / - debit
      .addColumn('balance_after', big, (c) => c.notNull().check(sql`balance_after >= 0`))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('ref', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await s
      .createIndex(table === 'ledger' ? 'ledger_wallet' : 'point_ledger_member')
      .on(table)
      .columns([owner, 'id'])
      .execute();
  }

  // 0003 and 0006: sessions, failed attempts and locks (password_resets was dropped by 0006)
  await s
    .createTable('sessions')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('revoked_at', big)
    .execute();
  await s.createIndex('sessions_member').on('sessions').column('member_id').execute();
  await s
    .createTable('auth_failures')
    .addColumn('id', big, id)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', big, (c) => c.notNull())
    .addColumn('pending', flagType, flag('pending', 0, false))
    .execute();
  await s.createIndex('auth_failures_key').on('auth_failures').columns(['key', 'failed_at']).execute();
  await s
    .createTable('auth_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', big, (c) => c.notNull())
    .addColumn('strikes', int, (c) => c.notNull().defaultTo(1))
    .addColumn('locked_at', big, (c) => c.notNull().defaultTo(0))
    .execute();

  // 0004, 0005, 0009, 0010: the lottery
  await s
    .createTable('lotto_categories')
    .addColumn('id', big, id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('government', 'lao', 'hanoi', 'stock', 'yeekee')`))
    .addColumn('sort', int, (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull()) // JSON, see lotto/schedule.ts
    .addColumn('schedule_text', 'text', (c) => c.notNull())
    .addColumn('rule_text', 'text', (c) => c.notNull())
    .addColumn('active', flagType, flag('active', 1, false))
    .addColumn('draw_source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('committed')
        .check(sql`draw_source IN ('committed', 'external', 'shots')`),
    )
    .execute();
  await s
    .createTable('lotto_draw_dates')
    .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lotto_draw_dates_pkey', ['category_id', 'draw_date'])
    .execute();
  await s
    .createTable('lotto_rates')
    .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('rate_centi', int, (c) => c.notNull().check(sql`rate_centi > 0`))
    .addColumn('min_stake', int, (c) => c.notNull().check(sql`min_stake > 0`)) // baht per line
    .addColumn('max_stake', int, (c) => c.notNull())
    .addColumn('member_number_max', int, (c) => c.notNull())
    .addColumn('house_number_max', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('lotto_rates_pkey', ['category_id', 'bet_type'])
    // A table constraint: PostgreSQL wants a column's own CHECK to read only that column.
    .addCheckConstraint('lotto_rates_stake_range', sql`max_stake >= min_stake`)
    .execute();
  // Before lotto_number_rules, which refers to it (SQLite did not mind the order, PostgreSQL does).
  await s
    .createTable('lotto_rounds')
    .addColumn('id', big, id)
    .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('seq', int, (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('open_at', big, (c) => c.notNull())
    .addColumn('close_at', big, (c) => c.notNull())
    .addColumn('result_at', big, (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state IN ('pending', 'settled', 'refunded')`),
    )
    .addColumn('draw', 'text')
    .addColumn('commit_text', 'text')
    .addColumn('commit_hash', 'text')
    .addColumn('result', 'text')
    .addColumn('result_source', 'text', (c) => c.check(sql`result_source IN ('draw', 'operator', 'shots', 'refund')`))
    .addColumn('settled_at', big)
    .addUniqueConstraint('lotto_rounds_category_day_seq', ['category_id', 'draw_date', 'seq'])
    .addCheckConstraint('lotto_rounds_times', sql`open_at < close_at AND close_at <= result_at`)
    .execute();
  await s.createIndex('lotto_rounds_close').on('lotto_rounds').column('close_at').execute();
  await s.createIndex('lotto_rounds_due').on('lotto_rounds').columns(['state', 'result_at']).execute();
  await s.createIndex('lotto_rounds_pending_open').on('lotto_rounds').columns(['state', 'open_at']).execute();
  await s.createIndex('lotto_rounds_category_open').on('lotto_rounds').columns(['category_id', 'state', 'open_at']).execute();
  await s
    .createTable('lotto_number_rules')
    .addColumn('id', big, id)
    .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
    .addColumn('round_id', big, (c) => c.references('lotto_rounds.id'))
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('hot', 'closed')`))
    .execute();
  await s.createIndex('lotto_number_rules_category').on('lotto_number_rules').columns(['category_id', 'bet_type', 'number']).execute();
  await s
    .createTable('lotto_bills')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('round_id', big, (c) => c.notNull().references('lotto_rounds.id'))
    .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
    .addColumn('total', big, (c) => c.notNull().check(sql`total > 0`))
    .addColumn('payout', big, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payout >= 0`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'won', 'lost', 'cancelled', 'refunded')`),
    )
    .addColumn('idempotency_key', 'text', (c) => c.unique()) // member id + the client's key
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('settled_at', big)
    .execute();
  await s.createIndex('lotto_bills_member').on('lotto_bills').columns(['member_id', 'id']).execute();
  await s.createIndex('lotto_bills_round').on('lotto_bills').columns(['round_id', 'status']).execute();
  await s
    .createTable('lotto_bill_lines')
    .addColumn('id', big, id)
    .addColumn('bill_id', big, (c) => c.notNull().references('lotto_bills.id'))
    .addColumn('round_id', big, (c) => c.notNull().references('lotto_rounds.id'))
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull()) // as stored: tod digits sorted
    .addColumn('input_number', 'text', (c) => c.notNull()) // as the member typed it
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('rate_centi', int, (c) => c.notNull().check(sql`rate_centi > 0`))
    .addColumn('hot', flagType, flag('hot', 0, false))
    .addColumn('result', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`result IN ('pending', 'won', 'lost', 'refunded')`),
    )
    .addColumn('payout', big, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payout >= 0`),
    )
    .execute();
  // (lotto_bill_lines_number was dropped by 0009: lotto_number_stakes answers its question.)
  await s.createIndex('lotto_bill_lines_bill').on('lotto_bill_lines').column('bill_id').execute();
  await s
    .createTable('yeekee_shots')
    .addColumn('id', big, id)
    .addColumn('round_id', big, (c) => c.notNull().references('lotto_rounds.id'))
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('number', 'text', (c) => c.notNull().check(sql`length(number) = 5`))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await s.createIndex('yeekee_shots_round').on('yeekee_shots').columns(['round_id', 'id']).execute();
  await s.createIndex('yeekee_shots_member').on('yeekee_shots').columns(['member_id', 'round_id', 'id']).execute();
  await s
    .createTable('lotto_official_results')
    .addColumn('id', big, id)
    .addColumn('round_id', big, (c) => c.notNull().unique().references('lotto_rounds.id'))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('entered_by', 'text', (c) => c.notNull())
    .addColumn('entered_at', big, (c) => c.notNull())
    .execute();
  await s
    .createTable('lotto_draw_source_changes')
    .addColumn('id', big, id)
    .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
    .addColumn('draw_source', 'text', (c) => c.notNull().check(sql`draw_source IN ('committed', 'external')`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', big, (c) => c.notNull())
    .execute();

  // 0006: reset codes, reset requests, message outbox
  await s
    .createTable('password_reset_codes')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('tries', int, (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', big)
    .addColumn('closed_reason', 'text', (c) => c.check(sql`closed_reason IN ('used', 'replaced', 'burnt')`))
    .execute();
  await s.createIndex('password_reset_codes_phone').on('password_reset_codes').columns(['phone', 'closed_at']).execute();
  await s
    .createTable('password_reset_requests')
    .addColumn('id', big, id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('requested_at', big, (c) => c.notNull())
    .execute();
  await s.createIndex('password_reset_requests_phone').on('password_reset_requests').columns(['phone', 'requested_at']).execute();
  await s.createIndex('password_reset_requests_client').on('password_reset_requests').columns(['client', 'requested_at']).execute();
  await s
    .createTable('message_outbox')
    .addColumn('id', big, id)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await s.createIndex('message_outbox_recipient').on('message_outbox').columns(['recipient', 'created_at']).execute();

  // 0008 and 0009: rows kept by triggers. WITHOUT ROWID is SQLite's clustered primary key; an
  // ordinary table on PostgreSQL.
  let owners = s
    .createTable('bank_account_owners')
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addPrimaryKeyConstraint('bank_account_owners_pkey', ['bank_code', 'bank_account']);
  if (kind === 'sqlite') owners = owners.modifyEnd(sql`WITHOUT ROWID`);
  await owners.execute();
  await s.createIndex('bank_account_owners_member').on('bank_account_owners').column('member_id').execute();
  let stakes = s
    .createTable('lotto_number_stakes')
    .addColumn('round_id', big, (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull()) // as stored on the line: tod digits sorted
    .addColumn('member_id', big, (c) => c.notNull()) // 0: every member together
    .addColumn('amount', big, (c) => c.notNull()) // satang on bills not cancelled
    .addPrimaryKeyConstraint('lotto_number_stakes_pkey', ['round_id', 'bet_type', 'number', 'member_id']);
  if (kind === 'sqlite') stakes = stakes.modifyEnd(sql`WITHOUT ROWID`);
  await stakes.execute();
}

/** The migration for one engine: the caller knows which (Engine.kind of ../engine.ts). */
export function schema(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of kind === 'postgres' ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
    },
  };
}
