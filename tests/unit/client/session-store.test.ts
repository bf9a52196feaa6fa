import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { USER, calledPaths, fakeApi, fakeSessionStorage, wipeTestStorage } from './helpers.ts';

const { goTo, toastError } = vi.hoisted(() => ({ goTo: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo }));
vi.mock('../../../src/lib/shell/notify.ts', () => ({ notify: { error: toastError } }));

type SessionStore = typeof import('../../../src/stores/account/session.ts');
type UserStore = typeof import('../../../src/stores/account/user.ts');
type Persistent = typeof import('@nanostores/persistent');

const wallet = (id: number, balance: number) => ({ id, wallet_name: `wallet ${id}`, balance, wallet_type_id: id });
const WALLETS = [wallet(1, 1500.25), wallet(2, 0)];

describe('session store', () => {
  let persistent: Persistent;
  let session: SessionStore;
  let user: UserStore;
  let sessionData: Map<string, string>;

  async function loadStores({ loggedIn, saved = {} }: { loggedIn: boolean; saved?: Record<string, string> }) {
    vi.resetModules();
    sessionData = fakeSessionStorage(saved);
    persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    wipeTestStorage(persistent.getTestStorage());
    if (loggedIn) {
      persistent.setTestStorageKey('r999:isLoggedIn', 'true');
      persistent.setTestStorageKey('r999:userInfo', JSON.stringify(USER));
    }
    user = await import('../../../src/stores/account/user.ts');
    session = await import('../../../src/stores/account/session.ts');
  }

  beforeEach(() => {
    goTo.mockReset();
    toastError.mockReset();
  });

  afterEach(() => {
    wipeTestStorage(persistent.getTestStorage());
    vi.unstubAllGlobals();
  });

  it('starts from the wallets saved in sessionStorage', async () => {
    await loadStores({ loggedIn: true, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
    expect(session.$wallets.get()).toEqual(WALLETS);
  });

  // BUG (src/stores/account/session.ts lines 9 and 26-28): $wallets is restored from sessionStorage
  // whatever $isLoggedIn says, and it is only emptied when $isLoggedIn *changes* to false. When a
  // page starts logged out but its sessionStorage still holds wallets (a tab reopened with
  // Ctrl+Shift+T or restored after the member logged out in another tab; the browser restores
  // sessionStorage), $wallets and $walletTotal keep the earlier member's balances; if someone
  // then logs in on that tab, WalletChip shows the old total until refreshWallets answers.
  // Expected: a visitor starts with []. Actual: the saved wallets.
  it('a visitor never starts with wallets left in sessionStorage by an earlier login', async () => {
    await loadStores({ loggedIn: false, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
    expect(session.$wallets.get()).toEqual([]);
    expect(session.$walletTotal.get()).toBe(0);
  });

  describe('loadWallets', () => {
    it('does nothing for a visitor: no request, no wallets', async () => {
      await loadStores({ loggedIn: false });
      const fetch = fakeApi({});
      await session.loadWallets();
      expect(fetch).not.toHaveBeenCalled();
      expect(session.$wallets.get()).toEqual([]);
    });

    it('loads the wallets of a member and keeps them in sessionStorage', async () => {
      await loadStores({ loggedIn: true });
      const fetch = fakeApi({ [member.wallets.path]: { body: { error: 0, message: '', data: WALLETS } } });
      await session.loadWallets();
      expect(calledPaths(fetch)).toEqual([member.wallets.path]);
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
      expect(session.$wallets.get()).toEqual(WALLETS);
      expect(JSON.parse(sessionData.get('r999:wallets')!)).toEqual(WALLETS);
    });

    it('keeps the previous wallets and rejects when the answer is malformed', async () => {
      await loadStores({ loggedIn: true, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
      fakeApi({ [member.wallets.path]: { body: { error: 0, message: '', data: [{ id: 1, balance: '12' }] } } });
      await expect(session.loadWallets()).rejects.toMatchObject({ name: 'ApiError' });
      expect(session.$wallets.get()).toEqual(WALLETS);
    });
  });

  describe('refreshWallets', () => {
    it('reloads wallets and quest points together for a member', async () => {
      await loadStores({ loggedIn: true });
      const fetch = fakeApi({
        [member.wallets.path]: { body: { error: 0, message: '', data: WALLETS } },
        [member.points.path]: { body: { error: 0, message: '', data: { point: 120 } } },
      });
      await session.refreshWallets();
      expect(calledPaths(fetch).sort()).toEqual([member.points.path, member.wallets.path]);
      expect(session.$wallets.get()).toEqual(WALLETS);
      const { $points } = await import('../../../src/stores/rewards/quest.ts');
      expect($points.get()).toBe(120);
    });

    it('does nothing for a visitor', async () => {
      await loadStores({ loggedIn: false });
      const fetch = fakeApi({});
      await session.refreshWallets();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('$walletTotal', () => {
    it.each([
      [[0.1, 0.2], 0.3],
      [[10000, 0, 0], 10000],
      [[1500.25, 0.1, 0.2, 0.3], 1500.85],
      [[1.15, 2.35, 0.01], 3.51],
      [[99999.99, 0.01], 100000],
      [[], 0],
    ])('sums %j to exactly %s', async (balances, total) => {
      await loadStores({ loggedIn: true });
      session.$wallets.set(balances.map((balance, index) => wallet(index + 1, balance)));
      expect(session.$walletTotal.get()).toBe(total);
    });

    it('follows the wallets as they change', async () => {
      await loadStores({ loggedIn: true });
      const seen: number[] = [];
      const stop = session.$walletTotal.subscribe((total) => seen.push(total));
      session.$wallets.set([wallet(1, 10)]);
      session.$wallets.set([wallet(1, 10), wallet(2, 5.5)]);
      stop();
      expect(seen).toEqual([0, 10, 15.5]);
    });
  });

  describe('logging out', () => {
    it('empties the wallets and their saved copy', async () => {
      await loadStores({ loggedIn: true, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
      fakeApi({ [auth.logout.path]: { body: { error: 0, message: '' } } });
      await user.logout();
      expect(session.$wallets.get()).toEqual([]);
      expect(session.$walletTotal.get()).toBe(0);
      expect(sessionData.get('r999:wallets')).toBe('[]');
    });

    it('empties the wallets when a 401 forgets the user', async () => {
      await loadStores({ loggedIn: true, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
      fakeApi({ [member.points.path]: { status: 401, body: {} } });
      const { loadPoints } = await import('../../../src/stores/rewards/quest.ts');
      await expect(loadPoints()).rejects.toMatchObject({ code: 401 });
      expect(user.$isLoggedIn.get()).toBe(false);
      expect(session.$wallets.get()).toEqual([]);
    });

    it('empties the wallets when the user is cleared directly', async () => {
      await loadStores({ loggedIn: true, saved: { 'r999:wallets': JSON.stringify(WALLETS) } });
      user.clearUser();
      expect(session.$wallets.get()).toEqual([]);
    });
  });
});
