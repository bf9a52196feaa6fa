// src/platform/db/schema.ts is exactly what the migrations create. Two halves meet in `facts`:
// the type check (npm run typecheck, part of npm test) holds it to schema.ts — a column missing,
// extra, of the wrong kind or wrongly nullable or generated fails to compile — and this test holds
// it to a SQLite database migrated from scratch by every migration.
import type { InsertType, SelectType } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine } from '../../../../src/platform/db/engine.ts';
import { migrateDatabase } from '../../../../src/platform/db/migrate.ts';
import type { Database } from '../../../../src/platform/db/schema.ts';

// What a column is, read from its Kysely type: stored kind, then nullable (null may come back),
// generated (not null, the database fills it when an insert leaves it out) or required.
type Fact<C> = `${NonNullable<SelectType<C>> extends number ? 'integer' : 'text'} ${null extends SelectType<C>
  ? 'nullable'
  : undefined extends InsertType<C>
    ? 'generated'
    : 'required'}`;
type Facts = { [T in keyof Database]: { [C in keyof Database[T]]-?: Fact<Database[T][C]> } };

const facts: Facts = {
  settings: { key: 'text required', value: 'text required', description: 'text generated', updated_at: 'integer required' },
  seed_runs: { name: 'text required', ran_at: 'integer required' },
  banks: {
    code: 'text required',
    name: 'text required',
    name_en: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  agents: {
    id: 'integer generated',
    code: 'text required',
    name: 'text required',
    logo: 'text required',
    line_admin_url: 'text required',
    line_contact_url: 'text required',
  },
  agent_bank_accounts: {
    id: 'integer generated',
    agent_id: 'integer required',
    bank_code: 'text required',
    account_no: 'text required',
    account_name: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  agent_true_money_accounts: {
    id: 'integer generated',
    agent_id: 'integer required',
    phone: 'text required',
    account_name: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  notifications: {
    id: 'integer generated',
    agent_id: 'integer required',
    type: 'integer required',
    image: 'text generated',
    title: 'text required',
    description: 'text generated',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  banners: {
    id: 'integer generated',
    agent_id: 'integer required',
    image: 'text required',
    title: 'text required',
    link: 'text generated',
    sort_order: 'integer generated',
    active: 'integer generated',
    subtitle: 'text generated',
    show_text: 'integer generated',
  },
  events: {
    id: 'integer generated',
    agent_id: 'integer required',
    image: 'text required',
    title: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
    subtitle: 'text generated',
    show_text: 'integer generated',
    poll_id: 'integer nullable',
    quest_code: 'text nullable',
  },
  members: {
    id: 'integer generated',
    agent_id: 'integer required',
    phone: 'text required',
    password_hash: 'text required',
    full_name: 'text required',
    bank_code: 'text required',
    bank_account: 'text required',
    sub_bank_code: 'text nullable',
    sub_bank_account: 'text nullable',
    birth_date: 'text required',
    ref_code: 'text required',
    referrer_id: 'integer nullable',
    points: 'integer generated',
    created_at: 'integer required',
  },
  wallet_types: { id: 'integer generated', name: 'text required' },
  wallets: { id: 'integer generated', member_id: 'integer required', wallet_type_id: 'integer required', balance: 'integer generated' },
  ledger: {
    id: 'integer generated',
    wallet_id: 'integer required',
    amount: 'integer required',
    balance_after: 'integer required',
    type: 'text required',
    ref: 'text nullable',
    idempotency_key: 'text nullable',
    created_at: 'integer required',
  },
  point_ledger: {
    id: 'integer generated',
    member_id: 'integer required',
    amount: 'integer required',
    balance_after: 'integer required',
    type: 'text required',
    ref: 'text nullable',
    idempotency_key: 'text nullable',
    created_at: 'integer required',
  },
  sessions: {
    id: 'integer generated',
    member_id: 'integer required',
    token_hash: 'text required',
    created_at: 'integer required',
    expires_at: 'integer required',
    revoked_at: 'integer nullable',
  },
  auth_failures: { id: 'integer generated', key: 'text required', failed_at: 'integer required', pending: 'integer generated' },
  auth_locks: { key: 'text required', locked_until: 'integer required', strikes: 'integer generated', locked_at: 'integer generated' },
  lotto_categories: {
    id: 'integer generated',
    code: 'text required',
    name: 'text required',
    kind: 'text required',
    sort: 'integer required',
    schedule: 'text required',
    schedule_text: 'text required',
    rule_text: 'text required',
    active: 'integer generated',
    draw_source: 'text generated',
  },
  lotto_draw_dates: { category_id: 'integer required', draw_date: 'text required' },
  lotto_rates: {
    category_id: 'integer required',
    bet_type: 'text required',
    rate_centi: 'integer required',
    min_stake: 'integer required',
    max_stake: 'integer required',
    member_number_max: 'integer required',
    house_number_max: 'integer required',
  },
  lotto_number_rules: {
    id: 'integer generated',
    category_id: 'integer required',
    round_id: 'integer nullable',
    bet_type: 'text required',
    number: 'text required',
    kind: 'text required',
  },
  lotto_rounds: {
    id: 'integer generated',
    category_id: 'integer required',
    draw_date: 'text required',
    seq: 'integer generated',
    name: 'text required',
    open_at: 'integer required',
    close_at: 'integer required',
    result_at: 'integer required',
    state: 'text generated',
    draw: 'text nullable',
    commit_text: 'text nullable',
    commit_hash: 'text nullable',
    result: 'text nullable',
    result_source: 'text nullable',
    settled_at: 'integer nullable',
  },
  lotto_bills: {
    id: 'integer generated',
    member_id: 'integer required',
    round_id: 'integer required',
    wallet_id: 'integer required',
    total: 'integer required',
    payout: 'integer generated',
    status: 'text generated',
    idempotency_key: 'text nullable',
    request_hash: 'text required',
    created_at: 'integer required',
    settled_at: 'integer nullable',
  },
  lotto_bill_lines: {
    id: 'integer generated',
    bill_id: 'integer required',
    round_id: 'integer required',
    bet_type: 'text required',
    number: 'text required',
    input_number: 'text required',
    amount: 'integer required',
    rate_centi: 'integer required',
    hot: 'integer generated',
    result: 'text generated',
    payout: 'integer generated',
  },
  yeekee_shots: {
    id: 'integer generated',
    round_id: 'integer required',
    member_id: 'integer required',
    number: 'text required',
    created_at: 'integer required',
  },
  lotto_official_results: {
    id: 'integer generated',
    round_id: 'integer required',
    result: 'text required',
    entered_by: 'text required',
    entered_at: 'integer required',
  },
  lotto_draw_source_changes: {
    id: 'integer generated',
    category_id: 'integer required',
    draw_source: 'text required',
    changed_by: 'text required',
    changed_at: 'integer required',
  },
  password_reset_codes: {
    id: 'integer generated',
    member_id: 'integer required',
    phone: 'text required',
    salt: 'text required',
    code_hash: 'text required',
    created_at: 'integer required',
    expires_at: 'integer required',
    tries: 'integer generated',
    closed_at: 'integer nullable',
    closed_reason: 'text nullable',
    purpose: 'text generated',
  },
  password_reset_requests: { id: 'integer generated', phone: 'text required', client: 'text required', requested_at: 'integer required' },
  message_outbox: {
    id: 'integer generated',
    recipient: 'text required',
    purpose: 'text required',
    body: 'text required',
    created_at: 'integer required',
  },
  bank_account_owners: { bank_code: 'text required', bank_account: 'text required', member_id: 'integer required' },
  lotto_number_stakes: {
    round_id: 'integer required',
    bet_type: 'text required',
    number: 'text required',
    member_id: 'integer required',
    amount: 'integer required',
  },
  game_providers: { code: 'text required', name: 'text required', sort_order: 'integer generated', active: 'integer generated' },
  games: {
    id: 'integer generated',
    code: 'text required',
    provider_code: 'text required',
    category: 'text required',
    name: 'text required',
    thumbnail: 'text required',
    engine: 'text required',
    hot: 'integer generated',
    demo: 'integer generated',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  game_seeds: {
    id: 'integer generated',
    member_id: 'integer nullable',
    server_seed: 'text required',
    server_seed_hash: 'text required',
    client_seed: 'text required',
    nonce: 'integer generated',
    created_at: 'integer required',
    revealed_at: 'integer nullable',
  },
  game_links: {
    id: 'integer generated',
    token_hash: 'text required',
    game_id: 'integer required',
    member_id: 'integer nullable',
    wallet_id: 'integer nullable',
    demo_seed_id: 'integer nullable',
    demo_chips: 'integer nullable',
    created_at: 'integer required',
    expires_at: 'integer required',
  },
  game_rounds: {
    id: 'integer generated',
    member_id: 'integer required',
    wallet_id: 'integer required',
    game_id: 'integer required',
    provider_code: 'text required',
    seed_id: 'integer required',
    nonce: 'integer required',
    stake: 'integer required',
    win: 'integer required',
    outcome: 'text required',
    created_at: 'integer required',
  },
  quests: {
    id: 'integer generated',
    code: 'text required',
    title: 'text required',
    kind: 'text required',
    target: 'integer required',
    reward_kind: 'text required',
    reward_amount: 'integer required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  shop_items: {
    id: 'integer generated',
    title: 'text required',
    kind: 'text required',
    amount: 'integer required',
    price_points: 'integer required',
    image: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  polls: {
    id: 'integer generated',
    agent_id: 'integer required',
    title: 'text required',
    description: 'text required',
    image: 'text required',
    votes_per_day: 'integer required',
    opens_at: 'integer required',
    closes_at: 'integer required',
    active: 'integer generated',
  },
  poll_choices: {
    id: 'integer generated',
    poll_id: 'integer required',
    title: 'text required',
    image: 'text required',
    sort_order: 'integer generated',
  },
  poll_votes: {
    id: 'integer generated',
    poll_id: 'integer required',
    choice_id: 'integer required',
    member_id: 'integer required',
    day: 'text required',
    slot: 'integer required',
    created_at: 'integer required',
  },
  event_members: {
    event_id: 'integer required',
    member_id: 'integer required',
    joined_at: 'integer required',
  },
  shop_purchases: {
    id: 'integer generated',
    member_id: 'integer required',
    item_id: 'integer required',
    quantity: 'integer required',
    points: 'integer required',
    kind: 'text required',
    amount: 'integer required',
    created_at: 'integer required',
  },
  promotions: {
    id: 'integer generated',
    title: 'text required',
    image: 'text required',
    terms: 'text required',
    bonus_percent: 'integer required',
    max_bonus: 'integer required',
    turnover_multiple: 'integer required',
    min_deposit: 'integer required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  member_promotions: {
    id: 'integer generated',
    member_id: 'integer required',
    promotion_id: 'integer required',
    status: 'text generated',
    deposit_id: 'integer nullable',
    bonus: 'integer nullable',
    turnover_required: 'integer nullable',
    taken_at: 'integer required',
    decided_at: 'integer nullable',
  },
  wheel_prizes: {
    id: 'integer generated',
    label: 'text required',
    kind: 'text required',
    amount: 'integer required',
    weight: 'integer required',
    color: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  wheel_spins: {
    id: 'integer generated',
    member_id: 'integer required',
    seed_id: 'integer required',
    nonce: 'integer required',
    paid_with: 'text required',
    cost_points: 'integer generated',
    prize_id: 'integer required',
    prize_kind: 'text required',
    prize_amount: 'integer required',
    prize_ids: 'text required',
    weights: 'text required',
    created_at: 'integer required',
  },
  reward_claims: {
    id: 'integer generated',
    member_id: 'integer required',
    kind: 'text required',
    period: 'text required',
    step: 'integer nullable',
    unit: 'text required',
    amount: 'integer required',
    basis: 'integer nullable',
    created_at: 'integer required',
  },
  checkin_rewards: { day: 'integer required', kind: 'text required', amount: 'integer required' },
  coupons: {
    id: 'integer generated',
    code: 'text required',
    credit: 'integer required',
    max_uses: 'integer required',
    used: 'integer generated',
    expires_at: 'integer required',
    active: 'integer generated',
  },
  agent_promptpay_accounts: {
    id: 'integer generated',
    agent_id: 'integer required',
    proxy_type: 'text required',
    proxy_id: 'text required',
    account_name: 'text required',
    sort_order: 'integer generated',
    active: 'integer generated',
  },
  deposits: {
    id: 'integer generated',
    member_id: 'integer required',
    wallet_id: 'integer required',
    channel: 'text required',
    sub_channel_id: 'integer required',
    amount: 'integer required',
    pay_amount: 'integer required',
    payload: 'text nullable',
    status: 'text generated',
    reason: 'text nullable',
    created_at: 'integer required',
    expires_at: 'integer required',
    decided_at: 'integer nullable',
    decided_by: 'text nullable',
  },
  withdrawals: {
    id: 'integer generated',
    member_id: 'integer required',
    wallet_id: 'integer required',
    amount: 'integer required',
    bank_code: 'text required',
    bank_account: 'text required',
    status: 'text generated',
    reason: 'text nullable',
    idempotency_key: 'text required',
    created_at: 'integer required',
    decided_at: 'integer nullable',
    decided_by: 'text nullable',
  },
  turnover_requirements: {
    id: 'integer generated',
    member_id: 'integer required',
    wallet_id: 'integer required',
    required: 'integer required',
    source: 'text required',
    created_at: 'integer required',
  },
  responsible_limits: {
    id: 'integer generated',
    member_id: 'integer required',
    kind: 'text required',
    amount: 'integer nullable',
    created_at: 'integer required',
    effective_at: 'integer required',
  },
  responsible_breaks: {
    id: 'integer generated',
    member_id: 'integer required',
    kind: 'text required',
    starts_at: 'integer required',
    ends_at: 'integer required',
  },
};

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

// The same facts from SQLite's own description of a table.
function factsOf(table: string, columns: ColumnInfo[]): Record<string, string> {
  const keyColumns = columns.filter((column) => column.pk > 0).length;
  const out: Record<string, string> = {};
  for (const column of columns) {
    const kind = { INTEGER: 'integer', TEXT: 'text' }[column.type];
    if (!kind) throw new Error(`${table}.${column.name}: column type ${column.type} is new to schema.ts`);
    // A lone INTEGER PRIMARY KEY is the rowid: SQLite numbers it. (A primary key is never null
    // here, though SQLite lets a TEXT one be: schema.ts and PostgreSQL treat it as NOT NULL.)
    const rowid = column.pk === 1 && keyColumns === 1 && column.type === 'INTEGER';
    const nullable = !column.notnull && column.pk === 0;
    out[column.name] = `${kind} ${nullable ? 'nullable' : column.dflt_value !== null || rowid ? 'generated' : 'required'}`;
  }
  return out;
}

const engine = openEngine({ kind: 'sqlite', path: ':memory:' });
await migrateDatabase(engine);
const db = engine.sqliteFile!;
afterAll(() => engine.close());

describe('schema.ts', () => {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name")
    .all() as { name: string }[];

  it('has one interface per table the migrations leave, and no other', () => {
    expect(Object.keys(facts).sort()).toEqual(tables.map((table) => table.name));
  });

  it.each(tables.map((table) => table.name))('%s: every column, its kind, nullability and default', (table) => {
    const columns = db.prepare('SELECT * FROM pragma_table_info(?)').all(table) as unknown as ColumnInfo[];
    expect(facts[table as keyof Database]).toEqual(factsOf(table, columns));
  });
});
