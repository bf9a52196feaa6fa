// Issue 40, item 19: a member's pages show their bank accounts masked, so their HTML (an island's
// props, the first-load data every page carries) and the member's own calls never hold the full
// numbers. Fetched as a logged-in member with a main and a backup account of known numbers, every
// page a member opens and every member call that names an account.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { ROUTES } from '../../src/lib/routes.ts';
import { addBackupAccount, memberWithAccount, newAccountNumber } from './bank-accounts.ts';
import type { Member } from './client.ts';

const masked = (account: string) => `xxx-x-x${account.slice(5, 9)}-x`;

/** The page's HTML as the member's browser gets it (no redirect followed: a login page would prove nothing). */
async function pageHtml(member: Member, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(inject('baseUrl') + path, {
    headers: { cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

describe('no full bank account number leaves the server for a member', () => {
  it('every member page and every member call carries the accounts masked only', async () => {
    const mainAccount = newAccountNumber();
    const backupAccount = newAccountNumber();
    const { member, phone } = await memberWithAccount(mainAccount);
    await addBackupAccount(member, phone, 'KTB', backupAccount);
    // Something on every list: a withdrawal to each account, a deposit waiting.
    const wallets = (await member.send(withdrawals.info)).body.data.wallets;
    const main = wallets.find((wallet) => wallet.wallet_type_id === 1)!.wallet_id;
    for (const account of ['main', 'backup'] as const)
      expect(
        (await member.send(withdrawals.withdraw, { wallet_id: main, amount: 100, account, idempotency_key: randomUUID() })).body.error,
      ).toBe(0);
    const channels = (await member.send(payments.channels)).body.data;
    const channel = (code: string) => channels.find((each) => each.code === code)!;
    const promptpay = channel('promptpay');
    const deposit = await member.send(payments.generateQr, {
      channel_id: promptpay.id,
      sub_channel_id: promptpay.sub_channels[0]!.id,
      amount: 150,
    });
    expect(deposit.body.error, deposit.body.message).toBe(0);

    const paths = [
      ...ROUTES.filter((route) => route.guard !== 'guest' && !route.framed).map((route) => route.path),
      `/member/payment?id=${deposit.body.data.id}`,
    ];
    for (const path of paths) {
      const { status, html } = await pageHtml(member, path);
      if (ROUTES.find((route) => route.path === path)?.guard === 'member') expect(status, path).toBe(200);
      expect(html, path).not.toContain(mainAccount);
      expect(html, path).not.toContain(backupAccount);
    }
    // The pages that show the accounts show them masked (so the member was logged in, and they are there).
    for (const path of ['/member/profile', '/member/withdraw']) {
      const { html } = await pageHtml(member, path);
      expect(html, path).toContain(masked(mainAccount));
      expect(html, path).toContain(masked(backupAccount));
    }

    const calls = [
      await member.send(auth.userInfo),
      await member.send(auth.login, { username: phone, password: 'secret-123' }),
      await member.send(withdrawals.info),
      await member.send(withdrawals.list),
      // The bank channel names the account the member pays from.
      await member.send(payments.info, { channel_id: channel('bank').id }),
      await member.send(payments.qrcodeInfo, { id: deposit.body.data.id }),
      await member.send(payments.deposits),
    ];
    for (const answer of calls) {
      expect(answer.body.error, answer.body.message).toBe(0);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(mainAccount);
      expect(text).not.toContain(backupAccount);
    }
    expect((await member.send(auth.userInfo)).body.data).toMatchObject({
      bank_account_masked: masked(mainAccount),
      sub_bank_code: 'KTB',
      sub_bank_account_masked: masked(backupAccount),
    });
  });
});
