// Poll state (SPEC.md section 3): the poll's config, choices and metadata, the member's quota and
// when it was last read, and the live stats. The page seeds it from the server's render; while a
// page shows an open poll, the stats are fetched again every 5 s (visible tab only).
import { atom, onMount } from 'nanostores';
import { pollQuota, pollStats, submitVote } from '../../api/community/polls.ts';
import type { PollConfig, PollQuota, PollStats } from '../../contract/community/polls.ts';
import { pollWhileVisible } from '../visible-polling.ts';

const STATS_MS = 5_000;

export interface PollState {
  config: PollConfig['config'];
  choices: PollConfig['choices'];
  metadata: PollConfig['metadata'];
  /** null for a visitor */
  quota: PollQuota | null;
  /** When the quota was last read (ms), null before */
  last_updated_quota: number | null;
  stats: PollStats;
}

export const $poll = atom<PollState | null>(null);

export function showPoll(poll: PollConfig, stats: PollStats, quota: PollQuota | null): void {
  $poll.set({ ...poll, quota, last_updated_quota: quota ? Date.now() : null, stats });
}

function update(patch: Partial<PollState>): void {
  const poll = $poll.get();
  if (poll) $poll.set({ ...poll, ...patch });
}

export async function reloadStats(): Promise<void> {
  const poll = $poll.get();
  if (poll) update({ stats: await pollStats(poll.config.id) });
}

/** One vote; the stats and the quota come back with the answer. A refusal rejects with its Thai message. */
export async function vote(choiceId: number): Promise<void> {
  const poll = $poll.get();
  if (!poll) return;
  try {
    const { stats, quota } = await submitVote(poll.config.id, choiceId);
    update({ stats, quota, last_updated_quota: Date.now() });
  } catch (error) {
    // The quota may have moved elsewhere (another tab, midnight): read it again, then tell why.
    if (poll.quota) update({ quota: await pollQuota(poll.config.id).catch(() => poll.quota), last_updated_quota: Date.now() });
    throw error;
  }
}

onMount($poll, () => {
  if (typeof document === 'undefined') return;
  const poller = pollWhileVisible(reloadStats, () => ($poll.get()?.config.status === 'open' ? STATS_MS : null));
  return () => poller.stop();
});
