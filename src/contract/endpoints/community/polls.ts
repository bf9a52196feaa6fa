// The poll calls of SPEC.md section 7 and `event/quest`, declared once (contract/endpoint.ts). A
// visitor may read a poll and its stats and winners; voting, the quota and events are a member's.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { id } from '../../ids.ts';
import {
  eventQuestRequest,
  eventQuestSchema,
  pollConfigSchema,
  pollQuery,
  pollQuotaCheckSchema,
  pollQuotaSchema,
  pollStatsSchema,
  pollSubmitRequest,
  pollSubmittedSchema,
  pollWinnersSchema,
} from '../../community/polls.ts';

const configQuery = z.object({ poll_id: id('รหัสโพล'), agent_id: z.optional(id('รหัสเอเย่นต์')) });
const POLL = ['POLL_NOT_FOUND'] as const;

export const config = endpoint({
  method: 'GET',
  path: '/api/poll/config',
  auth: 'optional',
  query: configQuery,
  answer: pollConfigSchema,
  refusals: POLL,
});
export const stats = endpoint({
  method: 'GET',
  path: '/api/poll/stats',
  auth: 'optional',
  query: pollQuery,
  answer: pollStatsSchema,
  refusals: POLL,
});
export const winners = endpoint({
  method: 'GET',
  path: '/api/poll/winners',
  auth: 'optional',
  query: pollQuery,
  answer: pollWinnersSchema,
  refusals: POLL,
});
export const quota = endpoint({
  method: 'GET',
  path: '/api/poll/quota/get',
  auth: true,
  query: pollQuery,
  answer: pollQuotaSchema,
  refusals: POLL,
});
export const checkQuota = endpoint({
  method: 'GET',
  path: '/api/poll/quota/check',
  auth: true,
  query: pollQuery,
  answer: pollQuotaCheckSchema,
  refusals: POLL,
});
export const submit = endpoint({
  method: 'POST',
  path: '/api/poll/submit',
  auth: true,
  body: pollSubmitRequest,
  answer: pollSubmittedSchema,
  refusals: [...POLL, 'POLL_NOT_OPEN', 'POLL_CHOICE_INVALID', 'POLL_QUOTA_USED'],
});
export const eventQuest = endpoint({
  method: 'POST',
  path: '/api/event/quest',
  auth: true,
  body: eventQuestRequest,
  answer: eventQuestSchema,
  refusals: ['EVENT_NOT_FOUND'],
});
