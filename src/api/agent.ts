// Agent calls of SPEC.md section 7. Agent r999 is fixed for this site.
import { z } from 'zod/mini';
import { callOrThrow } from './client.ts';
import {
  agentInfoSchema,
  bankAccountSchema,
  bannerSchema,
  eventSchema,
  notificationSchema,
  trueMoneyAccountSchema,
} from '../contract/agent.ts';
import { AGENT_CODE } from '../contract/site.ts';

export { AGENT_CODE, AGENT_ID } from '../contract/site.ts';

export const getAgentConfig = () => callOrThrow('/api/agent/config', { method: 'POST', data: z.object({ info: agentInfoSchema }) });
export const getAgentBankAccounts = () => callOrThrow('/api/agent/bank_accounts', { method: 'POST', data: z.array(bankAccountSchema) });
export const getAgentTrueMoneyAccounts = () =>
  callOrThrow('/api/agent/true_money_accounts', { method: 'POST', data: z.array(trueMoneyAccountSchema) });
export const getNotifications = () => callOrThrow('/api/notifications', { data: z.array(notificationSchema) });
export const getBanners = () => callOrThrow('/api/banner', { query: { agent_code: AGENT_CODE }, data: z.array(bannerSchema) });
export const getEvents = () => callOrThrow('/api/event/list', { query: { agent_code: AGENT_CODE }, data: z.array(eventSchema) });
export const validateAgentCode = (code: string) =>
  callOrThrow('/api/agent/validate', { query: { code }, data: z.looseObject({ agent_code: z.string() }) });
