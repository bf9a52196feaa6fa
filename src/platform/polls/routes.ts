// The poll calls of SPEC.md section 7 and `event/quest`. A visitor may read a poll and its stats
// and winners; voting, the quota and events are a member's.
import * as polls from '../../contract/endpoints/community/polls.ts';
import { siteAgent } from '../agent/index.ts';
import { ok, type Route, route } from '../http.ts';
import { joinEventQuest } from './events.ts';
import { checkQuota, pollConfig, pollQuota, pollStats, pollWinners, submitVote } from './polls.ts';

export const pollRoutes: Route[] = [
  route(polls.config, async ({ db, query }) => ok(await pollConfig(db, query.poll_id, query.agent_id))),
  route(polls.stats, async ({ db, query }) => ok(await pollStats(db, query.poll_id))),
  route(polls.winners, async ({ db, query }) => ok(await pollWinners(db, query.poll_id))),
  route(polls.quota, async ({ db, query, session }) => ok(await pollQuota(db, query.poll_id, session.memberId))),
  route(polls.checkQuota, async ({ db, query, session }) => ok(await checkQuota(db, query.poll_id, session.memberId))),
  route(polls.submit, async ({ db, body, session }) =>
    ok(await submitVote(db, session.memberId, body.poll_id, body.choice_id), 'โหวตสำเร็จ ขอบคุณที่ร่วมกิจกรรม'),
  ),
  route(polls.eventQuest, async ({ db, body, session }) =>
    ok(await joinEventQuest(db, session.memberId, (await siteAgent(db)).id, body.event_id), 'เข้าร่วมกิจกรรมแล้ว'),
  ),
];
