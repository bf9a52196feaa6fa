// Polls and events over HTTP against the built site: a visitor reads a poll, its stats and its
// winners; a member's daily quota holds under 20 votes at once and each vote counts once; every
// refusal is the envelope with its Thai message and writes nothing; event/quest joins once.
import { describe, expect, it } from 'vitest';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as polls from '../../src/contract/endpoints/community/polls.ts';
import { pollConfigSchema, pollQuotaCheckSchema, pollStatsSchema, pollWinnersSchema } from '../../src/contract/community/polls.ts';
import { serverRows } from '../support/server-database.ts';
import { Member } from './client.ts';
import { AGENT_ID, ISO_TIME, newMember, sharedServerData, THAI } from './lotto-helpers.ts';

const OPEN_POLL = 1;
const CLOSED_POLL = 2;

async function votesOf(member: Member): Promise<number> {
  const id = (await member.send(auth.userInfo)).body.data.id;
  const [row] = await serverRows<{ n: number }>(sharedServerData(), 'SELECT COUNT(*) AS n FROM poll_votes WHERE member_id = ?', id);
  return Number(row!.n);
}

describe('polls over HTTP', () => {
  it('a visitor reads the poll, its stats and winners, and may not vote', async () => {
    const visitor = new Member();
    const config = (await visitor.send(polls.config, { poll_id: OPEN_POLL, agent_id: AGENT_ID })).body;
    expect(config.error).toBe(0);
    expect(pollConfigSchema.safeParse(config.data).success).toBe(true);
    expect(config.data.config).toMatchObject({ id: OPEN_POLL, status: 'open', votes_per_day: 3 });
    expect(config.data.config.closes_at).toMatch(ISO_TIME);
    expect(config.data.choices.length).toBeGreaterThanOrEqual(2);
    expect(config.data.choices.every((choice) => choice.image.startsWith('/images/'))).toBe(true);
    const stats = (await visitor.send(polls.stats, { poll_id: OPEN_POLL })).body.data;
    expect(pollStatsSchema.safeParse(stats).success).toBe(true);
    expect(pollWinnersSchema.safeParse((await visitor.send(polls.winners, { poll_id: CLOSED_POLL })).body.data).success).toBe(true);
    expect(stats.choices.map((row) => row.choice_id)).toEqual(config.data.choices.map((choice) => choice.id));
    expect((await visitor.send(polls.winners, { poll_id: OPEN_POLL })).body.data).toEqual({
      poll_id: OPEN_POLL,
      closed: false,
      choice: null,
      winners: [],
    });
    for (const answer of [
      await visitor.send(polls.submit, { poll_id: OPEN_POLL, choice_id: config.data.choices[0]!.id }),
      await visitor.send(polls.quota, { poll_id: OPEN_POLL }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(THAI);
    }
  });

  it("20 votes at once take exactly the day's quota of 3, each counted once in the stats", async () => {
    const member = await newMember();
    const choices = (await member.send(polls.config, { poll_id: OPEN_POLL })).body.data.choices;
    const choice = choices[1]!.id;
    expect((await member.send(polls.quota, { poll_id: OPEN_POLL })).body.data).toMatchObject({ quota: 3, used: 0, remaining: 3 });
    expect((await member.send(polls.checkQuota, { poll_id: OPEN_POLL })).body.data).toEqual({
      poll_id: OPEN_POLL,
      can_submit: true,
      remaining: 3,
      reason: null,
    });
    const before = (await member.send(polls.stats, { poll_id: OPEN_POLL })).body.data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => member.send(polls.submit, { poll_id: OPEN_POLL, choice_id: choice })),
    );
    expect(answers.filter((answer) => answer.body.error === 0)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.body.error !== 0);
    expect(refused.every((answer) => answer.status === 200 && answer.body.error === 2684 && answer.body.data === null)).toBe(true);
    expect(refused[0]!.body.message).toBe('ใช้สิทธิ์โหวตของวันนี้ครบ 3 ครั้งแล้ว กลับมาโหวตใหม่พรุ่งนี้');
    expect(await votesOf(member)).toBe(3);
    const after = (await member.send(polls.stats, { poll_id: OPEN_POLL })).body.data;
    const votesFor = (stats: { choices: { choice_id: number; votes: number }[] }) =>
      stats.choices.find((row) => row.choice_id === choice)!.votes;
    expect(votesFor(after) - votesFor(before)).toBe(3);
    expect(after.total - before.total).toBe(3);
    // The three votes are one member's: the voter count the page shows after a vote grows by one.
    expect(after.voters - before.voters).toBe(1);
    expect(answers.find((answer) => answer.body.error === 0)!.body.data.stats.voters).toBe(after.voters);
    expect((await member.send(polls.quota, { poll_id: OPEN_POLL })).body.data).toMatchObject({ used: 3, remaining: 0 });
    const check = (await member.send(polls.checkQuota, { poll_id: OPEN_POLL })).body.data;
    expect(pollQuotaCheckSchema.safeParse(check).success).toBe(true);
    expect(check).toMatchObject({ can_submit: false, remaining: 0 });
    expect(check.reason).toMatch(THAI);
  });

  it("refuses a closed poll, another poll's choice, an unknown poll and a malformed id, writing nothing", async () => {
    const member = await newMember();
    const openChoice = (await member.send(polls.config, { poll_id: OPEN_POLL })).body.data.choices[0]!.id;
    const closedChoice = (await member.send(polls.config, { poll_id: CLOSED_POLL })).body.data.choices[0]!.id;
    for (const [body, error] of [
      [{ poll_id: CLOSED_POLL, choice_id: closedChoice }, 2682],
      [{ poll_id: OPEN_POLL, choice_id: closedChoice }, 2683],
      [{ poll_id: 999_999, choice_id: openChoice }, 2681],
      [{ poll_id: OPEN_POLL, choice_id: 'one' }, 1001],
      [{ poll_id: OPEN_POLL } as never, 1001],
    ] as const) {
      const answer = await member.send(polls.submit, body);
      expect(answer.body.error, JSON.stringify(body)).toBe(error);
      expect(answer.body.message).toMatch(THAI);
      if (error !== 1001) expect(answer.body.data).toBeNull();
    }
    expect(await votesOf(member)).toBe(0);
    expect((await member.send(polls.config, { poll_id: OPEN_POLL, agent_id: 34 })).body.error).toBe(2681);
  });

  it('a closed poll names its winning choice and the masked names of those who voted for it', async () => {
    const winners = (await new Member().send(polls.winners, { poll_id: CLOSED_POLL })).body.data;
    expect(winners).toMatchObject({ poll_id: CLOSED_POLL, closed: true, choice: { title: 'สงกรานต์', votes: 2 } });
    expect(winners.winners).toEqual([{ name: 'สม***ดี', votes: 2 }]);
    const stats = (await new Member().send(polls.stats, { poll_id: CLOSED_POLL })).body.data;
    expect(Math.max(...stats.choices.map((row) => row.votes))).toBe(winners.choice!.votes);
  });

  it("event/quest joins an event once and answers its quest with today's progress", async () => {
    const member = await newMember();
    const events = (await member.send(agent.events)).body.data;
    const eventId = events.find((row) => row.poll_id === OPEN_POLL)!.id!;
    const first = (await member.send(polls.eventQuest, { event_id: eventId })).body;
    expect(first.error).toBe(0);
    expect(first.data.quest).toMatchObject({ code: 'lotto-50', progress: 0, done: false });
    const again = (await member.send(polls.eventQuest, { event_id: eventId })).body;
    expect(again.data.joined_at).toBe(first.data.joined_at);
    expect((await member.send(polls.eventQuest, { event_id: 999_999 })).body.error).toBe(2691);
    expect((await new Member().send(polls.eventQuest, { event_id: eventId })).status).toBe(401);
  });
});
