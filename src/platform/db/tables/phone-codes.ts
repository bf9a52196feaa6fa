// From 0019: the member's inbox, and the codes that confirm a new member's phone
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'phone_codes';

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  salt: string;
  /** Salted HMAC of the code */
  code_hash: string;
  created_at: number;
  expires_at: number;
  tries: Generated<number>;
  closed_at: number | null;
}

export const columns = {
  id: 'integer generated',
  phone: 'text required',
  salt: 'text required',
  code_hash: 'text required',
  created_at: 'integer required',
  expires_at: 'integer required',
  tries: 'integer generated',
  closed_at: 'integer nullable',
} satisfies Columns<PhoneCodesTable>;

export type PartialDB = { [tableName]: PhoneCodesTable };
