// Agent content that layouts render on the server: configuration, announcements, events and
// banners. It is public and the same for every visitor, so it is kept for a short while instead
// of asking the platform again on every page (in proxy mode that is a network call each).
import type { AnswerOf, Endpoint } from '../contract/endpoint.ts';
import * as agent from '../contract/endpoints/content/agent.ts';
import { AGENT_CODE } from '../contract/content/site.ts';
import { load } from './page-load.ts';

const KEEP_MS = 30_000;
const kept = new Map<string, { at: number; value: unknown }>();
/** How many times it was forgotten: an answer asked for before a forget is not kept after it. */
let forgets = 0;

async function agentContent<E extends Endpoint, T>(endpoint: E, fallback: T, query?: Record<string, string>): Promise<AnswerOf<E> | T> {
  const key = `${endpoint.method} ${endpoint.path} ${JSON.stringify(query ?? {})}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.value as AnswerOf<E>;
  const asked = forgets;
  const { data } = await load(endpoint, { query });
  if (data === null) return hit ? (hit.value as AnswerOf<E>) : fallback; // a failed call keeps serving the last good answer
  // Forgotten while it was on its way (a change on another node): it may be from before the
  // change, so it serves this page but is not kept for the next ones.
  if (forgets === asked) kept.set(key, { at: Date.now(), value: data });
  return data;
}

/** Drops what is kept (the content desk changed banners, announcements or events). */
export function forgetAgentContent(): void {
  kept.clear();
  forgets++;
}

export const loadAgentInfo = () => agentContent(agent.config, null);
export const loadNotifications = () => agentContent(agent.notifications, []);
export const loadEvents = () => agentContent(agent.events, [], { agent_code: AGENT_CODE });
export const loadBanners = () => agentContent(agent.banners, [], { agent_code: AGENT_CODE });
