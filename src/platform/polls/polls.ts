// Polls (issue 15): the agent's polls with their choices, a daily quota of votes a member may cast
// on each (Bangkok days), live stats, and the winners once a poll has closed: the members who voted
// for the choice with the most votes (ties: the first listed). A vote takes the next slot of the
// member's day, (poll, member, day, slot) is unique, and one member's votes queue, so votes over
// the quota are refused and none is counted twice.
import type { PollConfig, PollQuota, PollQuotaCheck, PollStats, PollStatus, PollWinners } from '../../contract/community/polls.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { ERRORS, fail, formatMessage } from '../errors.ts';
import { bangkokDay, nextBangkokMidnight } from '../../rules/bangkok-calendar.ts';
import { maskName } from '../../rules/masked-name.ts';

const iso = (ms: number) => new Date(ms).toISOString();

async function pollRow(db: Db, pollId: number, agentId?: number) {
  const poll = await db
    .selectFrom('polls')
    .selectAll()
    .where('id', '=', pollId)
    .where('active', '=', 1)
    .$if(agentId !== undefined, (query) => query.where('agent_id', '=', agentId!))
    .executeTakeFirst();
  return poll ?? fail('POLL_NOT_FOUND');
}

function statusOf(poll: { opens_at: number; closes_at: number }, now: number): PollStatus {
  if (now < poll.opens_at) return 'upcoming';
  return now < poll.closes_at ? 'open' : 'closed';
}

const choiceRows = (db: Db, pollId: number) =>
  db
    .selectFrom('poll_choices')
    .select(['id', 'title', 'image'])
    .where('poll_id', '=', pollId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

async function votesByChoice(db: Db, pollId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('poll_votes')
    .select((eb) => ['choice_id', eb.fn.countAll<number>().as('votes')])
    .where('poll_id', '=', pollId)
    .groupBy('choice_id')
    .execute();
  return new Map(rows.map((row) => [row.choice_id, Number(row.votes)]));
}

export async function pollConfig(db: Db, pollId: number, agentId?: number): Promise<PollConfig> {
  const poll = await pollRow(db, pollId, agentId);
  const totals = await db
    .selectFrom('poll_votes')
    .select((eb) => [eb.fn.countAll<number>().as('votes'), eb.fn.count<number>('member_id').distinct().as('voters')])
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return {
    config: {
      id: poll.id,
      title: poll.title,
      description: poll.description,
      image: poll.image,
      votes_per_day: poll.votes_per_day,
      opens_at: iso(poll.opens_at),
      closes_at: iso(poll.closes_at),
      status: statusOf(poll, nowMs(db)),
    },
    choices: await choiceRows(db, pollId),
    metadata: { total_votes: Number(totals.votes), voters: Number(totals.voters) },
  };
}

export async function pollStats(db: Db, pollId: number): Promise<PollStats> {
  await pollRow(db, pollId);
  const votes = await votesByChoice(db, pollId);
  const total = [...votes.values()].reduce((sum, n) => sum + n, 0);
  const voters = await db
    .selectFrom('poll_votes')
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return {
    poll_id: pollId,
    total,
    voters: Number(voters.n),
    choices: (await choiceRows(db, pollId)).map((choice) => {
      const n = votes.get(choice.id) ?? 0;
      return { choice_id: choice.id, title: choice.title, votes: n, percent: total ? Math.round((n / total) * 1000) / 10 : 0 };
    }),
    updated_at: iso(nowMs(db)),
  };
}

async function usedToday(db: Db, pollId: number, memberId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('poll_votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('poll_id', '=', pollId)
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function quotaOf(poll: { id: number; votes_per_day: number }, used: number, now: number): PollQuota {
  return {
    poll_id: poll.id,
    quota: poll.votes_per_day,
    used,
    remaining: Math.max(0, poll.votes_per_day - used),
    resets_at: iso(nextBangkokMidnight(now)),
  };
}

export async function pollQuota(db: Db, pollId: number, memberId: number): Promise<PollQuota> {
  const poll = await pollRow(db, pollId);
  const now = nowMs(db);
  return quotaOf(poll, await usedToday(db, pollId, memberId, bangkokDay(now)), now);
}

/** Whether a vote would be taken now, and why not (the refusal's Thai message). */
export async function checkQuota(db: Db, pollId: number, memberId: number): Promise<PollQuotaCheck> {
  const poll = await pollRow(db, pollId);
  const now = nowMs(db);
  const quota = quotaOf(poll, await usedToday(db, pollId, memberId, bangkokDay(now)), now);
  const status = statusOf(poll, now);
  const reason =
    status === 'upcoming'
      ? 'โพลนี้ยังไม่เปิดให้โหวต'
      : status === 'closed'
        ? 'โพลนี้ปิดโหวตแล้ว'
        : quota.remaining === 0
          ? formatMessage(ERRORS.POLL_QUOTA_USED.message, { quota: poll.votes_per_day })
          : null;
  return { poll_id: pollId, can_submit: reason === null, remaining: quota.remaining, reason };
}

/** One vote: 2681 no such poll, 2682 not open, 2683 not a choice of it, 2684 quota used today. */
export function submitVote(db: Db, memberId: number, pollId: number, choiceId: number) {
  return tx(
    db,
    async (trx) => {
      const poll = await pollRow(trx, pollId);
      const now = nowMs(trx);
      const status = statusOf(poll, now);
      if (status !== 'open') fail('POLL_NOT_OPEN', { state: status === 'closed' ? 'ปิดโหวตแล้ว' : 'ยังไม่เปิดให้โหวต' });
      const choice = (await choiceRows(trx, pollId)).find((row) => row.id === choiceId) ?? fail('POLL_CHOICE_INVALID');
      const day = bangkokDay(now);
      const used = await usedToday(trx, pollId, memberId, day);
      if (used >= poll.votes_per_day) fail('POLL_QUOTA_USED', { quota: poll.votes_per_day });
      await trx
        .insertInto('poll_votes')
        .values({ poll_id: pollId, choice_id: choice.id, member_id: memberId, day, slot: used + 1, created_at: now })
        .execute();
      return { stats: await pollStats(trx, pollId), quota: quotaOf(poll, used + 1, now) };
    },
    { queue: `poll-member:${memberId}` },
  );
}

export async function pollWinners(db: Db, pollId: number): Promise<PollWinners> {
  const poll = await pollRow(db, pollId);
  const closed = statusOf(poll, nowMs(db)) === 'closed';
  const stats = await pollStats(db, pollId);
  const top = stats.choices.reduce<(typeof stats.choices)[number] | null>(
    (best, choice) => (choice.votes > (best?.votes ?? 0) ? choice : best),
    null,
  );
  if (!closed || !top) return { poll_id: pollId, closed, choice: null, winners: [] };
  const rows = await db
    .selectFrom('poll_votes as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .select((eb) => ['m.full_name', eb.fn.countAll<number>().as('votes'), eb.fn.min('v.id').as('first')])
    .where('v.poll_id', '=', pollId)
    .where('v.choice_id', '=', top.choice_id)
    .groupBy(['v.member_id', 'm.full_name'])
    .orderBy('votes', 'desc')
    .orderBy('first')
    .limit(50)
    .execute();
  return {
    poll_id: pollId,
    closed,
    choice: { id: top.choice_id, title: top.title, votes: top.votes },
    winners: rows.map((row) => ({ name: maskName(row.full_name), votes: Number(row.votes) })),
  };
}
