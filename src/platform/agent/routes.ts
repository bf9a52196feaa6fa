// The agent calls: its configuration and public content (deposit accounts, notifications, banners,
// events), and whether an agent code is known.
import { z } from 'zod';
import { defineRoute, ok, type Route } from '../http.ts';
import { agentBankAccounts, agentBanners, agentEvents, agentNotifications, agentTrueMoneyAccounts } from './content.ts';
import { requestedAgent, siteAgent } from './records.ts';

const agentCodeQuery = z
  .string({ error: (issue) => (issue.input === undefined ? 'กรุณาระบุรหัสเอเย่นต์' : 'รหัสเอเย่นต์ไม่ถูกต้อง') })
  .trim()
  .min(1, { error: 'กรุณาระบุรหัสเอเย่นต์' })
  .max(32, { error: 'รหัสเอเย่นต์ไม่ถูกต้อง' });

export const agentRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/agent/config',
    auth: false,
    handle({ db }) {
      const agent = siteAgent(db);
      return ok({
        info: {
          agent_code: agent.code,
          agent_id: agent.id,
          name: agent.name,
          agent_logo: agent.logo,
          line_admin_url: agent.line_admin_url,
          line_contact_url: agent.line_contact_url,
        },
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/bank_accounts',
    auth: false,
    handle: ({ db }) => ok(agentBankAccounts(db, siteAgent(db).id)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/true_money_accounts',
    auth: false,
    handle: ({ db }) => ok(agentTrueMoneyAccounts(db, siteAgent(db).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: false,
    handle: ({ db }) => ok(agentNotifications(db, siteAgent(db).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/banner',
    auth: false,
    query: z.object({ agent_code: agentCodeQuery.optional() }),
    handle: ({ db, query }) => ok(agentBanners(db, requestedAgent(db, query.agent_code).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/event/list',
    auth: false,
    query: z.object({ agent_code: agentCodeQuery.optional() }),
    handle: ({ db, query }) => ok(agentEvents(db, requestedAgent(db, query.agent_code).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/agent/validate',
    auth: false,
    query: z.object({ code: agentCodeQuery }),
    handle({ db, query }) {
      const agent = requestedAgent(db, query.code);
      return ok({ agent_code: agent.code, agent_id: agent.id });
    },
  }),
];
