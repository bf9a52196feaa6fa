// Thai banks members and the agent hold accounts at (seed data, operator-editable).
import type { Selectable } from 'kysely';
import * as banks from '../contract/endpoints/money/banks.ts';
import type { Db } from './db/database.ts';
import type { BanksTable } from './db/tables/banks.ts';
import { fail } from './errors.ts';
import { ok, type Route, route } from './http.ts';

export type Bank = Pick<Selectable<BanksTable>, 'code' | 'name' | 'name_en'>;

export function findBank(db: Db, code: string): Promise<Bank | undefined> {
  return db.selectFrom('banks').select(['code', 'name', 'name_en']).where('code', '=', code).where('active', '=', 1).executeTakeFirst();
}

/** The bank for a member's account, or the BANK_UNKNOWN refusal. */
export async function requireBank(db: Db, code: string): Promise<Bank> {
  return (await findBank(db, code)) ?? fail('BANK_UNKNOWN');
}

export const bankRoutes: Route[] = [
  // Not in the spec's call list: the register and profile forms need the bank choices.
  route(banks.list, async ({ db }) =>
    ok(
      await db
        .selectFrom('banks')
        .select(['code as bank_code', 'name as bank_name', 'name_en as bank_name_en'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('code')
        .execute(),
    ),
  ),
];
