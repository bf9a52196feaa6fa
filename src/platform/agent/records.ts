// The agent this site serves (settings 'site.agent_code') and agent lookups.
import type { DatabaseSync } from 'node:sqlite';
import { one } from '../db/database.ts';
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

export function findAgentByCode(db: DatabaseSync, code: string): Agent | undefined {
  return one<Agent>(db, 'SELECT * FROM agents WHERE code = ?', code);
}

export function siteAgent(db: DatabaseSync): Agent {
  const code = getSetting(db, 'site.agent_code');
  const agent = findAgentByCode(db, code);
  if (!agent) throw new Error(`site agent ${code} is not in the agents table`);
  return agent;
}

/** The agent named by a request (case-insensitive), the site's own when none; AGENT_UNKNOWN else. */
export function requestedAgent(db: DatabaseSync, code: string | undefined): Agent {
  if (code === undefined) return siteAgent(db);
  return findAgentByCode(db, code.trim().toLowerCase()) ?? fail('AGENT_UNKNOWN');
}
