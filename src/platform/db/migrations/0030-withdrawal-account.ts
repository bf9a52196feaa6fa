// The backup bank account is a withdrawal destination (issue 40): the member picks the main or the
// backup account, and the request keeps which one beside the bank and number it copied then, so
// the cashier pays the account asked for even if the backup is changed later. The requests already
// there all went to the main account.
// Never edit this once shipped: later changes are new migrations after it.
import type { Migration } from 'kysely/migration';
import { inList } from './columns.ts';

const WITHDRAWAL_ACCOUNTS = ['main', 'backup'] as const;

export function withdrawalAccount(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('withdrawals')
        .addColumn('account', 'text', (c) => c.notNull().defaultTo('main').check(inList('account', WITHDRAWAL_ACCOUNTS)))
        .execute();
    },
  };
}
