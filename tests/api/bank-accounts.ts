// A member of the API tests with bank account numbers the test knows (the main one registered
// with, the backup one added with the code the SMS outbox holds), for the withdrawal and privacy tests.
import { expect } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { serverRows } from '../support/server-database.ts';
import { Member, birthDate, register, sharedServer, uniquePhone } from './client.ts';

/** A ten-digit account number no other test registers (a bank account belongs to one member). */
export const newAccountNumber = () => String(Math.floor(1e9 + Math.random() * 9e9));

/** Registers (logged in, ฿1,000.00 in the main wallet) with `mainAccount` at SCB. */
export async function memberWithAccount(mainAccount: string): Promise<{ member: Member; phone: string }> {
  const member = new Member();
  const phone = uniquePhone();
  const answer = await register(member, {
    phone,
    password: 'secret-123',
    full_name: 'ทดสอบ บัญชีสำรอง',
    bank_code: 'SCB',
    bank_account: mainAccount,
    birth_date: birthDate(30),
  });
  expect(answer.body.error, answer.body.message).toBe(0);
  return { member, phone };
}

/** Adds the backup account as the profile page does: the code sent to the phone, then the account. */
export async function addBackupAccount(member: Member, phone: string, bankCode: string, account: string): Promise<void> {
  const sent = await member.send(auth.subBankCode);
  expect(sent.body.error, sent.body.message).toBe(0);
  const [newest] = await serverRows<{ body: string }>(
    sharedServer(),
    'SELECT body FROM message_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
    phone,
  );
  const code = /\b(\d{6})\b/.exec(newest!.body)![1]!;
  const saved = await member.send(auth.updateSubBank, { bank_code: bankCode, bank_account: account, code });
  expect(saved.body.error, saved.body.message).toBe(0);
}
