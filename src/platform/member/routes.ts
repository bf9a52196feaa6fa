// What a logged-in member holds: wallets and points.
import { defineRoute, ok, type Route } from '../http.ts';
import { memberPoints } from '../money/points.ts';
import { listWallets } from '../money/wallets.ts';

export const memberRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/member/wallets',
    auth: true,
    handle: async ({ db, session }) => ok(await listWallets(db, session.memberId)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/member/points',
    auth: true,
    handle: async ({ db, session }) => ok({ point: await memberPoints(db, session.memberId) }),
  }),
];
