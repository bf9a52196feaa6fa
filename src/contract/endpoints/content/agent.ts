// The agent's public calls of SPEC.md section 7 (configuration, deposit accounts, announcements,
// banners, events) declared once (contract/endpoint.ts). None needs a session.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { agentContentRequest, agentValidateRequest } from '../../content/agent-requests.ts';
import { agentInfoSchema, bannerSchema, eventSchema, notificationSchema } from '../../content/agent.ts';

export const config = endpoint({
  method: 'POST',
  path: '/api/agent/config',
  auth: false,
  answer: z.object({ info: agentInfoSchema }),
  refusals: [],
});
/** The accounts a member may transfer a deposit to (nothing of them is read by the site yet). */
export const bankAccounts = endpoint({
  method: 'POST',
  path: '/api/agent/bank_accounts',
  auth: false,
  answer: z.array(
    z.object({ id: z.number(), bank_code: z.string(), bank_name: z.string(), account_no: z.string(), account_name: z.string() }),
  ),
  refusals: [],
});
export const trueMoneyAccounts = endpoint({
  method: 'POST',
  path: '/api/agent/true_money_accounts',
  auth: false,
  answer: z.array(z.object({ id: z.number(), phone: z.string(), account_name: z.string() })),
  refusals: [],
});
export const notifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  auth: false,
  answer: z.array(notificationSchema),
  refusals: [],
});
export const banners = endpoint({
  method: 'GET',
  path: '/api/banner',
  auth: false,
  query: agentContentRequest,
  answer: z.array(bannerSchema),
  refusals: ['AGENT_UNKNOWN'],
});
export const events = endpoint({
  method: 'GET',
  path: '/api/event/list',
  auth: false,
  query: agentContentRequest,
  answer: z.array(eventSchema),
  refusals: ['AGENT_UNKNOWN'],
});
export const validate = endpoint({
  method: 'GET',
  path: '/api/agent/validate',
  auth: false,
  query: agentValidateRequest,
  answer: z.object({ agent_code: z.string(), agent_id: z.number() }),
  refusals: ['AGENT_UNKNOWN'],
});
