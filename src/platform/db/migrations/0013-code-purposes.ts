// One-time codes by text message serve more than the password reset (issue 22: changing the backup
// bank account, a withdrawal destination, needs one too). Each code says what it is for, so a code
// sent for one purpose never opens the other; the codes already there were all resets.
// Never edit this once shipped: later changes are new migrations after it.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

export function codePurposes(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('password_reset_codes')
        .addColumn('purpose', 'text', (c) =>
          c
            .notNull()
            .defaultTo('password_reset')
            .check(sql`purpose IN ('password_reset', 'sub_bank_account')`),
        )
        .execute();
    },
  };
}
