// Member records and the user info every auth answer carries.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Selectable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { one, run } from '../db/database.ts';
import type { MembersTable } from '../db/schema.ts';

/** A member row as stored (the table's shape is in db/schema.ts). */
export type Member = Selectable<MembersTable>;

export interface UserInfo {
  id: number;
  phone: string;
  full_name: string;
  bank_code: string;
  bank_name: string;
  bank_account: string;
  sub_bank_code: string | null;
  sub_bank_name: string | null;
  sub_bank_account: string | null;
  ref_code: string;
  birth_date: string;
  agent_code: string;
  created_at: string;
}

export function findMemberByPhone(db: DatabaseSync, phone: string): Member | undefined {
  return one<Member>(db, 'SELECT * FROM members WHERE phone = ?', phone);
}

export function findMemberById(db: DatabaseSync, id: number): Member | undefined {
  return one<Member>(db, 'SELECT * FROM members WHERE id = ?', id);
}

export function findMemberByRefCode(db: DatabaseSync, refCode: string): Member | undefined {
  return one<Member>(db, 'SELECT * FROM members WHERE ref_code = ?', refCode);
}

/** The member who holds a bank account, as main or sub account (one member per account). */
export function bankAccountOwner(db: DatabaseSync, bankCode: string, bankAccount: string): number | undefined {
  return one<{ member_id: number }>(
    db,
    'SELECT member_id FROM bank_account_owners WHERE bank_code = ? AND bank_account = ?',
    bankCode,
    bankAccount,
  )?.member_id;
}

/** A new password hash (change or reset); the caller revokes the sessions it must. */
export function setPasswordHash(db: DatabaseSync, memberId: number, passwordHash: string): void {
  run(db, 'UPDATE members SET password_hash = ? WHERE id = ?', passwordHash, memberId);
}

/** The backup bank account; the caller has checked that no other member holds it. */
export function setSubBankAccount(db: DatabaseSync, memberId: number, bankCode: string, bankAccount: string): void {
  run(db, 'UPDATE members SET sub_bank_code = ?, sub_bank_account = ? WHERE id = ?', bankCode, bankAccount, memberId);
}

export function userInfo(db: DatabaseSync, memberId: number): UserInfo {
  const row = one<Omit<UserInfo, 'created_at'> & { created_at: number }>(
    db,
    `SELECT m.id, m.phone, m.full_name, m.bank_code, b.name AS bank_name, m.bank_account,
            m.sub_bank_code, sb.name AS sub_bank_name, m.sub_bank_account,
            m.ref_code, m.birth_date, a.code AS agent_code, m.created_at
     FROM members m
     JOIN agents a ON a.id = m.agent_id
     JOIN banks b ON b.code = m.bank_code
     LEFT JOIN banks sb ON sb.code = m.sub_bank_code
     WHERE m.id = ?`,
    memberId,
  );
  if (!row) throw new Error(`member ${memberId} not found`);
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

// No 0/O or 1/I/L: members read their code aloud to friends.
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 8;

export function newRefCode(db: DatabaseSync): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < REF_LENGTH; i++) code += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
    if (!findMemberByRefCode(db, code)) return code;
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

export function insertMember(db: DatabaseSync, member: NewMember): number {
  return run(
    db,
    `INSERT INTO members (agent_id, phone, password_hash, full_name, bank_code, bank_account,
                          birth_date, ref_code, referrer_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    member.agentId,
    member.phone,
    member.passwordHash,
    member.fullName,
    member.bankCode,
    member.bankAccount,
    member.birthDate,
    member.refCode ?? newRefCode(db),
    member.referrerId ?? null,
    nowMs(db),
  ).lastId;
}
