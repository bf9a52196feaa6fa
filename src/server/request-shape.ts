// What a request must look like before anything reads it: a target that is a path on this site
// and can be decoded, and a Host that is a host. Everything after the front door (the visitor
// cache, the API door, Astro) may then build URLs from it without a throw.
import type { IncomingMessage } from 'node:http';

/** A host name or address literal with an optional port, as RFC 3986 allows in Host. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=%-]+)(?::\d{1,5})?$/i;

const BASE = 'http://site';

/**
 * The request's path and query as a URL on this site, or null when the target is no path of ours
 * (`//host/x`, `/\x`, `*`, an absolute URL) or cannot be decoded (`/%ff`).
 */
export function requestTarget(req: Pick<IncomingMessage, 'url'>): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith('/')) return null;
  const url = URL.parse(target, BASE);
  if (!url || url.origin !== BASE) return null;
  try {
    decodeURI(target);
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return url;
}

/** The Host header, when it is one (absent is allowed: HTTP/1.0 clients may leave it out). */
export function hostIsValid(req: Pick<IncomingMessage, 'headers'>): boolean {
  const host = req.headers.host;
  return host === undefined || HOST.test(host);
}
