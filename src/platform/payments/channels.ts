// The deposit channels and the agent's accounts behind each: bank transfer to one of the agent's
// bank accounts, TrueMoney Wallet to its TrueMoney numbers, PromptPay QR to its PromptPay ids.
// A channel is offered while it has an active account.
import { PAYMENT_CHANNELS, type PaymentChannel, type PaymentChannelCode, type SubChannel } from '../../contract/money/payments.ts';
import { channelIdOf } from '../../rules/money/payment-channels.ts';
import { siteAgent } from '../agent/index.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { toBaht, toSatang } from '../money/index.ts';
import { getSetting } from '../settings.ts';

export const CHANNEL_NAMES: Record<PaymentChannelCode, string> = {
  bank: 'โอนผ่านบัญชีธนาคาร',
  truemoney: 'TrueMoney Wallet',
  promptpay: 'พร้อมเพย์ (สแกน QR)',
};

/** An account money goes to, with what the QR payload needs. */
export interface Account extends SubChannel {
  promptpay: { type: 'MSISDN' | 'NATID'; id: string } | null;
}

/** The channel's accounts, active ones only unless `all` (an older deposit shows its account even when closed since). */
async function accountsOf(db: Db, agentId: number, channel: PaymentChannelCode, all = false): Promise<Account[]> {
  if (channel === 'bank') {
    const rows = await db
      .selectFrom('agent_bank_accounts as a')
      .innerJoin('banks as b', 'b.code', 'a.bank_code')
      .select(['a.id', 'a.bank_code', 'b.name', 'a.account_no', 'a.account_name'])
      .where('a.agent_id', '=', agentId)
      .$if(!all, (query) => query.where('a.active', '=', 1))
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({ ...row, promptpay: null }));
  }
  if (channel === 'truemoney') {
    const rows = await db
      .selectFrom('agent_true_money_accounts')
      .select(['id', 'phone', 'account_name'])
      .where('agent_id', '=', agentId)
      .$if(!all, (query) => query.where('active', '=', 1))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: 'TrueMoney Wallet',
      bank_code: null,
      account_no: row.phone,
      account_name: row.account_name,
      promptpay: null,
    }));
  }
  const rows = await db
    .selectFrom('agent_promptpay_accounts')
    .select(['id', 'proxy_type', 'proxy_id', 'account_name'])
    .where('agent_id', '=', agentId)
    .$if(!all, (query) => query.where('active', '=', 1))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: 'พร้อมเพย์',
    bank_code: null,
    account_no: row.proxy_id,
    account_name: row.account_name,
    promptpay: { type: row.proxy_type, id: row.proxy_id },
  }));
}

/** An account as the member sees it. */
export const subChannelOf = ({ promptpay: _promptpay, ...account }: Account): SubChannel => account;

export async function depositLimits(db: Db): Promise<{ min: number; max: number }> {
  return { min: toSatang(await getSetting(db, 'deposits.min_baht')), max: toSatang(await getSetting(db, 'deposits.max_baht')) };
}

async function channelView(db: Db, code: PaymentChannelCode, accounts: Account[]): Promise<PaymentChannel> {
  const { min, max } = await depositLimits(db);
  return {
    id: channelIdOf(code),
    code,
    name: CHANNEL_NAMES[code],
    min: toBaht(min),
    max: toBaht(max),
    qr: code !== 'bank',
    sub_channels: accounts.map(subChannelOf),
  };
}

/** The channels with at least one active account, in the contract's order. */
export async function paymentChannels(db: Db): Promise<PaymentChannel[]> {
  const agent = await siteAgent(db);
  const channels: PaymentChannel[] = [];
  for (const code of PAYMENT_CHANNELS) {
    const accounts = await accountsOf(db, agent.id, code);
    if (accounts.length) channels.push(await channelView(db, code, accounts));
  }
  return channels;
}

/** One offered channel, or 2501. */
export async function paymentChannel(db: Db, code: PaymentChannelCode | undefined): Promise<PaymentChannel> {
  if (!code) fail('DEPOSIT_CHANNEL_NOT_FOUND');
  const accounts = await accountsOf(db, (await siteAgent(db)).id, code);
  if (!accounts.length) fail('DEPOSIT_CHANNEL_NOT_FOUND');
  return channelView(db, code, accounts);
}

/** An active account of the channel, or 2502. */
export async function depositAccount(db: Db, code: PaymentChannelCode, subChannelId: number): Promise<Account> {
  const accounts = await accountsOf(db, (await siteAgent(db)).id, code);
  return accounts.find((account) => account.id === subChannelId) ?? fail('DEPOSIT_ACCOUNT_NOT_FOUND');
}

/** An account as it was, active or not: what an older deposit shows. */
export async function anyAccount(db: Db, code: PaymentChannelCode, subChannelId: number): Promise<Account> {
  const accounts = await accountsOf(db, (await siteAgent(db)).id, code, true);
  return accounts.find((account) => account.id === subChannelId) ?? fail('DEPOSIT_ACCOUNT_NOT_FOUND');
}
