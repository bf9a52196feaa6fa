// The sooth calls of SPEC.md section 7: open to visitors (statistics of public tables).
import * as sooth from '../../contract/endpoints/community/sooth.ts';
import { ok, route, type Route } from '../http.ts';
import { soothDetail, soothRooms } from './rooms.ts';

export const soothRoutes: Route[] = [
  route(sooth.rooms, async ({ db }) => ok(await soothRooms(db))),
  route(sooth.detail, async ({ db, body }) => ok(await soothDetail(db, body.room_id))),
];
