// The live streams: the member's own, a Yeekee round's, and the staff's desks'; the session the
// router found (if any), the address the door saw.
import * as live from '../../contract/endpoints/account/live.ts';
import * as adminStaff from '../../contract/endpoints/admin/admin-staff.ts';
import * as lotto from '../../contract/endpoints/lotto/lotto.ts';
import { route, streamed } from '../http.ts';
import { assertYeekeeRound } from '../lotto/index.ts';
import { openMemberStream } from './member-streams.ts';
import { openRoundStream } from './round-streams.ts';
import { openStaffStream } from './staff-streams.ts';

export const streamRoutes = [
  route(live.memberStream, async ({ db, session, client, request }) =>
    streamed(
      await openMemberStream(db, {
        member: session.memberId,
        session: session.id,
        expiresAt: session.expiresAt,
        address: client,
        lastEventId: request.headers.get('last-event-id'),
      }),
    ),
  ),

  route(lotto.roundStream, async ({ db, session, client, query }) => {
    await assertYeekeeRound(db, query.round_id);
    return streamed(
      await openRoundStream(db, {
        round: query.round_id,
        member: session?.memberId ?? null,
        session: session?.id ?? null,
        address: client,
      }),
    );
  }),

  route(adminStaff.staffStream, async ({ db, staff, client }) => streamed(await openStaffStream(db, staff, client))),
];
