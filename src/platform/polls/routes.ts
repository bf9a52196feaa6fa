// The poll calls of SPEC.md section 7 and `event/quest`. A visitor may read a poll and its stats
// and winners; voting, the quota and events are a member's.
import { z } from 'zod/mini';
import { eventQuestRequest, pollQuery, pollSubmitRequest } from '../../contract/polls.ts';
import { id } from '../../contract/ids.ts';
import { siteAgent } from '../agent/records.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { joinEventQuest } from './events.ts';
import { checkQuota, pollConfig, pollQuota, pollStats, pollWinners, submitVote } from './polls.ts';

const configQuery = z.object({ poll_id: id('รหัสโพล'), agent_id: z.optional(id('รหัสเอเย่นต์')) });

export const pollRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/poll/config',
    auth: 'optional',
    query: configQuery,
    handle: async ({ db, query }) => ok(await pollConfig(db, query.poll_id, query.agent_id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/poll/stats',
    auth: 'optional',
    query: pollQuery,
    handle: async ({ db, query }) => ok(await pollStats(db, query.poll_id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/poll/winners',
    auth: 'optional',
    query: pollQuery,
    handle: async ({ db, query }) => ok(await pollWinners(db, query.poll_id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/poll/quota/get',
    auth: true,
    query: pollQuery,
    handle: async ({ db, query, session }) => ok(await pollQuota(db, query.poll_id, session.memberId)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/poll/quota/check',
    auth: true,
    query: pollQuery,
    handle: async ({ db, query, session }) => ok(await checkQuota(db, query.poll_id, session.memberId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/poll/submit',
    auth: true,
    body: pollSubmitRequest,
    handle: async ({ db, body, session }) =>
      ok(await submitVote(db, session.memberId, body.poll_id, body.choice_id), 'โหวตสำเร็จ ขอบคุณที่ร่วมกิจกรรม'),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/event/quest',
    auth: true,
    body: eventQuestRequest,
    handle: async ({ db, body, session }) =>
      ok(await joinEventQuest(db, session.memberId, (await siteAgent(db)).id, body.event_id), 'เข้าร่วมกิจกรรมแล้ว'),
  }),
];
