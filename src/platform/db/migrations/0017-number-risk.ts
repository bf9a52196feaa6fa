// The lottery risk desk (issue 26). Number rules get any reduced rate (rate_percent of the full
// rate; a 'hot' rule without one pays half, as before) and say who set them (seed, staff or an
// automatic rule). Limits per number per bet type, and the automatic rules that reduce or close a
// number when its stakes pass a share of its limit, are set per category (its future rounds) or
// per round. An outside draw's result is staged (preview, a second person above a setting) before
// it settles. The risk grid reads the house's stake rows of a round by their own index.
// Never edit this once shipped: later changes are new migrations after it.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

export function numberRisk(kind: EngineKind): Migration {
  const { big, id, int } = columnKinds(kind);
  return {
    async up(db) {
      const s = db.schema;
      await s
        .alterTable('lotto_number_rules')
        .addColumn('rate_percent', int, (c) => c.check(sql`rate_percent BETWEEN 1 AND 99`))
        .execute();
      await s
        .alterTable('lotto_number_rules')
        .addColumn('source', 'text', (c) =>
          c
            .notNull()
            .defaultTo('seed')
            .check(inList('source', ['seed', 'staff', 'auto'])),
        )
        .execute();
      await s.createIndex('lotto_number_rules_round').on('lotto_number_rules').columns(['round_id', 'bet_type', 'number']).execute();
      await s
        .createTable('lotto_risk_limits')
        .addColumn('id', big, id)
        .addColumn('category_id', big, (c) => c.notNull().references('lotto_categories.id'))
        // null: the category's future rounds
        .addColumn('round_id', big, (c) => c.references('lotto_rounds.id'))
        .addColumn('bet_type', 'text', (c) => c.notNull())
        .addColumn('house_number_max', int, (c) => c.notNull().check(sql`house_number_max > 0`))
        .addColumn('member_number_max', int, (c) => c.notNull().check(sql`member_number_max > 0`))
        // Automatic rule: past this share (percent) of the house limit the number is reduced or closed.
        .addColumn('auto_share_percent', int, (c) => c.check(sql`auto_share_percent BETWEEN 1 AND 100`))
        .addColumn('auto_action', 'text', (c) => c.check(inList('auto_action', ['reduced', 'closed'])))
        .addColumn('auto_rate_percent', int, (c) => c.check(sql`auto_rate_percent BETWEEN 1 AND 99`))
        .execute();
      await s.createIndex('lotto_risk_limits_scope').on('lotto_risk_limits').columns(['category_id', 'round_id', 'bet_type']).execute();
      await s
        .createTable('lotto_staged_results')
        .addColumn('id', big, id)
        .addColumn('round_id', big, (c) => c.notNull().references('lotto_rounds.id'))
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('payout_total', big, (c) => c.notNull())
        .addColumn('entered_by', 'text', (c) => c.notNull())
        .addColumn('entered_staff_id', big)
        .addColumn('entered_at', big, (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('staged')
            .check(inList('state', ['staged', 'settled', 'replaced'])),
        )
        .addColumn('confirmed_by', 'text')
        .addColumn('confirmed_at', big)
        .execute();
      await s.createIndex('lotto_staged_results_round').on('lotto_staged_results').columns(['round_id', 'state']).execute();
      // The risk grid's count per number of one bet type of a round, read from the index alone.
      await s
        .createIndex('lotto_bill_lines_round')
        .on('lotto_bill_lines')
        .columns(['round_id', 'bet_type', 'number', 'result', 'amount', 'rate_centi'])
        .execute();
      await s.createIndex('lotto_number_stakes_house').on('lotto_number_stakes').columns(['round_id', 'member_id']).execute();
    },
  };
}
