// One declaration per endpoint: method, path, session need, request schema, answer schema and the
// refusals it may answer. The platform's route (platform/http.ts `route`), the browser's call
// (api/client.ts `request`) and a page's server-side load (server/page-load.ts `load`) are all made
// from it, so a path is spelled once and an answer is checked where it is read.
//
// Why a small table of our own and not a library: ts-rest (its zod 4 / Standard Schema support only
// in a release candidate, the repository archived) and oRPC's contract (`oc`, its OpenAPI handler)
// both key answers by HTTP status and bring their own error shape, while our refusals travel as
// HTTP 200 with `{ error, message, data }` (SPEC.md section 7), some with extra top-level fields;
// each would need a custom encoder on both sides and adds its client runtime to every page's JS
// (the bench budget on / has about 1 KiB left). This file is types and one identity function:
// nothing of it reaches the browser but the declarations a page imports (endpoints/<group>.ts).
import type { z } from 'zod/mini';
import type { Permission } from './admin/staff.ts';

type Schema = z.ZodMiniType;

/**
 * true: a member's session is required (401 without); 'optional': read when sent; false: never read;
 * 'staff': a back-office session (its own cookie and table) is required, never a member's.
 */
export type SessionNeed = boolean | 'optional' | 'staff';

/**
 * What a call that succeeds changes beyond its own answer, for what the server keeps in memory.
 * 'content': what visitor pages and the layouts' agent content show (pages, banners, announcements,
 * events, promotions, coupons): the node that took the call forgets its kept copies at once
 * (server/api-door.ts), the other nodes when the content version moves (server/content-watch.ts).
 */
export type Invalidates = 'content';

export interface Endpoint<
  Auth extends SessionNeed = SessionNeed,
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Answer extends Schema = Schema,
  Refusal extends string = string,
> {
  method: 'GET' | 'POST';
  /** The path of SPEC.md, starting with /api/. */
  path: `/api/${string}`;
  auth: Auth;
  /** A staff call: what the staff member's role must allow (contract/admin/staff.ts), checked before the handler. */
  permission?: Permission;
  /**
   * A staff POST that changes nothing (a preview, a statement matched against the queue). Every
   * other staff POST that succeeds writes an audit row; the platform logs one that did not.
   */
  reads?: true;
  /** What a success makes stale in the server's memory (see Invalidates). */
  invalidates?: Invalidates;
  /** The POST body's schema (the platform validates with it, with Thai messages). */
  body?: Body;
  /**
   * The largest body the call takes, in bytes, when its fields need more than every other call's
   * (64 KiB, server/limits.ts): the API door refuses a bigger one before reading it.
   */
  maxBodyBytes?: number;
  /**
   * A call without a session whose caller signs each body (a forwarder app's webhook) may also
   * send its fields as a form (application/x-www-form-urlencoded); the API door reads them into
   * JSON. Every other call takes JSON only (a form is what another site can post unasked).
   */
  formBody?: true;
  /** The query string's schema. */
  query?: Query;
  /**
   * A stream of server-sent events instead of one answer (text/event-stream, never buffered or
   * compressed on the way): each event's name and the schema of its data. Refusals stay envelopes.
   */
  events?: Record<string, Schema>;
  /** The shape of `data` when `error` is 0. Objects are loose to readers: fields nobody reads may be added. */
  answer: Answer;
  /** Names of the refusals (platform/errors.ts) the call may answer beside the generic ones. */
  refusals: readonly Refusal[];
}

/** Declares an endpoint; the types of its schemas are kept for the three sides. */
export function endpoint<
  const Auth extends SessionNeed,
  Answer extends Schema,
  Body extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  const Refusal extends string = never,
>(declaration: Endpoint<Auth, Body, Query, Answer, Refusal>): Endpoint<Auth, Body, Query, Answer, Refusal> {
  return declaration;
}

/** What `data` holds on success. */
export type AnswerOf<E extends Endpoint> = z.infer<E['answer']>;
/** What the platform may hand over as `data` (before defaults). */
export type AnswerInputOf<E extends Endpoint> = z.input<E['answer']>;

/** The path a GET asks with its query (fields left undefined are not sent). */
export function pathWithQuery(path: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
