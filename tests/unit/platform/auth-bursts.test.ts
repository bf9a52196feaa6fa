// Many sign-ups at once (a promotion's launch): every phone code and registration goes through on
// both engines, none is answered "busy", and the per-phone and per-address limits stay exact when
// their requests arrive together.
import { afterEach, describe, expect, it } from 'vitest';
import { transactionRetries } from '../../../src/platform/db/database.ts';
import { outboxMessages } from '../../../src/platform/messages/outbox.ts';
import { registration, testPlatform, type TestPlatform } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const BURST = 24;

async function codeFor(phone: string): Promise<string> {
  const [newest] = await outboxMessages(t.db, phone);
  return /\b(\d{6})\b/.exec(newest!.body)![1]!;
}

describe('sign-ups at once', () => {
  it(`${BURST} phone codes, then ${BURST} registrations, all at once: each goes through with its welcome credit once`, async () => {
    t = await testPlatform();
    const forms = Array.from({ length: BURST }, () => registration());
    const retriesBefore = transactionRetries();
    const sent = await Promise.all(forms.map((form, i) => t.sendFrom(`10.40.0.${i + 1}`, auth.registerPhoneCode, { phone: form.phone })));
    expect(sent.map((answer) => answer.message)).toEqual(forms.map(() => 'ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว'));
    const codes = await Promise.all(forms.map((form) => codeFor(form.phone)));
    const registered = await Promise.all(forms.map((form, i) => t.send(auth.register, { ...form, phone_code: codes[i] } as never)));
    expect(registered.map((answer) => answer.message)).toEqual(forms.map(() => 'สมัครสมาชิกสำเร็จ'));
    const credits = await t.rows<{ n: number }>(
      "SELECT COUNT(*) AS n FROM ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id WHERE l.type = 'welcome_credit' AND m.phone IN (" +
        forms.map(() => '?').join(', ') +
        ')',
      ...forms.map((form) => form.phone),
    );
    expect(Number(credits[0]!.n)).toBe(BURST);
    // None waited to be run again: SERIALIZABLE ran them again 107 times on PostgreSQL, up to "busy".
    expect(transactionRetries() - retriesBefore).toBe(0);
  });

  it('one address asking for 16 phones at once gets exactly its 10 codes; one phone asked 6 times at once gets 1', async () => {
    t = await testPlatform();
    const phones = Array.from({ length: 16 }, () => registration().phone);
    const fromOne = await Promise.all(phones.map((phone) => t.sendFrom('10.41.0.1', auth.registerPhoneCode, { phone })));
    expect(fromOne.filter((answer) => answer.error === 0)).toHaveLength(10);
    expect(new Set(fromOne.filter((answer) => answer.error !== 0).map((answer) => answer.error)).size).toBe(1);

    const phone = registration().phone;
    const samePhone = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.sendFrom(`10.42.0.${i + 1}`, auth.registerPhoneCode, { phone })),
    );
    expect(samePhone.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(samePhone.filter((answer) => answer.error !== 0).every((answer) => /รอ|วินาที/.test(answer.message))).toBe(true);
  });
});
