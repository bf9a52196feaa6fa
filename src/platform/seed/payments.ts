// The agent's PromptPay account for deposits by QR (bank and TrueMoney accounts come with the
// agent's content in agent.ts). Seed data only: an operator changes the table.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { AGENT } from './agent.ts';

export const promptpayAccounts: SeedStep = {
  name: 'agent promptpay accounts',
  async run(db: Db) {
    await db
      .insertInto('agent_promptpay_accounts')
      .values({ agent_id: AGENT.id, proxy_type: 'MSISDN', proxy_id: '0899999999', account_name: 'บจก. อาร์999 เดโม', sort_order: 1 })
      .execute();
  },
};
