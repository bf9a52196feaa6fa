// The browser takes the server's word on the session with every page (boot/session-sync.ts): a
// page drawn while the platform could not be asked (data-member-unavailable) keeps the member
// logged in, so the islands still ask for their wallets and no guard sends them to log in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wipeTestStorage } from './helpers.ts';

const { goTo } = vi.hoisted(() => ({ goTo: vi.fn() }));
vi.mock('../../../src/lib/shell/navigation.ts', () => ({ goTo }));

type UserStore = typeof import('../../../src/stores/account/user.ts');
type Persistent = typeof import('@nanostores/persistent');

describe('syncSession', () => {
  let persistent: Persistent;
  let user: UserStore;

  /** A page at `path` whose body carries `dataset`, the stored state logged in or not. */
  async function open(path: string, dataset: Record<string, string>, loggedIn: boolean): Promise<void> {
    vi.resetModules();
    persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    wipeTestStorage(persistent.getTestStorage());
    if (loggedIn) {
      persistent.setTestStorageKey('r999:isLoggedIn', 'true');
      persistent.setTestStorageKey('r999:authUser', JSON.stringify({ memberId: 7, loggedInAt: '2026-01-01T00:00:00.000Z' }));
    }
    vi.stubGlobal('document', { body: { dataset } });
    vi.stubGlobal('location', { pathname: path, search: '', href: `http://127.0.0.1${path}` });
    user = await import('../../../src/stores/account/user.ts');
    const { syncSession } = await import('../../../src/boot/session-sync.ts');
    syncSession();
  }

  beforeEach(() => goTo.mockReset());
  afterEach(() => {
    wipeTestStorage(persistent.getTestStorage());
    vi.unstubAllGlobals();
  });

  it('a page without a member (the session ended) forgets the stored login', async () => {
    await open('/', {}, true);
    expect(user.$isLoggedIn.get()).toBe(false);
    expect(user.$authUser.get()).toBeNull();
  });

  it('the platform down (the member not loaded, the session held): the stored login stays', async () => {
    await open('/', { memberUnavailable: '' }, true);
    expect(user.$isLoggedIn.get()).toBe(true);
    expect(user.$authUser.get()?.memberId).toBe(7);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('the platform down on a member page of a tab that had not seen the login: logged in, not sent to log in', async () => {
    await open('/member/deposit', { memberUnavailable: '' }, false);
    expect(user.$isLoggedIn.get()).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a visitor on a member page is still sent to log in', async () => {
    await open('/member/deposit', {}, false);
    expect(goTo).toHaveBeenCalledWith('/login?next=%2Fmember%2Fdeposit');
  });
});
