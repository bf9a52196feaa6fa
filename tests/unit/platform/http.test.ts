import { log } from '../../../src/platform/log.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail } from '../../../src/platform/errors.ts';
import { createRouter, defineRoute, ok, UNAUDITED_STAFF_ACTION, type StaffIdentity } from '../../../src/platform/http.ts';
import { operatorActor, recordAudit } from '../../../src/platform/audit/index.ts';
import { withRequestNotes } from '../../../src/platform/request-context.ts';
import { refusedFields, registration, testPlatform, type TestPlatform } from './helpers.ts';
import * as agent from '../../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';

let t: TestPlatform;
afterEach(async () => {
  t?.close();
  vi.restoreAllMocks();
});

const BAD_REQUEST = { status: 400, error: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง', data: null };

describe('the API envelope', () => {
  it.each([
    ['{"phone": "0812345678",', 'broken JSON'],
    ['[1, 2]', 'an array'],
    ['"text"', 'a string'],
    ['null', 'null'],
    ['42', 'a number'],
  ])('answers 400 to a body that is %s (%s) and writes nothing', async (raw) => {
    t = await testPlatform();
    const before = await t.count('members');
    expect(await t.request('POST', auth.register.path, { raw })).toEqual(BAD_REQUEST);
    expect(await t.count('members')).toBe(before);
  });

  it('answers 400 to malformed JSON before validating a logged-in call', async () => {
    t = await testPlatform();
    const token = await t.login();
    expect(await t.request('POST', auth.changePassword.path, { raw: '{oops', token })).toEqual(BAD_REQUEST);
  });

  it('treats an empty POST body as {}', async () => {
    t = await testPlatform();
    const answer = await t.request('POST', agent.config.path, { raw: '' });
    expect(answer.error).toBe(0);
  });

  it('answers 404 to an unknown route and 405 to a wrong method, in Thai', async () => {
    t = await testPlatform();
    const missing = await t.get('/api/no/such/route');
    expect(missing).toMatchObject({ status: 404, error: 404, data: null });
    expect(missing.message).toMatch(/[\u0E00-\u0E7F]/);
    const wrongMethod = await t.get(auth.login.path);
    expect(wrongMethod).toMatchObject({ status: 405, error: 405, data: null });
    expect(wrongMethod.message).toMatch(/[\u0E00-\u0E7F]/);
    const response = await t.platform.fetch(new Request(`http://x${auth.login.path}`, { method: 'DELETE' }));
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('accepts a trailing slash and answers JSON', async () => {
    t = await testPlatform();
    const response = await t.platform.fetch(new Request(`http://x${agent.notifications.path}/`));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { error: number }).error).toBe(0);
  });

  it('names the field in Thai for every validation issue, first one as the message', async () => {
    t = await testPlatform();
    const answer = await t.send(auth.register, { ...registration(), phone_code: '123456', phone: 'abc', bank_account: 'x' } as never);
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(1001);
    expect(answer.message).toBe('เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09');
    expect(refusedFields(answer)).toEqual({
      phone: 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09',
      bank_account: 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก',
    });
  });

  it('validates queries too', async () => {
    t = await testPlatform();
    const missing = await t.send(agent.validate);
    expect(missing).toMatchObject({ status: 200, error: 1001, message: 'กรุณาระบุรหัสเอเย่นต์' });
    const tooLong = await t.send(agent.banners, { agent_code: 'x'.repeat(50) });
    expect(tooLong).toMatchObject({ error: 1001, message: 'รหัสเอเย่นต์ไม่ถูกต้อง' });
  });

  it('answers 500 with the Thai message and logs an unexpected exception', async () => {
    t = await testPlatform();
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const routes = [
      defineRoute({
        method: 'GET',
        path: '/api/boom',
        auth: false,
        handle: async () => {
          throw new Error('kaboom');
        },
      }),
      defineRoute({ method: 'GET', path: '/api/refuse', auth: false, handle: async () => fail('AGENT_UNKNOWN') }),
      defineRoute({
        method: 'POST',
        path: '/api/echo',
        auth: false,
        body: z.object({ n: z.number() }),
        handle: async ({ body }) => ok({ doubled: body.n * 2 }, 'คูณแล้ว'),
      }),
    ];
    const router = createRouter({ db: t.db, now: t.now, routes, resolveSession: async () => null });
    const boom = await router(new Request('http://x/api/boom'));
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ error: 500, message: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง', data: null });
    expect(logged).toHaveBeenCalled();

    const refuse = await router(new Request('http://x/api/refuse'));
    expect(refuse.status).toBe(200);
    expect(await refuse.json()).toEqual({ error: 1301, message: 'ไม่พบรหัสเอเย่นต์นี้', data: null });

    const echo = await router(new Request('http://x/api/echo', { method: 'POST', body: '{"n": 21}' }));
    // Every success says the server's time (the clock rounds and countdowns follow).
    expect(await echo.json()).toEqual({ error: 0, message: 'คูณแล้ว', data: { doubled: 42 }, server_time: expect.any(String) });
    const fallback = await router(new Request('http://x/api/echo', { method: 'POST', body: '{}' }));
    expect(await fallback.json()).toMatchObject({ error: 1001, message: 'กรุณาระบุ n' });
  });

  it('refuses to declare the same route twice', async () => {
    t = await testPlatform();
    const route = defineRoute({ method: 'GET', path: '/api/x', auth: false, handle: async () => ok() });
    expect(() => createRouter({ db: t.db, now: t.now, routes: [route, route], resolveSession: async () => null })).toThrow(/twice/);
  });

  it('logs a staff action that succeeded without an audit row; one that wrote its row, or only reads, is quiet', async () => {
    t = await testPlatform();
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const owner: StaffIdentity = { id: 1, name: 'owner-a', role: 'owner', sessionId: 1 };
    const routes = [
      defineRoute({ method: 'POST', path: '/api/admin/silent', auth: 'staff', handle: async () => ok() }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/told',
        auth: 'staff',
        handle: async ({ db, now }) => {
          await recordAudit(db, now, {
            actor: operatorActor('unit'),
            action: 'setting.change',
            targetKind: 'unit',
            targetId: null,
            before: null,
            after: null,
            reason: null,
          });
          return ok();
        },
      }),
      { ...defineRoute({ method: 'POST', path: '/api/admin/look', auth: 'staff', handle: async () => ok() }), reads: true as const },
    ];
    const router = createRouter({ db: t.db, now: t.now, routes, resolveSession: async () => null, resolveStaff: async () => owner });
    const call = (path: string) =>
      withRequestNotes({}, () =>
        router(new Request(`http://x${path}`, { method: 'POST', body: '{}', headers: { authorization: 'Bearer s' } })),
      );
    for (const path of ['/api/admin/told', '/api/admin/look', '/api/admin/silent']) {
      expect(((await (await call(path)).json()) as { error: number }).error).toBe(0);
    }
    expect(logged.mock.calls).toEqual([[{ route: '/api/admin/silent' }, UNAUDITED_STAFF_ACTION]]);
  });
});
