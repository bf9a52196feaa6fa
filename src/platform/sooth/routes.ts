// The sooth calls of SPEC.md section 7: open to visitors (statistics of public tables).
import { soothDetailRequest } from '../../contract/sooth.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { soothDetail, soothRooms } from './rooms.ts';

export const soothRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/sooth/baccarat',
    auth: 'optional',
    handle: async ({ db }) => ok(await soothRooms(db)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/sooth/detail',
    auth: 'optional',
    body: soothDetailRequest,
    handle: async ({ db, body }) => ok(await soothDetail(db, body.room_id)),
  }),
];
