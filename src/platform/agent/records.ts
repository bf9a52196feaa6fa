// The agent this site serves (settings 'site.agent_code') and agent lookups.
import type { Selectable } from 'kysely';
import { contextOf, type Db, type DbContext } from '../db/database.ts';
import type { AgentsTable } from '../db/tables/agents.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';

export type Agent = Selectable<AgentsTable>;

const agentByCode = prepared(1, (db, code: string) => db.selectFrom('agents').selectAll().where('code', '=', code));

export async function findAgentByCode(db: Db, code: string): Promise<Agent | undefined> {
  return (await agentByCode(db, code))[0];
}

/** How long a platform keeps the site's agent it read (nearly every call checks it). */
const SITE_AGENT_MS = 1000;
const siteAgents = new WeakMap<DbContext, { readAt: number; agent: Agent }>();

/** The agent this site serves; an operator's change to it (or to site.agent_code) applies within a second. */
export async function siteAgent(db: Db): Promise<Agent> {
  const context = contextOf(db);
  const kept = siteAgents.get(context);
  // The machine's clock, not the platform's: this is how long a copy lives, not a rule of the game.
  if (kept && Date.now() - kept.readAt < SITE_AGENT_MS) return kept.agent;
  const code = await getSetting(db, 'site.agent_code');
  const agent = await findAgentByCode(db, code);
  if (!agent) throw new Error(`site agent ${code} is not in the agents table`);
  siteAgents.set(context, { readAt: Date.now(), agent });
  return agent;
}

/** The agent named by a request (case-insensitive), the site's own when none; AGENT_UNKNOWN else. */
export async function requestedAgent(db: Db, code: string | undefined): Promise<Agent> {
  if (code === undefined) return siteAgent(db);
  return (await findAgentByCode(db, code.trim().toLowerCase())) ?? fail('AGENT_UNKNOWN');
}
