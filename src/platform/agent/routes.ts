// The agent's public content: configuration, deposit accounts, notifications, banners, events.
import * as agent from '../../contract/endpoints/content/agent.ts';
import { ok, type Route, route } from '../http.ts';
import { getSetting } from '../settings.ts';
import { banners, depositBankAccounts, events, notifications, trueMoneyAccounts } from './content.ts';
import { requestedAgent, siteAgent } from './records.ts';

export const agentRoutes: Route[] = [
  route(agent.config, async ({ db }) => {
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
  }),

  route(agent.bankAccounts, async ({ db }) => ok(await depositBankAccounts(db, (await siteAgent(db)).id))),

  route(agent.trueMoneyAccounts, async ({ db }) => ok(await trueMoneyAccounts(db, (await siteAgent(db)).id))),

  route(agent.notifications, async ({ db }) => ok(await notifications(db, (await siteAgent(db)).id))),

  route(agent.banners, async ({ db, query }) => ok(await banners(db, (await requestedAgent(db, query.agent_code)).id))),

  route(agent.events, async ({ db, query }) => ok(await events(db, (await requestedAgent(db, query.agent_code)).id))),

  route(agent.validate, async ({ db, query }) => {
    const agent = await requestedAgent(db, query.code);
    return ok({ agent_code: agent.code, agent_id: agent.id });
  }),
];
