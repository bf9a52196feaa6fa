// Security headers for every response the server sends: pages, redirects, API answers and the
// static files under /_astro. Set by the front door (src/server/front-door.ts), so nothing slips past.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTER_SERVICE_WORKER } from './service-worker.ts';

/**
 * The only inline scripts our pages carry are Astro's island runtime and its hydration directives
 * (`client:load`, `client:idle`, ...), and our service worker's registration (service-worker.ts). The ClientRouter runs a new page's inline scripts under the
 * first page's policy, so the policy allows all of them, by hash, on every page.
 */
const ASTRO_INLINE_SCRIPTS = [
  'astro/runtime/server/astro-island.prebuilt.js',
  ...['idle', 'load', 'media', 'only', 'visible'].map((directive) => `astro/runtime/client/${directive}.prebuilt.js`),
];

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Our own directives' scripts (`client:wanted`) as the build inlines them: written beside the
 * server build by astro.config.mjs (none without a build, as in development).
 */
export function customDirectiveScripts(serverDir: string): string[] {
  try {
    return Object.values(JSON.parse(readFileSync(join(serverDir, 'client-directives.json'), 'utf8')) as Record<string, string>);
  } catch {
    return [];
  }
}

export async function astroInlineScriptHashes(extra: readonly string[] = []): Promise<string[]> {
  const sources = await Promise.all(ASTRO_INLINE_SCRIPTS.map(async (path) => (await import(path)).default as string));
  return [...sources, ...extra, REGISTER_SERVICE_WORKER].map(scriptHash);
}

/** `connectTo`: origins beyond our own the browser may call (LINE's, when a LIFF id is configured). */
export function contentSecurityPolicy(scriptHashes: readonly string[], connectTo: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: an injected <script> or onclick= does not run.
    `script-src 'self' ${scriptHashes.join(' ')}`,
    // React's style={...} attributes and Astro's transition styles are inline; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectTo].join(' '),
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The back office's stricter policy: no frames at all (neither framing nor being framed), calls to
 * our own origin only, images our own or inline (the enrolment QR is inline SVG).
 */
export function adminContentSecurityPolicy(scriptHashes: readonly string[], framing = false): string {
  // framing: the content desk, whose editor frames its own preview route (same origin only).
  const frames = framing ? "'self'" : "'none'";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames}`,
    `frame-ancestors ${frames}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
    // Only over HTTPS: a browser ignores it on http, and it must never pin a plain-http dev site.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
