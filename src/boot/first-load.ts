// The first layout load of a visit (SPEC.md section 4): the member validated and the agent
// configuration fetched. The server has done both for this very page (src/middleware.ts), so the
// stores take them from the page (Base.astro's #first-load, a data attribute: no inline script for
// the content security policy to allow) instead of asking the API again: no API client, and no zod,
// in the page's first script.
import type { AgentInfo } from '../contract/content/agent.ts';
import type { UserInfo } from '../contract/account/member.ts';
import { $agentConfig } from '../stores/content/agent.ts';
import { $userInfo } from '../stores/account/user.ts';

export const FIRST_LOAD_ID = 'first-load';

export interface ServerKnown {
  agent: AgentInfo | null;
  member: UserInfo | null;
}

/** What the server rendered the page with; nothing when the page carries none or it is unreadable. */
export function readServerKnown(doc: Document = document): ServerKnown | null {
  const text = doc.getElementById(FIRST_LOAD_ID)?.getAttribute('data-known');
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerKnown;
  } catch {
    return null;
  }
}

export function serverKnownJson(known: ServerKnown): string {
  return JSON.stringify(known);
}

export function firstLoad(doc: Document = document): void {
  const known = readServerKnown(doc);
  if (!known) return;
  if (known.agent) $agentConfig.set(known.agent);
  if (known.member) $userInfo.set(known.member);
}
