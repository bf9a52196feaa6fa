// Agent content that layouts render on the server: configuration, announcements, events and
// banners. It is public and the same for every visitor, so it is kept for a short while instead
// of asking the platform again on every page (in proxy mode that is a network call each).
import type { AgentEvent, AgentNotification, Banner } from '../contract/agent.ts';
import { AGENT_CODE } from '../contract/site.ts';
import { serverApi, type ApiCall } from './gateway.ts';

const KEEP_MS = 30_000;
const kept = new Map<string, { at: number; value: unknown }>();

async function agentContent<T>(call: ApiCall, fallback: T): Promise<T> {
  const key = `${call.method} ${call.path}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.value as T;
  const answer = await serverApi<T>(call);
  if (!answer) return hit ? (hit.value as T) : fallback; // a failed call keeps serving the last good answer
  kept.set(key, { at: Date.now(), value: answer.data });
  return answer.data;
}

export const loadAgentInfo = () =>
  agentContent<{ info: App.AgentInfo } | null>({ method: 'POST', path: '/api/agent/config', body: '{}' }, null);
export const loadNotifications = () => agentContent<AgentNotification[]>({ method: 'GET', path: '/api/notifications' }, []);
export const loadEvents = () => agentContent<AgentEvent[]>({ method: 'GET', path: `/api/event/list?agent_code=${AGENT_CODE}` }, []);
export const loadBanners = () => agentContent<Banner[]>({ method: 'GET', path: `/api/banner?agent_code=${AGENT_CODE}` }, []);
