// The member's live stream: one per tab, while logged in (stores/live.ts). Not an envelope on
// success: text/event-stream, its events declared in contract/account/live.ts; every refusal
// (no session, too many streams) is the envelope.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { liveEvents } from '../../account/live.ts';
import { MEMBER_STREAM_PATH } from '../../account/live-path.ts';

export const memberStream = endpoint({
  method: 'GET',
  path: MEMBER_STREAM_PATH,
  auth: true,
  answer: z.null(),
  events: liveEvents,
  refusals: ['STREAM_SESSION_LIMIT', 'STREAM_ADDRESS_LIMIT'],
});
