// The peer with our security headers (issue 43): a pass-through server in front of the Next.js peer
// that adds, to every answer, the security headers our site sends with its `/`, read from our
// running site's answer (the names from src/server/security-headers.ts), so the two never drift.
// Our cross-origin-opener-policy makes a fresh tab start the page in a new renderer process, and our
// content security policy is parsed before the page runs: the peer pays for them as we do, and the
// ratios compare like with like. The policy allows our inline scripts by hash; the peer's own inline
// scripts (React's payload, Next's bootstrap) take their place, so the peer runs as it was built.
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import { securityHeaders } from '../src/server/security-headers.ts';

/** The header names our front door sets on every answer (HSTS only over HTTPS, so also here). */
export const SECURITY_HEADER_NAMES = [...Object.keys(securityHeaders('', true))];

const hash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The inline scripts' sources in `html` (not those with a src). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes))
    .map(([, , source]) => source)
    .filter((source) => source.length > 0);
}

/** Our policy with its inline script hashes swapped for `hashes` (the peer's): the same rules otherwise. */
export function policyFor(ourPolicy, hashes) {
  return ourPolicy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      return [name, ...sources.filter((source) => !/^'sha(256|384|512)-/.test(source)), ...hashes].join(' ');
    })
    .join('; ');
}

/** The security headers our site sent with `answer` (a fetch Response of our `/`). */
export function ourSecurityHeaders(answer) {
  return Object.fromEntries(SECURITY_HEADER_NAMES.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)]] : [])));
}

/**
 * Starts the wrapper in front of `peerUrl` with the security headers `ourUrl` sends on `/`;
 * resolves with its url, the headers it adds, and stop. Bytes pass as they are (gzip included).
 */
export async function startPeerWithOurHeaders(peerUrl, ourUrl) {
  const ours = ourSecurityHeaders(await fetch(`${ourUrl}/`));
  const peerPage = await (await fetch(`${peerUrl}/`)).text();
  const added = { ...ours };
  if (ours['content-security-policy'])
    added['content-security-policy'] = policyFor(ours['content-security-policy'], inlineScripts(peerPage).map(hash));
  const target = new URL(peerUrl);
  const server = createServer((req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const headers = { ...answer.headers };
        // The peer's own values give way to ours (Next sends none of these on its own).
        for (const name of Object.keys(added)) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, { ...headers, ...added });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, headers: added, stop: () => server.close() };
}
