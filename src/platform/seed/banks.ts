import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { BANKS } from '../../contract/money/banks.ts';

export const WALLET_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'เครดิตหลัก' },
  { id: 2, name: 'เครดิตโบนัส' },
  { id: 3, name: 'เครดิตฟรี' },
];

export const referenceData: SeedStep = {
  name: 'banks and wallet types',
  async run(db: Db) {
    await db
      .insertInto('banks')
      .values(BANKS.map((bank, index) => ({ code: bank.code, name: bank.name, name_en: bank.name_en, sort_order: index + 1 })))
      .execute();
    await db.insertInto('wallet_types').values(WALLET_TYPES).execute();
  },
};
