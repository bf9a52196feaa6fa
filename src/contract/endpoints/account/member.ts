// What a logged-in member holds: wallets and points, and the statement of their money.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { pointsSchema, walletSchema } from '../../account/member.ts';
import { statementRequest, statementSchema } from '../../money/statement.ts';
import { winlossRequest, winlossSchema } from '../../money/winloss.ts';

export const wallets = endpoint({ method: 'POST', path: '/api/member/wallets', auth: true, answer: z.array(walletSchema), refusals: [] });
export const points = endpoint({ method: 'POST', path: '/api/member/points', auth: true, answer: pointsSchema, refusals: [] });
// Beyond SPEC.md (docs/api.md, "Calls beyond the spec").
export const statement = endpoint({
  method: 'GET',
  path: '/api/member/statement',
  auth: true,
  query: statementRequest,
  answer: statementSchema,
  refusals: [],
});
export const winloss = endpoint({
  method: 'GET',
  path: '/api/member/winloss',
  auth: true,
  query: winlossRequest,
  answer: winlossSchema,
  refusals: [],
});
