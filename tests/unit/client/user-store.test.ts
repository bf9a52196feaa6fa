import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { th } from '../../../src/i18n/th.ts';
import { USER, calledPaths, fakeApi, wipeTestStorage } from './helpers.ts';

const { goTo, toastError } = vi.hoisted(() => ({ goTo: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo }));
vi.mock('../../../src/lib/shell/notify.ts', () => ({ notify: { error: toastError } }));

type UserStore = typeof import('../../../src/stores/account/user.ts');
type Persistent = typeof import('@nanostores/persistent');

const AUTH_USER = { memberId: USER.id, loggedInAt: '2026-11-20T10:00:00.000Z' };
const LOGGED_IN = {
  'r999:authUser': JSON.stringify(AUTH_USER),
  'r999:isLoggedIn': 'true',
};

/** The storage keys and values, as one text: what a device would keep if it were lost. */
const storedText = (storage: Record<string, string>) => JSON.stringify(storage);

describe('user store', () => {
  let persistent: Persistent;
  let store: UserStore;

  /** Fresh store modules over the test storage engine, optionally with stored values first. */
  async function loadStore(stored: Record<string, string> = {}) {
    vi.resetModules();
    persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    wipeTestStorage(persistent.getTestStorage());
    for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, value);
    store = await import('../../../src/stores/account/user.ts');
  }

  const state = () => ({ authUser: store.$authUser.get(), userInfo: store.$userInfo.get(), isLoggedIn: store.$isLoggedIn.get() });

  beforeEach(() => {
    goTo.mockReset();
    toastError.mockReset();
    fakeApi({});
  });

  afterEach(() => {
    wipeTestStorage(persistent.getTestStorage());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts logged out with empty storage', async () => {
    await loadStore();
    expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
  });

  it('starts from the login kept in storage; the profile is read from the platform, never stored', async () => {
    await loadStore(LOGGED_IN);
    expect(state()).toEqual({ authUser: AUTH_USER, userInfo: null, isLoggedIn: true });
  });

  it('forgets a profile and phone an earlier version kept in localStorage', async () => {
    const kept = new Map<string, string>([
      ['r999:userInfo', JSON.stringify(USER)],
      ['r999:authUser', JSON.stringify({ username: USER.phone, loggedInAt: '2026-11-20T10:00:00.000Z' })],
      ['r999:isLoggedIn', 'true'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      removeItem: (key: string) => kept.delete(key),
    });
    await loadStore();
    expect([...kept.keys()]).toEqual(['r999:isLoggedIn']);
  });

  it('follows another tab logging out while someone is listening', async () => {
    await loadStore(LOGGED_IN);
    const seen: boolean[] = [];
    const stop = store.$isLoggedIn.subscribe((value) => seen.push(value));
    persistent.setTestStorageKey('r999:isLoggedIn', 'false');
    stop();
    expect(seen).toEqual([true, false]);
  });

  // One unreadable stored value (truncated write, edited by hand or by an extension) must not make
  // the store throw on import: every island that imports it would fail on every page.
  it('treats an unreadable stored value as logged out instead of failing to load', async () => {
    await loadStore({ ...LOGGED_IN, 'r999:authUser': '{oops' });
    expect(store.$authUser.get()).toBeNull();
  });

  describe('login', () => {
    it('keeps the login in storage and the profile in memory only', async () => {
      await loadStore();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
      const fetch = fakeApi({ [auth.login.path]: { body: { error: 0, message: 'เข้าสู่ระบบสำเร็จ', data: { user: USER } } } });

      const result = await store.login({ username: USER.phone, password: 'secret1' });

      expect(result).toEqual({ ok: true, message: 'เข้าสู่ระบบสำเร็จ', onBreak: false });
      expect(calledPaths(fetch)).toEqual([auth.login.path]);
      expect(state()).toEqual({ authUser: AUTH_USER, userInfo: USER, isLoggedIn: true });
      const storage = persistent.getTestStorage();
      expect(JSON.parse(storage['r999:authUser']!)).toEqual(AUTH_USER);
      expect(storage['r999:isLoggedIn']).toBe('true');
      // Nothing a finder of the phone could use: no phone, bank account, birth date or name.
      for (const secret of [USER.phone, USER.bank_account_masked, USER.full_name]) {
        expect(storedText(storage)).not.toContain(secret);
      }
    });

    it('keeps the login even when the answer carries no user', async () => {
      await loadStore();
      fakeApi({ [auth.login.path]: { body: { error: 0, message: '', data: {} } } });
      expect((await store.login({ username: '0899999999', password: 'x' })).ok).toBe(true);
      expect(state()).toMatchObject({ authUser: { memberId: null }, userInfo: null, isLoggedIn: true });
    });

    it('on a refusal clears the user and returns the Thai message', async () => {
      await loadStore(LOGGED_IN);
      fakeApi({ [auth.login.path]: { body: { error: 1201, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', data: null } } });

      const result = await store.login({ username: USER.phone, password: 'wrong' });

      expect(result).toEqual({ ok: false, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', onBreak: false });
      expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
      expect(persistent.getTestStorage()['r999:isLoggedIn']).toBe('false');
      expect(goTo).not.toHaveBeenCalled();
    });

    it('on a break (1401) says so, so the form can offer to withdraw what is left', async () => {
      await loadStore();
      fakeApi({ [auth.login.path]: { body: { error: 1401, message: 'บัญชีนี้อยู่ในช่วงพักการเล่น', data: null } } });
      expect(await store.login({ username: USER.phone, password: 'right-pass1' })).toEqual({
        ok: false,
        message: 'บัญชีนี้อยู่ในช่วงพักการเล่น',
        onBreak: true,
      });
    });

    it('on HTTP 400 stays on the login page (the call opts out of going home)', async () => {
      await loadStore();
      fakeApi({ [auth.login.path]: { status: 400, body: { error: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' } } });
      await expect(store.login({ username: '', password: '' })).rejects.toMatchObject({ code: 400 });
      expect(goTo).not.toHaveBeenCalled();
      expect(store.$isLoggedIn.get()).toBe(false);
    });
  });

  describe('register', () => {
    it('logs the new member in under their id', async () => {
      await loadStore();
      fakeApi({ [auth.register.path]: { body: { error: 0, message: 'สมัครสมาชิกสำเร็จ', data: { user: USER } } } });
      const result = await store.register({
        phone: USER.phone,
        phone_code: '123456',
        password: 'secret1',
        full_name: USER.full_name,
        bank_code: 'KBANK',
        bank_account: '1234567890',
        birth_date: '1990-01-01',
      });
      expect(result).toEqual({ ok: true, message: 'สมัครสมาชิกสำเร็จ' });
      expect(state()).toMatchObject({ authUser: { memberId: USER.id }, userInfo: USER, isLoggedIn: true });
    });

    it('returns the Thai refusal and stays logged out', async () => {
      await loadStore();
      fakeApi({ [auth.register.path]: { body: { error: 1101, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' } } });
      const result = await store.register({
        phone: USER.phone,
        phone_code: '123456',
        password: 'secret1',
        full_name: USER.full_name,
        bank_code: 'KBANK',
        bank_account: '1234567890',
        birth_date: '1990-01-01',
      });
      expect(result).toEqual({ ok: false, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว', fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' } });
      expect(store.$isLoggedIn.get()).toBe(false);
    });

    it("returns every field's Thai message of a validation refusal, and none it does not know", async () => {
      await loadStore();
      const fields = {
        phone: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
        password: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
        birth_date: 'กรุณากรอกวันเกิด',
        _: 'not a field of the form',
      };
      fakeApi({ [auth.register.path]: { body: { error: 1001, message: fields.phone, data: { fields } } } });
      const result = await store.register({
        phone: '0123',
        phone_code: '123456',
        password: 'abc',
        full_name: USER.full_name,
        bank_code: 'KBANK',
        bank_account: '1234567890',
        birth_date: '',
      });
      expect(result).toEqual({
        ok: false,
        message: fields.phone,
        fields: { phone: fields.phone, password: fields.password, birth_date: fields.birth_date },
      });
    });
  });

  it('clearUser resets all three values, in memory and in storage', async () => {
    await loadStore(LOGGED_IN);
    store.$userInfo.set(USER);
    store.clearUser();
    expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
    const storage = persistent.getTestStorage();
    expect(storage['r999:authUser']).toBe('null');
    expect(storage['r999:isLoggedIn']).toBe('false');
  });

  describe('a 401 from any call', () => {
    it('clears the user (the store registers the handler on import)', async () => {
      await loadStore(LOGGED_IN);
      fakeApi({ [auth.userInfo.path]: { status: 401, body: { error: 401, message: th.errors.sessionExpired } } });
      await expect(store.loadUserInfo()).rejects.toMatchObject({ code: 401 });
      expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
      expect(goTo).toHaveBeenCalledWith('/login');
    });

    it('clears the user from a call the store did not make itself', async () => {
      await loadStore(LOGGED_IN);
      const { getWallets } = await import('../../../src/api/account/member.ts');
      fakeApi({ [member.wallets.path]: { status: 401, body: {} } });
      await expect(getWallets()).rejects.toMatchObject({ code: 401 });
      expect(store.$isLoggedIn.get()).toBe(false);
    });
  });

  it('loadUserInfo keeps the fresh profile in memory, not in storage', async () => {
    await loadStore(LOGGED_IN);
    const fresh = { ...USER, full_name: 'สมหญิง ใจดี' };
    fakeApi({ [auth.userInfo.path]: { body: { error: 0, message: '', data: fresh } } });
    await expect(store.loadUserInfo()).resolves.toEqual(fresh);
    expect(store.$userInfo.get()).toEqual(fresh);
    expect(persistent.getTestStorage()['r999:userInfo']).toBeUndefined();
  });

  describe('logout', () => {
    it('tells the server and forgets the user', async () => {
      await loadStore(LOGGED_IN);
      const fetch = fakeApi({ [auth.logout.path]: { body: { error: 0, message: '' } } });
      await store.logout();
      expect(calledPaths(fetch)).toEqual([auth.logout.path]);
      expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
    });

    it('forgets the user even when the server cannot be reached', async () => {
      await loadStore(LOGGED_IN);
      fakeApi({ [auth.logout.path]: () => Promise.reject(new TypeError('fetch failed')) });
      await expect(store.logout()).rejects.toMatchObject({ code: 0 });
      expect(state()).toEqual({ authUser: null, userInfo: null, isLoggedIn: false });
    });
  });
});
