// Keeps the stored user state in line with the server's word (the session cookie), then applies
// the spec's browser-side guards to the stored state. Runs on every page, before islands act.
import { guardOf } from './routes.ts';
import { guardRedirect } from './return-path.ts';
import { goTo } from './navigation.ts';
import { $authUser, $isLoggedIn, clearUser } from '../stores/user.ts';

export function syncSession(): void {
  const phone = document.body.dataset.memberPhone;
  if (!phone && $isLoggedIn.get()) clearUser();
  if (phone && (!$isLoggedIn.get() || $authUser.get()?.username !== phone)) {
    $authUser.set({ username: phone, loggedInAt: new Date().toISOString() });
    $isLoggedIn.set(true);
  }
  const guard = guardOf(location.pathname);
  const loggedIn = $isLoggedIn.get();
  if ((guard === 'member' && !loggedIn) || (guard === 'guest' && loggedIn)) goTo(guardRedirect(guard, new URL(location.href)));
}
