// What a test sends to a declared endpoint (src/contract/endpoints/), typed by its declaration:
// the body of a POST or the query of a GET, and the answer's `data`. Both test clients build their
// `send` on it (tests/api/client.ts for a server, tests/unit/platform/helpers.ts in-process), so a
// test names the call, not its path; a raw path stays where the raw request is the point.
import type { z } from 'zod/mini';
import { pathWithQuery, type Endpoint } from '../../src/contract/endpoint.ts';

/** A declaration's schema, or undefined where it declares none. */
type Declared<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;

/** The input a call takes as its declaration types it (z.input: before defaults and coercion). */
export type InputOf<E extends Endpoint> =
  Declared<E['body']> extends z.ZodMiniType
    ? z.input<Declared<E['body']>>
    : Declared<E['query']> extends z.ZodMiniType
      ? z.input<Declared<E['query']>>
      : Record<string, never>;

/** The method, path (with a GET's query) and body (a POST's) a call goes out with. */
export function requestOf<E extends Endpoint>(endpoint: E, input?: InputOf<E>): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  if (endpoint.method === 'GET') return { method: 'GET', path: pathWithQuery(endpoint.path, input as Record<string, unknown> | undefined) };
  return { method: 'POST', path: endpoint.path, body: input ?? {} };
}
