// The agent's public content: configuration, deposit accounts, notifications, banners, events.
import { agentContentRequest, agentValidateRequest } from '../../contract/agent-requests.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { getSetting } from '../settings.ts';
import { banners, depositBankAccounts, events, notifications, trueMoneyAccounts } from './content.ts';
import { requestedAgent, siteAgent } from './records.ts';

export const agentRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/agent/config',
    auth: false,
    async handle({ db }) {
      const agent = await siteAgent(db);
      return ok({
        info: {
          agent_code: agent.code,
          agent_id: agent.id,
          name: agent.name,
          agent_logo: agent.logo,
          line_admin_url: agent.line_admin_url,
          line_contact_url: agent.line_contact_url,
          min_age_years: await getSetting(db, 'member.min_age_years'),
          real_money: (await getSetting(db, 'site.real_money')) === 1,
        },
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/bank_accounts',
    auth: false,
    handle: async ({ db }) => ok(await depositBankAccounts(db, (await siteAgent(db)).id)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/true_money_accounts',
    auth: false,
    handle: async ({ db }) => ok(await trueMoneyAccounts(db, (await siteAgent(db)).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: false,
    handle: async ({ db }) => ok(await notifications(db, (await siteAgent(db)).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/banner',
    auth: false,
    query: agentContentRequest,
    handle: async ({ db, query }) => ok(await banners(db, (await requestedAgent(db, query.agent_code)).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/event/list',
    auth: false,
    query: agentContentRequest,
    handle: async ({ db, query }) => ok(await events(db, (await requestedAgent(db, query.agent_code)).id)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/agent/validate',
    auth: false,
    query: agentValidateRequest,
    async handle({ db, query }) {
      const agent = await requestedAgent(db, query.code);
      return ok({ agent_code: agent.code, agent_id: agent.id });
    },
  }),
];
