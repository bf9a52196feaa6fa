// Agent state (SPEC.md section 3): the configuration, announcements and events the server rendered
// the page with (boot/first-load.ts seeds them).
import { atom } from 'nanostores';
import type { AgentEvent, AgentInfo, AgentNotification } from '../../contract/content/agent.ts';

export const $agentConfig = atom<AgentInfo | null>(null);
export const $events = atom<AgentEvent[]>([]);

/** Type 1 notifications are the important announcements the modal pages through. */
export function importantAnnouncements(list: AgentNotification[]): AgentNotification[] {
  return list.filter((item) => item.type === 1);
}
