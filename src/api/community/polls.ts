// Poll and event calls as the poll page makes them (its first view comes rendered with the page),
// declared in contract/endpoints/community/polls.ts.
import * as polls from '../../contract/endpoints/community/polls.ts';
import { requestOrThrow } from '../client.ts';

export const pollStats = (pollId: number) => requestOrThrow(polls.stats, { query: { poll_id: pollId } });

export const pollQuota = (pollId: number) => requestOrThrow(polls.quota, { query: { poll_id: pollId } });

export const submitVote = (pollId: number, choiceId: number) =>
  requestOrThrow(polls.submit, { body: { poll_id: pollId, choice_id: choiceId } });

export const joinEventQuest = (eventId: number) => requestOrThrow(polls.eventQuest, { body: { event_id: eventId } });
