// The agent this site serves (settings 'site.agent_code') and agent lookups.
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';

export interface Agent {
  id: number;
  code: string;
  name: string;
  logo: string;
  line_admin_url: string;
  line_contact_url: string;
}

const agentByCode = prepared(1, (db, code: string) => db.selectFrom('agents').selectAll().where('code', '=', code));

export async function findAgentByCode(db: Db, code: string): Promise<Agent | undefined> {
  return (await agentByCode(db, code))[0];
}

export async function siteAgent(db: Db): Promise<Agent> {
  const code = await getSetting(db, 'site.agent_code');
  const agent = await findAgentByCode(db, code);
  if (!agent) throw new Error(`site agent ${code} is not in the agents table`);
  return agent;
}

/** The agent named by a request (case-insensitive), the site's own when none; AGENT_UNKNOWN else. */
export async function requestedAgent(db: Db, code: string | undefined): Promise<Agent> {
  if (code === undefined) return siteAgent(db);
  return (await findAgentByCode(db, code.trim().toLowerCase())) ?? fail('AGENT_UNKNOWN');
}
