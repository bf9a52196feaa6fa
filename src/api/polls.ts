// Poll and event calls as the poll page makes them (its first view comes rendered with the page).
import { eventQuestSchema, pollQuotaSchema, pollStatsSchema, pollSubmittedSchema } from '../contract/polls.ts';
import { callOrThrow } from './client.ts';

export const pollStats = (pollId: number) => callOrThrow('/api/poll/stats', { query: { poll_id: pollId }, data: pollStatsSchema });

export const pollQuota = (pollId: number) => callOrThrow('/api/poll/quota/get', { query: { poll_id: pollId }, data: pollQuotaSchema });

export const submitVote = (pollId: number, choiceId: number) =>
  callOrThrow('/api/poll/submit', { method: 'POST', body: { poll_id: pollId, choice_id: choiceId }, data: pollSubmittedSchema });

export const joinEventQuest = (eventId: number) =>
  callOrThrow('/api/event/quest', { method: 'POST', body: { event_id: eventId }, data: eventQuestSchema });
