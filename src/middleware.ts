// Server-side guards. The session cookie decides who is a member, so a member page never flashes
// for a visitor; the browser-side guards of the spec run as well. Security headers are set on every
// response by the front door (src/server/front-door.ts), redirects and static files included.
import { defineMiddleware } from 'astro:middleware';
import { GUARD_REDIRECT, guardOf } from './lib/routes.ts';
import { dispatch } from './server/gateway.ts';
import { loadAgentInfo } from './server/agent-content.ts';
import { clearSession, readSession } from './server/session-cookie.ts';
import type { UserInfo } from './api/schemas.ts';

async function currentMember(token: string | undefined): Promise<{ member: UserInfo | null; expired: boolean }> {
  if (!token) return { member: null, expired: false };
  const response = await dispatch({ method: 'GET', path: '/api/get_user_info', token });
  if (response.status === 401) return { member: null, expired: true };
  try {
    const body = await response.json();
    return { member: body.error === 0 ? (body.data as UserInfo) : null, expired: false };
  } catch {
    return { member: null, expired: false };
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies } = context;
  const isApi = url.pathname.startsWith('/api/');
  const isAsset = url.pathname.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(url.pathname);

  if (!isApi && !isAsset) {
    const token = readSession(cookies);
    const { member, expired } = await currentMember(token);
    if (expired) clearSession(cookies);
    context.locals.member = member;
    context.locals.agent = (await loadAgentInfo())?.info ?? null;

    const guard = guardOf(url.pathname);
    if ((guard === 'member' && !member) || (guard === 'guest' && member)) return context.redirect(GUARD_REDIRECT, 302);
  }

  return next();
});
