// The agent's public content: configuration, deposit accounts, notifications, banners, events.
import { agentContentRequest, agentValidateRequest } from '../../contract/agent-requests.ts';
import { requestedAgent, siteAgent } from './records.ts';
import { all } from '../db/database.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { getSetting } from '../settings.ts';

interface WordsRow {
  subtitle: string;
  show_text: number;
}

/** Banners and events: show_text as a boolean (the site writes title and subtitle over the image), no empty subtitle. */
function withWords<T extends WordsRow>(row: T): Omit<T, 'show_text' | 'subtitle'> & { subtitle: string | null; show_text: boolean } {
  return { ...row, subtitle: row.subtitle || null, show_text: row.show_text === 1 };
}

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
          min_age_years: getSetting(db, 'member.min_age_years'),
        },
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/bank_accounts',
    auth: false,
    handle: ({ db }) =>
      ok(
        all(
          db,
          `SELECT a.id, a.bank_code, b.name AS bank_name, a.account_no, a.account_name
           FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
           WHERE a.agent_id = ? AND a.active = 1 ORDER BY a.sort_order, a.id`,
          siteAgent(db).id,
        ),
      ),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agent/true_money_accounts',
    auth: false,
    handle: ({ db }) =>
      ok(
        all(
          db,
          `SELECT id, phone, account_name FROM agent_true_money_accounts
           WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
          siteAgent(db).id,
        ),
      ),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: false,
    handle: ({ db }) =>
      ok(
        all(
          db,
          `SELECT id, type, image, title, description FROM notifications
           WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
          siteAgent(db).id,
        ),
      ),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/banner',
    auth: false,
    query: agentContentRequest,
    handle: ({ db, query }) =>
      ok(
        all<WordsRow>(
          db,
          `SELECT id, image, title, subtitle, show_text, link FROM banners
           WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
          requestedAgent(db, query.agent_code).id,
        ).map(withWords),
      ),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/event/list',
    auth: false,
    query: agentContentRequest,
    handle: ({ db, query }) =>
      ok(
        all<WordsRow>(
          db,
          `SELECT id, image, title, subtitle, show_text FROM events
           WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
          requestedAgent(db, query.agent_code).id,
        ).map(withWords),
      ),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/agent/validate',
    auth: false,
    query: agentValidateRequest,
    handle({ db, query }) {
      const agent = requestedAgent(db, query.code);
      return ok({ agent_code: agent.code, agent_id: agent.id });
    },
  }),
];
