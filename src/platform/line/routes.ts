// The member's LINE calls (issue 44): the link's state, linking with LINE's ID token, unlinking,
// and the switches per kind of message.
import * as line from '../../contract/endpoints/account/line.ts';
import { ok, route, type Route } from '../http.ts';
import { lineStatus, linkLine, setLineSwitches, unlinkLine } from './links.ts';

export const lineRoutes: Route[] = [
  route(line.status, async ({ db, session }) => ok(await lineStatus(db, session.memberId))),
  route(line.link, async ({ db, body, session }) => ok(await linkLine(db, session.memberId, body.id_token), 'เชื่อมต่อบัญชี LINE แล้ว')),
  route(line.unlink, async ({ db, session }) => ok(await unlinkLine(db, session.memberId), 'ยกเลิกการเชื่อมต่อบัญชี LINE แล้ว')),
  route(line.notify, async ({ db, body, session }) => ok(await setLineSwitches(db, session.memberId, body), 'บันทึกการแจ้งเตือนแล้ว')),
];
