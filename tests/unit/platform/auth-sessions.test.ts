import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const SESSION_EXPIRED = { status: 401, error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่', data: null };

describe('sessions', () => {
  // Raw requests, with neither a token nor a body.
  it.each([auth.userInfo, member.wallets, member.points, auth.logout, auth.changePassword, auth.updateSubBank, auth.subBankCode])(
    '$method $path without a token answers 401',
    async ({ method, path }) => {
      t = await testPlatform();
      expect(await t.request(method, path)).toEqual(SESSION_EXPIRED);
    },
  );

  it('refuses an unknown token and a malformed Authorization header', async () => {
    t = await testPlatform();
    const token = await t.login();
    expect(await t.send(auth.userInfo, {}, 'not-a-real-token')).toEqual(SESSION_EXPIRED);
    const response = await t.platform.fetch(new Request(`http://x${auth.userInfo.path}`, { headers: { authorization: `Basic ${token}` } }));
    expect(response.status).toBe(401);
    const lowercase = await t.platform.fetch(
      new Request(`http://x${auth.userInfo.path}`, { headers: { authorization: `bearer ${token}` } }),
    );
    expect(lowercase.status).toBe(200);
  });

  it('expires a session after the TTL (7 days)', async () => {
    t = await testPlatform();
    const token = await t.login();
    t.advance(7 * 24 * 60 - 1);
    expect((await t.send(auth.userInfo, {}, token)).error).toBe(0);
    t.advance(1);
    expect(await t.send(auth.userInfo, {}, token)).toEqual(SESSION_EXPIRED);
  });

  it('revokes the token on logout, and only that one', async () => {
    t = await testPlatform();
    const first = await t.login();
    const second = await t.login();
    const logout = await t.send(auth.logout, undefined, first);
    expect(logout).toMatchObject({ status: 200, error: 0, message: 'ออกจากระบบสำเร็จ' });
    expect(await t.send(auth.userInfo, {}, first)).toEqual(SESSION_EXPIRED);
    expect(await t.send(auth.logout, undefined, first)).toEqual(SESSION_EXPIRED);
    expect((await t.send(auth.userInfo, {}, second)).error).toBe(0);
  });

  it('changing the password logs out the other sessions and keeps the current one', async () => {
    t = await testPlatform();
    const here = await t.login();
    const elsewhere = await t.login();
    const answer = await t.send(auth.changePassword, { old_password: DEMO.password, new_password: 'another99' }, here);
    expect(answer.error).toBe(0);
    expect((await t.send(auth.userInfo, {}, here)).error).toBe(0);
    expect(await t.send(auth.userInfo, {}, elsewhere)).toEqual(SESSION_EXPIRED);
  });
});
