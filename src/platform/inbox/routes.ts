// The inbox calls (issue 27): the member's messages with the unread count, and marking them read.
import * as inbox from '../../contract/endpoints/community/inbox.ts';
import { ok, type Route, route } from '../http.ts';
import { markRead, memberInbox } from './messages.ts';

export const inboxRoutes: Route[] = [
  route(inbox.list, async ({ db, session }) => ok(await memberInbox(db, session.memberId))),
  route(inbox.read, async ({ db, body, session }) => ok(await markRead(db, session.memberId, body.ids))),
];
