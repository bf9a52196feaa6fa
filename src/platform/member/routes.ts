// What a logged-in member holds: wallets and points, and the statement of their money.
import { statementRequest } from '../../contract/statement.ts';
import { winlossRequest } from '../../contract/winloss.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { memberPoints } from '../money/points.ts';
import { listWallets } from '../money/wallets.ts';
import { memberStatement } from './statement.ts';
import { memberWinloss } from './winloss.ts';

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

  // Beyond SPEC.md (README, "Calls beyond the spec").
  defineRoute({
    method: 'GET',
    path: '/api/member/statement',
    auth: true,
    query: statementRequest,
    handle: async ({ db, query, session }) => ok(await memberStatement(db, session.memberId, query)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/member/winloss',
    auth: true,
    query: winlossRequest,
    handle: async ({ db, query, session }) => ok(await memberWinloss(db, session.memberId, query)),
  }),
];
