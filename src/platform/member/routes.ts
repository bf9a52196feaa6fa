// What a logged-in member holds: wallets and points, and the statement of their money.
import * as member from '../../contract/endpoints/account/member.ts';
import { ok, route, type Route } from '../http.ts';
import { listWallets, memberPoints } from '../money/index.ts';

import { memberStatement } from './statement.ts';
import { memberWinloss } from './winloss.ts';

export const memberRoutes: Route[] = [
  route(member.wallets, async ({ db, session }) => ok(await listWallets(db, session.memberId))),

  route(member.points, async ({ db, session }) => ok({ point: await memberPoints(db, session.memberId) })),

  // Beyond SPEC.md (docs/api.md, "Calls beyond the spec").
  route(member.statement, async ({ db, query, session }) => ok(await memberStatement(db, session.memberId, query))),

  route(member.winloss, async ({ db, query, session }) => ok(await memberWinloss(db, session.memberId, query))),
];
