// Thai banks members and the agent hold accounts at (seed data, operator-editable).
import type { DatabaseSync } from 'node:sqlite';
import { all, one } from './db/database.ts';
import { fail } from './errors.ts';
import { defineRoute, ok, type Route } from './http.ts';

export interface Bank {
  code: string;
  name: string;
  name_en: string;
}

export function findBank(db: DatabaseSync, code: string): Bank | undefined {
  return one<Bank>(db, 'SELECT code, name, name_en FROM banks WHERE code = ? AND active = 1', code);
}

/** The bank for a member's account, or the BANK_UNKNOWN refusal. */
export function requireBank(db: DatabaseSync, code: string): Bank {
  return findBank(db, code) ?? fail('BANK_UNKNOWN');
}

export const bankRoutes: Route[] = [
  // Not in the spec's call list: the register and profile forms need the bank choices.
  defineRoute({
    method: 'GET',
    path: '/api/banks',
    auth: false,
    handle: ({ db }) =>
      ok(
        all<{ bank_code: string; bank_name: string; bank_name_en: string }>(
          db,
          `SELECT code AS bank_code, name AS bank_name, name_en AS bank_name_en
           FROM banks WHERE active = 1 ORDER BY sort_order, code`,
        ),
      ),
  }),
];
