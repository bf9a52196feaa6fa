// Keeps the stored user state in line with the server's word (the session cookie), then applies
// the spec's browser-side guards to the stored state. Runs on every page, before islands act.
import { guardOf } from '../lib/routes.ts';
import { guardRedirect } from '../lib/account/return-path.ts';
import { goTo } from '../lib/shell/navigation.ts';
import { $authUser, $isLoggedIn, $userInfo, clearUser, loadUserInfo } from '../stores/account/user.ts';

export function syncSession(): void {
  // A page built ahead of time knew no member: it has no word on the session to keep in line with.
  if (document.body.dataset.static !== undefined) return;
  const memberId = Number(document.body.dataset.memberId) || null;
  // The session held but the member not loaded (the platform down for a moment): still logged in.
  const held = document.body.dataset.memberUnavailable !== undefined;
  if (!memberId && !held && $isLoggedIn.get()) clearUser();
  if (held && !$isLoggedIn.get()) $isLoggedIn.set(true);
  if (memberId && (!$isLoggedIn.get() || $authUser.get()?.memberId !== memberId)) {
    $authUser.set({ memberId, loggedInAt: new Date().toISOString() });
    $isLoggedIn.set(true);
  }
  // Another member logged in (another tab): the profile in memory is not theirs.
  const profile = $userInfo.get();
  if (memberId && profile && profile.id !== memberId) {
    $userInfo.set(null);
    loadUserInfo().catch(() => undefined);
  }
  const guard = guardOf(location.pathname);
  const loggedIn = $isLoggedIn.get();
  if ((guard === 'member' && !loggedIn) || (guard === 'guest' && loggedIn)) goTo(guardRedirect(guard, new URL(location.href)));
}
