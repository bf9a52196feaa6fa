// The contract's endpoint table: one declaration per method and path, and the tests' clients refuse
// an answer that drifts from its declaration.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import * as withdrawals from '../../../src/contract/endpoints/money/withdrawals.ts';
import { findEndpoint } from '../../../src/contract/endpoints/all.ts';
import { routes } from '../../../src/platform/routes.ts';
import { checkAgainstContract } from '../../support/contract-check.ts';
import { ERRORS } from '../../../src/platform/errors.ts';

describe('contract endpoints', () => {
  it('are what the platform answers: each declared endpoint has its route, with the same session need', () => {
    const declared = routes.filter((route) => findEndpoint(route.method, route.path));
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) expect(findEndpoint(route.method, route.path)!.auth).toBe(route.auth);
    expect(findEndpoint('POST', lotto.billCreate.path)?.answer).toBeDefined();
  });

  it('hold every route of the platform, so each answer is checked by the gateway and the tests', () => {
    const undeclared = routes.filter((route) => !findEndpoint(route.method, route.path)).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });

  it('fail a test whose answer lost a field it declares, and let extra fields pass', () => {
    expect(() => checkAgainstContract('POST', member.points.path, 200, { error: 0, data: { points: 1 } })).toThrow(/member\/points/);
    expect(() =>
      checkAgainstContract('GET', `${lotto.rule.path}?round_id=1`, 200, { error: 0, data: { round_id: 1, text: 'x', more: 1 } }),
    ).not.toThrow();
  });

  it('read every refusal code as one refusal: no two share a code', () => {
    const byCode = new Map<number, string[]>();
    for (const [key, entry] of Object.entries(ERRORS)) byCode.set(entry.code, [...(byCode.get(entry.code) ?? []), key]);
    expect([...byCode.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it('fail a test whose refusal its endpoint does not declare, and let declared and any-call refusals pass', () => {
    expect(() => checkAgainstContract('POST', member.points.path, 200, { error: 2101, data: null })).toThrow(
      /2101 \(INSUFFICIENT_POINTS\)/,
    );
    expect(() => checkAgainstContract('POST', member.points.path, 200, { error: 1001, data: null })).not.toThrow();
    expect(() => checkAgainstContract('POST', member.points.path, 401, { error: 401, data: null })).not.toThrow();
    expect(() => checkAgainstContract('POST', withdrawals.withdraw.path, 200, { error: 2002, data: null })).not.toThrow();
  });
});
