// Who the member is talking to and from where. Behind an HTTPS reverse proxy the server sees
// `http://127.0.0.1:4321` and the proxy's address; the public origin comes from SITE_URL, or from
// the proxy's X-Forwarded-* headers when TRUST_PROXY says the proxy is ours. Without either, the
// request's own URL and socket address are the truth (a direct connection cannot lie about them).

/** Read at call time, so tests and operators can set them without a rebuild. */
function siteUrl(): URL | undefined {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

export function trustsProxy(): boolean {
  return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY?.trim() ?? '');
}

/** The first value of a comma-separated forwarded header (the client-facing hop). */
function firstForwarded(value: string | null | undefined): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first || undefined;
}

type HeaderSource = { get(name: string): string | null | undefined };

/** The origin the browser sees, e.g. `https://r999.example`. */
export function publicOrigin(requestUrl: URL, headers: HeaderSource): string {
  const site = siteUrl();
  if (site) return site.origin;
  if (trustsProxy()) {
    const proto = firstForwarded(headers.get('x-forwarded-proto'))?.toLowerCase();
    const host = firstForwarded(headers.get('x-forwarded-host'));
    if ((proto === 'http' || proto === 'https') && host && /^[a-z0-9.:[\]-]+$/i.test(host)) return `${proto}://${host}`;
    if (proto === 'http' || proto === 'https') return `${proto}://${requestUrl.host}`;
  }
  return requestUrl.origin;
}

/** Origins a same-site POST may come from: the public one and the server's own address. */
export function allowedOrigins(requestUrl: URL, headers: HeaderSource): Set<string> {
  return new Set([publicOrigin(requestUrl, headers), requestUrl.origin]);
}

/**
 * The client's address: the socket's, or behind a trusted proxy the address that proxy saw (the
 * rightmost X-Forwarded-For entry; entries left of it are whatever the client claimed).
 */
export function clientAddressOf(socketAddress: string | undefined, headers: HeaderSource): string | undefined {
  if (trustsProxy()) {
    const hops = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const seen = hops?.at(-1);
    if (seen && /^[0-9a-f.:[\]]{2,64}$/i.test(seen)) return seen;
  }
  return socketAddress;
}
