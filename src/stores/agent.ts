// Agent state (SPEC.md section 3). Agent calls log a failure and leave the state as it was. The
// agent calls load with the first one made (not with the page: the API client carries zod).
import { atom } from 'nanostores';
import { AGENT_CODE } from '../api/agent-code.ts';
import type { AgentBankAccount, AgentEvent, AgentInfo, AgentNotification, AgentTrueMoneyAccount, Banner } from '../api/schemas.ts';

export const $agentCode = atom<string>(AGENT_CODE);
export const $agentConfig = atom<AgentInfo | null>(null);
export const $agentBanks = atom<AgentBankAccount[]>([]);
export const $agentTrueMoney = atom<AgentTrueMoneyAccount[]>([]);
export const $notifications = atom<AgentNotification[]>([]);
export const $banners = atom<Banner[]>([]);
export const $events = atom<AgentEvent[]>([]);

async function quietly<T>(load: () => Promise<T>, keep: (value: T) => void): Promise<void> {
  try {
    keep(await load());
  } catch (error) {
    console.warn('[agent]', error instanceof Error ? error.message : error);
  }
}

const agentApi = () => import('../api/agent.ts');

export const loadAgentConfig = () =>
  quietly(
    async () => (await agentApi()).getAgentConfig(),
    (config) => $agentConfig.set(config.info),
  );

/** Validating an agent code stores it when the answer's error is 0 (SPEC.md section 4). */
export async function validateAgentCode(code: string): Promise<boolean> {
  try {
    const agent = await (await agentApi()).validateAgentCode(code);
    $agentCode.set(agent.agent_code);
    return true;
  } catch {
    return false;
  }
}

/** Type 1 notifications are the important announcements the modal pages through. */
export function importantAnnouncements(list: AgentNotification[]): AgentNotification[] {
  return list.filter((item) => item.type === 1);
}
