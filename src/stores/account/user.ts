// User state (SPEC.md section 3): authUser, userInfo, isLoggedIn. Only what the browser-side
// guards need is kept in localStorage (logged in or not, and which member, by id): the profile
// (phone, bank account, birth date) stays in memory and is read from the platform on each visit.
// The access token itself is an httpOnly cookie the browser never reads. The auth calls load with
// the first one made, not with the page (the API client carries zod).
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type * as Auth from '../../api/account/auth.ts';
import type { UserInfo } from '../../contract/account/member.ts';
import { setUnauthorizedHandler } from '../../api/unauthorized.ts';

const authApi = () => import('../../api/account/auth.ts');

export interface AuthUser {
  /** The member's id (null when the platform's login answer named none). */
  memberId: number | null;
  loggedInAt: string;
}

/** JSON in localStorage; an unreadable value reads as the fallback, so a corrupt entry never breaks the site. */
function json<T>(fallback: T) {
  return {
    encode: JSON.stringify,
    decode(raw: string): T {
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
  };
}

/** Earlier versions kept the whole profile and the phone in localStorage: forget them. */
function forgetOldProfile(): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.removeItem('r999:userInfo');
  if (localStorage.getItem('r999:authUser')?.includes('"username"')) localStorage.removeItem('r999:authUser');
}
forgetOldProfile();

export const $authUser = persistentAtom<AuthUser | null>('r999:authUser', null, json(null));
export const $userInfo = atom<UserInfo | null>(null);
export const $isLoggedIn = persistentAtom<boolean>('r999:isLoggedIn', false, json(false));

function keepUser(user: UserInfo | undefined): void {
  $authUser.set({ memberId: user?.id ?? null, loggedInAt: new Date().toISOString() });
  $userInfo.set(user ?? null);
  $isLoggedIn.set(true);
}

/** Forgets the user: what a failed login, a logout and a 401 do. */
export function clearUser(): void {
  $authUser.set(null);
  $userInfo.set(null);
  $isLoggedIn.set(false);
}

setUnauthorizedHandler(clearUser);

/** Logs in; on refusal the user is cleared and the Thai message returned. */
export async function login(credentials: Auth.Credentials): Promise<{ ok: boolean; message: string; onBreak: boolean }> {
  const api = await authApi();
  const answer = await api.login(credentials);
  if (answer.error !== 0) {
    clearUser();
    return { ok: false, message: answer.message, onBreak: api.isBreakRefusal(answer.error) };
  }
  keepUser(answer.data?.user);
  return { ok: true, message: answer.message, onBreak: false };
}

export type RegisterOutcome = { ok: true; message: string } | { ok: false; message: string; fields: Auth.FieldErrors };

/** Registers and logs the new member in; a refusal comes back with each field's Thai message. */
export async function register(form: Auth.Registration): Promise<RegisterOutcome> {
  const api = await authApi();
  const answer = await api.register(form);
  if (answer.error !== 0)
    return { ok: false, message: answer.message, fields: api.registrationFieldErrors(answer.error, answer.message, answer.refusal) };
  keepUser(answer.data?.user);
  return { ok: true, message: answer.message };
}

export async function logout(): Promise<void> {
  try {
    await (await authApi()).logout();
  } finally {
    clearUser();
  }
}

export async function loadUserInfo(): Promise<UserInfo> {
  const info = await (await authApi()).getUserInfo();
  $userInfo.set(info);
  return info;
}
