import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { z } from 'zod/mini';
import { th } from '../../../src/i18n/th.ts';
import { fakeSessionStorage } from './helpers.ts';

const { goTo, toastError } = vi.hoisted(() => ({ goTo: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo }));
vi.mock('../../../src/lib/shell/notify.ts', () => ({ notify: { error: toastError } }));

type Client = typeof import('../../../src/api/client.ts');

/** A fetch that answers every request with `status` and the JSON `body`, recording what it was asked. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The URL, method, headers and body of the n-th fetch call. */
function sent(fetch: ReturnType<typeof vi.fn>, n = 0) {
  const [input, init] = fetch.mock.calls[n] as [string | Request, RequestInit | undefined];
  const url = typeof input === 'string' ? input : input.url;
  return {
    url,
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
  };
}

const walletShape = z.object({ id: z.number(), balance: z.number() });

describe('API client', () => {
  let client: Client;

  beforeEach(async () => {
    goTo.mockReset();
    toastError.mockReset();
    // Placeholder fetch so nothing reaches the network; each test installs its own before calling.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('unexpected fetch'))),
    );
    vi.resetModules();
    client = await import('../../../src/api/client.ts');
  });

  afterEach(() => vi.unstubAllGlobals());

  describe('call', () => {
    it('resolves with the data parsed by the schema when error is 0', async () => {
      answer(200, { error: 0, message: 'ok', data: { id: 3, balance: 10.5, extra: 'dropped' } });
      const result = await client.call('/api/member/wallet', { data: walletShape });
      expect(result).toEqual({ error: 0, message: 'ok', data: { id: 3, balance: 10.5 } });
    });

    it('defaults a missing message to an empty string on success', async () => {
      answer(200, { error: 0, data: { id: 1, balance: 0 } });
      const result = await client.call('/api/x', { data: walletShape });
      expect(result.message).toBe('');
    });

    it('returns a business refusal (HTTP 200, error ≠ 0) with its Thai message, no data, and what came with it', async () => {
      answer(200, { error: 1201, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', data: { anything: true } });
      const result = await client.call(auth.login.path, { method: 'POST', data: walletShape });
      expect(result).toEqual({ error: 1201, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', data: null, refusal: { anything: true } });
      expect(goTo).not.toHaveBeenCalled();
      expect(toastError).not.toHaveBeenCalled();
    });

    it('gives a refusal without a message the generic Thai message', async () => {
      answer(200, { error: 2001, message: '' });
      const result = await client.call('/api/x', { data: z.unknown() });
      expect(result).toEqual({ error: 2001, message: th.errors.generic, data: null, refusal: undefined });
    });

    it('rejects with ApiError when the data does not fit the schema', async () => {
      answer(200, { error: 0, message: '', data: { id: 'three', balance: 1 } });
      const failure = client.call('/api/x', { data: walletShape });
      await expect(failure).rejects.toBeInstanceOf(client.ApiError);
      await expect(failure).rejects.toMatchObject({ code: -1, message: th.errors.generic });
    });

    it.each([[{ message: 'no error field' }], [[1, 2]], ['plain text'], [null]])(
      'rejects with ApiError when the answer is not an envelope: %j',
      async (body) => {
        answer(200, body);
        await expect(client.call('/api/x', { data: z.unknown() })).rejects.toMatchObject({
          name: 'ApiError',
          code: -1,
          message: th.errors.generic,
        });
      },
    );

    it('sends a GET with the query parameters and no body', async () => {
      const fetch = answer(200, { error: 0, data: null });
      await client.call(lotto.results.path, { query: { agent_id: 33, page: 2, open: true, skip: undefined }, data: z.null() });
      const request = sent(fetch);
      expect(request.method).toBe('GET');
      const url = new URL(request.url, 'https://r999.example');
      expect(url.pathname).toBe(lotto.results.path);
      expect(Object.fromEntries(url.searchParams)).toEqual({ agent_id: '33', page: '2', open: 'true' });
      expect(request.body).toBeUndefined();
      expect(request.headers.get('accept')).toBe('application/json');
    });

    it('sends a POST with a JSON body', async () => {
      const fetch = answer(200, { error: 0, data: null });
      await client.call(auth.login.path, { method: 'POST', body: { username: '0812345678', password: 'secret1' }, data: z.null() });
      const request = sent(fetch);
      expect(request.method).toBe('POST');
      expect(new URL(request.url, 'https://r999.example').pathname).toBe(auth.login.path);
      expect(request.headers.get('content-type')).toContain('application/json');
      expect(request.body).toEqual({ username: '0812345678', password: 'secret1' });
    });

    it('sends an empty JSON object for a POST without a body', async () => {
      const fetch = answer(200, { error: 0, data: null });
      await client.call(auth.logout.path, { method: 'POST', data: z.null() });
      expect(sent(fetch).body).toEqual({});
    });
  });

  describe('HTTP 401', () => {
    it('forgets the user, goes to /login, toasts "session expired" once, rejects with code 401', async () => {
      const onUnauthorized = vi.fn();
      client.setUnauthorizedHandler(onUnauthorized);
      answer(401, { error: 401, message: 'whatever the server says' });
      const failure = client.call(auth.userInfo.path, { data: z.unknown() });
      await expect(failure).rejects.toBeInstanceOf(client.ApiError);
      await expect(failure).rejects.toMatchObject({ code: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(goTo).toHaveBeenCalledTimes(1);
      expect(goTo).toHaveBeenCalledWith('/login');
      expect(toastError).toHaveBeenCalledTimes(1);
      expect(toastError).toHaveBeenCalledWith('เซสซั่นหมดอายุ กรุณาลองใหม่', expect.objectContaining({ duration: 3000 }));
    });

    it('sends the member to log in and back to the page they were on', async () => {
      fakeSessionStorage();
      vi.stubGlobal('location', { pathname: '/lotto/41', search: '?tab=bill' });
      answer(401, {});
      await expect(client.call(lotto.billValidate.path, { method: 'POST', data: z.unknown() })).rejects.toMatchObject({ code: 401 });
      expect(goTo).toHaveBeenCalledWith('/login?next=%2Flotto%2F41%3Ftab%3Dbill');
    });

    it('stays on a login page (its next is kept)', async () => {
      fakeSessionStorage();
      vi.stubGlobal('location', { pathname: '/login', search: '?next=%2Fcheckin' });
      answer(401, {});
      await client.call(auth.userInfo.path, { data: z.unknown() }).catch(() => {});
      expect(goTo).not.toHaveBeenCalled();
    });

    it('sends the member to plain /login from home (nothing to come back to)', async () => {
      fakeSessionStorage();
      vi.stubGlobal('location', { pathname: '/', search: '' });
      answer(401, {});
      await client.call(member.wallets.path, { data: z.unknown() }).catch(() => {});
      expect(goTo).toHaveBeenCalledWith('/login');
    });

    it('gives the toast a fixed id so several failed calls show one toast', async () => {
      answer(401, { error: 401, message: '' });
      await Promise.allSettled([client.call('/api/a', { data: z.unknown() }), client.call('/api/b', { data: z.unknown() })]);
      const ids = toastError.mock.calls.map(([, options]) => (options as { id?: string }).id);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBeTruthy();
      expect(ids[1]).toBe(ids[0]);
    });

    it('still goes to /login even when the call allows a bad request', async () => {
      answer(401, {});
      await expect(client.call('/api/x', { data: z.unknown(), allowBadRequest: true })).rejects.toMatchObject({ code: 401 });
      expect(goTo).toHaveBeenCalledWith('/login');
    });

    it('uses the last registered handler', async () => {
      const first = vi.fn();
      const second = vi.fn();
      client.setUnauthorizedHandler(first);
      client.setUnauthorizedHandler(second);
      answer(401, {});
      await client.call('/api/x', { data: z.unknown() }).catch(() => {});
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
    });
  });

  describe('HTTP 400', () => {
    it('goes home and rejects with the server message', async () => {
      answer(400, { error: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' });
      await expect(client.call('/api/x', { data: z.unknown() })).rejects.toMatchObject({
        name: 'ApiError',
        code: 400,
        message: 'รูปแบบข้อมูลไม่ถูกต้อง',
      });
      expect(goTo).toHaveBeenCalledWith('/');
      expect(toastError).not.toHaveBeenCalled();
    });

    it('stays on the page when the call opts out with allowBadRequest', async () => {
      answer(400, { error: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' });
      await expect(client.call('/api/x', { data: z.unknown(), allowBadRequest: true })).rejects.toMatchObject({ code: 400 });
      expect(goTo).not.toHaveBeenCalled();
    });
  });

  describe('other failures', () => {
    it('rejects a server error with its status and message, without navigating', async () => {
      answer(500, { error: 500, message: 'ระบบขัดข้อง' });
      await expect(client.call('/api/x', { data: z.unknown() })).rejects.toMatchObject({ code: 500, message: 'ระบบขัดข้อง' });
      expect(goTo).not.toHaveBeenCalled();
    });

    it('uses the generic Thai message when an error answer has no message', async () => {
      answer(502, {});
      await expect(client.call('/api/x', { data: z.unknown() })).rejects.toMatchObject({ code: 502, message: th.errors.generic });
    });

    it('turns a network failure into ApiError code 0 with the Thai network message', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
      );
      const failure = client.call('/api/x', { data: z.unknown() });
      await expect(failure).rejects.toBeInstanceOf(client.ApiError);
      await expect(failure).rejects.toMatchObject({ code: 0, message: th.errors.network });
      expect(th.errors.network).toBe('เชื่อมต่อระบบไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่');
      expect(goTo).not.toHaveBeenCalled();
    });

    it('does not retry a failed request', async () => {
      const fetch = answer(500, {});
      await client.call('/api/x', { method: 'POST', data: z.unknown() }).catch(() => {});
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('callOrThrow', () => {
    it('resolves with the parsed data on success', async () => {
      answer(200, { error: 0, message: '', data: { id: 9, balance: 1.25 } });
      await expect(client.callOrThrow('/api/x', { data: walletShape })).resolves.toEqual({ id: 9, balance: 1.25 });
    });

    it('rejects a business refusal as ApiError with its code and Thai message', async () => {
      answer(200, { error: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });
      const failure = client.callOrThrow('/api/x', { method: 'POST', data: z.unknown() });
      await expect(failure).rejects.toBeInstanceOf(client.ApiError);
      await expect(failure).rejects.toMatchObject({ code: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });
    });

    it('passes HTTP failures through as ApiError', async () => {
      answer(401, {});
      await expect(client.callOrThrow('/api/x', { data: z.unknown() })).rejects.toMatchObject({ code: 401 });
    });
  });

  describe('toastError', () => {
    it('shows an error message as a 3-second toast', () => {
      client.toastError(new client.ApiError(2001, 'ยอดเงินในกระเป๋าไม่เพียงพอ'));
      expect(toastError).toHaveBeenCalledWith('ยอดเงินในกระเป๋าไม่เพียงพอ', { duration: 3000 });
      expect(client.ERROR_TOAST_MS).toBe(3000);
    });

    it('says nothing more for a 401, which already showed its toast', () => {
      client.toastError(new client.ApiError(401, th.errors.sessionExpired));
      expect(toastError).not.toHaveBeenCalled();
    });

    it.each([['a string'], [null], [new Error('')], [{ message: 'not an Error' }]])(
      'falls back to the generic Thai message for %j',
      (error) => {
        client.toastError(error);
        expect(toastError).toHaveBeenCalledWith(th.errors.generic, { duration: 3000 });
      },
    );

    it('shows the message of a plain Error', () => {
      client.toastError(new Error('boom'));
      expect(toastError).toHaveBeenCalledWith('boom', { duration: 3000 });
    });
  });
});
