// The member's live stream: the session the router found, the address the door saw.
import * as live from '../../contract/endpoints/account/live.ts';
import { route, streamed } from '../http.ts';
import { openMemberStream } from './member-streams.ts';

export const streamRoutes = [
  route(live.memberStream, async ({ db, session, client, request }) =>
    streamed(
      await openMemberStream(db, {
        member: session.memberId,
        session: session.id,
        address: client,
        lastEventId: request.headers.get('last-event-id'),
      }),
    ),
  ),
];
