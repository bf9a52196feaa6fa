import type { DatabaseSync } from 'node:sqlite';
import { run } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { BANKS } from '../../contract/banks.ts';

export const WALLET_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'เครดิตหลัก' },
  { id: 2, name: 'เครดิตโบนัส' },
  { id: 3, name: 'เครดิตฟรี' },
];

export const referenceData: SeedStep = {
  name: 'banks and wallet types',
  run(db: DatabaseSync) {
    BANKS.forEach((bank, index) =>
      run(db, 'INSERT INTO banks (code, name, name_en, sort_order) VALUES (?, ?, ?, ?)', bank.code, bank.name, bank.name_en, index + 1),
    );
    for (const type of WALLET_TYPES) run(db, 'INSERT INTO wallet_types (id, name) VALUES (?, ?)', type.id, type.name);
  },
};
