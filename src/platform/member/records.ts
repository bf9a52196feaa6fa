// Member records and the user info every auth answer carries.
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { maskBankAccount } from '../../rules/money/bank-account.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { MembersTable } from '../db/tables/members.ts';

/** A member row as stored (the table's shape is in db/tables/members.ts). */
export type Member = Selectable<MembersTable>;

/**
 * The member as every member-facing answer carries them (and so every page's HTML): the bank
 * accounts only masked, as they are shown; the full numbers stay on the server and the staff desks.
 */
export interface UserInfo {
  id: number;
  phone: string;
  full_name: string;
  bank_code: string;
  bank_name: string;
  bank_account_masked: string;
  sub_bank_code: string | null;
  sub_bank_name: string | null;
  sub_bank_account_masked: string | null;
  ref_code: string;
  birth_date: string;
  agent_code: string;
  created_at: string;
}

export function findMemberByPhone(db: Db, phone: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findMemberById(db: Db, id: number): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByRefCode(db: Db, refCode: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('ref_code', '=', refCode).executeTakeFirst();
}

/** The member who holds a bank account, as main or sub account (one member per account). */
export async function bankAccountOwner(db: Db, bankCode: string, bankAccount: string): Promise<number | undefined> {
  const owner = await db
    .selectFrom('bank_account_owners')
    .select('member_id')
    .where('bank_code', '=', bankCode)
    .where('bank_account', '=', bankAccount)
    .executeTakeFirst();
  return owner?.member_id;
}

/** A new password hash (change or reset); the caller revokes the sessions it must. */
export async function setPasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

/** The backup bank account; the caller has checked that no other member holds it. */
export async function setSubBankAccount(db: Db, memberId: number, bankCode: string, bankAccount: string): Promise<void> {
  await db.updateTable('members').set({ sub_bank_code: bankCode, sub_bank_account: bankAccount }).where('id', '=', memberId).execute();
}

export async function userInfo(db: Db, memberId: number): Promise<UserInfo> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('agents as a', 'a.id', 'm.agent_id')
    .innerJoin('banks as b', 'b.code', 'm.bank_code')
    .leftJoin('banks as sb', 'sb.code', 'm.sub_bank_code')
    .select([
      'm.id',
      'm.phone',
      'm.full_name',
      'm.bank_code',
      'b.name as bank_name',
      'm.bank_account',
      'm.sub_bank_code',
      'sb.name as sub_bank_name',
      'm.sub_bank_account',
      'm.ref_code',
      'm.birth_date',
      'a.code as agent_code',
      'm.created_at',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new Error(`member ${memberId} not found`);
  const { bank_account, sub_bank_account, ...rest } = row;
  return {
    ...rest,
    bank_account_masked: maskBankAccount(bank_account),
    sub_bank_account_masked: sub_bank_account === null ? null : maskBankAccount(sub_bank_account),
    created_at: new Date(row.created_at).toISOString(),
  };
}

// No 0/O or 1/I/L: members read their code aloud to friends.
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 8;

export async function newRefCode(db: Db): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < REF_LENGTH; i++) code += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
    if (!(await findMemberByRefCode(db, code))) return code;
  }
}

export interface NewMember {
  agentId: number;
  phone: string;
  passwordHash: string;
  fullName: string;
  bankCode: string;
  bankAccount: string;
  birthDate: string;
  refCode?: string;
  referrerId?: number | null;
}

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const { id } = await db
    .insertInto('members')
    .values({
      agent_id: member.agentId,
      phone: member.phone,
      password_hash: member.passwordHash,
      full_name: member.fullName,
      bank_code: member.bankCode,
      bank_account: member.bankAccount,
      birth_date: member.birthDate,
      ref_code: member.refCode ?? (await newRefCode(db)),
      referrer_id: member.referrerId ?? null,
      created_at: nowMs(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
