// Server-side guards. The session cookie decides who is a member, so a member page never flashes
// for a visitor; the browser-side guards of the spec run as well. Security headers are set on every
// response by the front door (src/server/front-door.ts), redirects and static files included.
// Pages are never kept by a shared cache for a member; visitor pages carry an ETag, and those that
// are the same for every visitor are served from memory (server/page-cache.ts).
import { defineMiddleware } from 'astro:middleware';
import { guardOf } from './lib/routes.ts';
import { guardRedirect } from './lib/account/return-path.ts';
import { load } from './server/page-load.ts';
import * as auth from './contract/endpoints/account/auth.ts';
import { loadAgentInfo } from './server/agent-content.ts';
import {
  answerFromCache,
  cachedPage,
  etagOf,
  keepPage,
  pageKey,
  renewingPage,
  SERVED_FROM_HEADER,
  visitorPagesForgotten,
} from './server/page-cache.ts';
import { clearSession, readSession } from './server/session-cookie.ts';
import type { UserInfo } from './contract/account/member.ts';
import { adminPage } from './server/admin-guard.ts';
import { isAdminPath } from './server/staff-cookie.ts';

async function currentMember(token: string | undefined): Promise<{ member: UserInfo | null; expired: boolean; failed?: true }> {
  if (!token) return { member: null, expired: false };
  const { data, expired, failed } = await load(auth.userInfo, { token });
  return { member: data, expired, failed };
}

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html') ?? false;

/**
 * A visitor's page: an ETag to revalidate with, and kept in memory when the page opted in. Shared
 * caches must keep it apart from members' (Vary: Cookie) and check back every time.
 */
async function visitorPage(
  request: Request,
  key: string,
  response: Response,
  locals: App.Locals,
  renderedAfter: number,
): Promise<Response> {
  if (response.status !== 200 || !isHtml(response)) return response;
  response.headers.set('cache-control', 'public, max-age=0, must-revalidate');
  response.headers.append('vary', 'cookie');
  const body = Buffer.from(await response.arrayBuffer());
  // Components render while the body streams: their wish is known only once it has all arrived.
  const seconds = locals.visitorCacheSeconds ?? 0;
  if (seconds > 0)
    return answerFromCache(keepPage(key, response.status, response.headers, body, seconds, Date.now(), renderedAfter), request);
  // Rendered for this request only: the front door compresses it on the way out.
  const etag = etagOf(body);
  response.headers.set('etag', etag);
  if (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  ) {
    return new Response(null, { status: 304, headers: response.headers });
  }
  return new Response(new Uint8Array(body), { status: response.status, headers: response.headers });
}

/** A member's page is never kept by a cache. */
function privatePage(response: Response): Response {
  if (isHtml(response)) response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies, request } = context;
  const isApi = url.pathname.startsWith('/api/');
  const isAsset = url.pathname.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(url.pathname);

  // A page built ahead of time (the content pages) is the same for everyone: no member, no agent
  // call (the build has no platform to ask), no guard (they are all public).
  if (context.isPrerendered) {
    context.locals.member = null;
    context.locals.agent = null;
    return next();
  }

  // The back office: its own session (the staff cookie), never cached, never indexed.
  if (!isApi && isAdminPath(url.pathname)) return adminPage(context, next);

  if (!isApi && !isAsset) {
    const token = readSession(cookies);
    const read = request.method === 'GET' || request.method === 'HEAD';
    const key = pageKey(url);
    if (!token && read) {
      const kept = cachedPage(key);
      if (kept) {
        const answer = answerFromCache(kept, request);
        answer.headers.set(SERVED_FROM_HEADER, 'memory');
        return answer;
      }
      // This request renders the page; meanwhile the front door answers its expired copy.
      renewingPage(key);
    }
    // A content change forgotten while this page renders: the page is answered but not kept.
    const renderedAfter = visitorPagesForgotten();
    const { member, expired, failed } = await currentMember(token);
    if (expired) clearSession(cookies);
    context.locals.member = member;
    // Held but not loaded (the platform unreachable or failing): still the member's page, not a visitor's.
    context.locals.memberUnavailable = failed === true;
    context.locals.agent = (await loadAgentInfo())?.info ?? null;

    const guard = guardOf(url.pathname);
    // The platform unreachable (gateway mode: the upstream down): a member page says so in Thai
    // under the member's header (pages/503.astro) and keeps the session, rather than sending a
    // logged-in member to the log-in form.
    if (guard === 'member' && failed) return privatePage(await next('/503'));
    // A visitor is asked to log in and then continues to the page (?next=); see lib/account/return-path.ts.
    if ((guard === 'member' && !member) || (guard === 'guest' && member)) return context.redirect(guardRedirect(guard, url), 302);

    const response = await next();
    if (member || failed) return privatePage(response);
    return read && !token ? visitorPage(request, key, response, context.locals, renderedAfter) : response;
  }

  return next();
});
