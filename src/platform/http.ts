// The router: finds the route, checks the session, parses and validates the input with zod, runs
// the handler and wraps every answer in { error, message, data }.
import { z } from 'zod';
import type { AnswerInputOf, Endpoint } from '../contract/endpoint.ts';
import type { Clock, Db } from './db/database.ts';
import { isValueRefused } from './db/sql-state.ts';
import { BusinessError, ERRORS, formatMessage, type ErrorKey } from './errors.ts';
import { PERMISSION_NAMES, ROLE_NAMES, type Permission, type StaffRole } from '../contract/admin/staff.ts';
import { can } from '../rules/admin/staff-permissions.ts';
import { log } from './log.ts';
import { noteRequest, requestAudited, withinRequest } from './request-context.ts';

export type Method = 'GET' | 'POST';

/** Set by the API door (src/server/gateway.ts) on every call it hands to the platform. */
export const CLIENT_ADDRESS_HEADER = 'x-r999-client-address';

export interface Session {
  id: number;
  memberId: number;
  /** When it expires, on the platform clock. */
  expiresAt: number;
}

/** The member of staff behind a back-office call (a live staff session, second step passed). */
export interface StaffIdentity {
  id: number;
  name: string;
  role: StaffRole;
  sessionId: number;
}

export interface Context<Body, Query, Auth extends AuthMode> {
  db: Db;
  now: Clock;
  request: Request;
  /** The POST body's text as it came (a forwarder's signature covers these bytes); '' for a GET. */
  rawBody: string;
  /** The client's network address as the door saw it ('unknown' when not given). */
  client: string;
  body: Body;
  query: Query;
  session: Auth extends true ? Session : Auth extends 'optional' ? Session | null : null;
  /** The member of staff, on the back office's calls (auth 'staff'); null on every other call. */
  staff: Auth extends 'staff' ? StaffIdentity : null;
}

export interface Reply<Data = unknown> {
  data: Data;
  message?: string;
  /** Extra top-level envelope fields some calls carry (the lotto lobby's `status`). */
  extra?: Record<string, unknown>;
  /** A call declared with `events`: the server-sent events' body, answered as it comes (never the envelope). */
  stream?: ReadableStream<Uint8Array>;
}

/** Whether a promise hides anywhere in T: an answer that would go out as {} (a query not awaited). */
type HoldsPromise<T> =
  T extends PromiseLike<unknown>
    ? true
    : T extends (...args: never[]) => unknown
      ? false
      : T extends object
        ? true extends { [K in keyof T]-?: HoldsPromise<T[K]> }[keyof T]
          ? true
          : false
        : false;

/** The answer's data; one holding a promise is refused by the types. */
export function ok<T>(data: HoldsPromise<T> extends true ? never : T, message?: string, extra?: Record<string, unknown>): Reply<T>;
export function ok(): Reply<null>;
export function ok(data: unknown = null, message?: string, extra?: Record<string, unknown>): Reply {
  return { data, message, extra };
}

/** A stream's answer (text/event-stream): its body goes out as it is written. */
export function streamed(body: ReadableStream<Uint8Array>): Reply<null> {
  return { data: null, stream: body };
}

/** true: a member's session is required (401 without); 'optional': read when sent; false: never read; 'staff': a staff session. */
export type AuthMode = boolean | 'optional' | 'staff';

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
/** A declaration's optional schema read as Output: none declared is undefined. */
type Declared<S> = [Exclude<S, undefined>] extends [never] ? undefined : Output<Exclude<S, undefined>>;

export interface Route {
  method: Method;
  path: string;
  auth: AuthMode;
  /** What a staff call's role must allow. */
  permission?: Permission;
  /** A staff POST that changes nothing: no audit row expected (contract/endpoint.ts). */
  reads?: true;
  /** Classic zod or zod/mini (the contract's): typed as classic for the tools that read route shapes. */
  body?: z.ZodType;
  query?: z.ZodType;
  handle(ctx: Context<unknown, unknown, AuthMode>): Promise<Reply>;
}

/** Declares a route; the handler's ctx is typed from the schemas and the auth flag. */
export function defineRoute<
  Auth extends AuthMode,
  Body extends z.core.$ZodType | undefined = undefined,
  Query extends z.core.$ZodType | undefined = undefined,
>(route: {
  method: Method;
  path: string;
  auth: Auth;
  body?: Body;
  query?: Query;
  handle(ctx: Context<Output<Body>, Output<Query>, Auth>): Promise<Reply>;
}): Route {
  return route as unknown as Route;
}

/**
 * The route of a contract endpoint (contract/endpoints/): method, path, session and request schemas
 * come from the declaration; the handler's answer must be the declared answer's type, and the
 * refusals it names must be this catalogue's (errors.ts).
 */
export function route<E extends Endpoint & { refusals: readonly ErrorKey[] }>(
  endpoint: E,
  handle: (ctx: Context<Declared<E['body']>, Declared<E['query']>, E['auth']>) => Promise<Reply<AnswerInputOf<E>>>,
): Route {
  const { method, path, auth, permission, reads, body, query } = endpoint;
  return { method, path, auth, permission, reads, body, query, handle } as unknown as Route;
}

export const SUCCESS_MESSAGE = 'สำเร็จ';

/** A stream's headers: never kept, never transformed (compression would hold events back), never buffered by nginx. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
};

/** The log line of a staff POST that succeeded without writing an audit row. */
export const UNAUDITED_STAFF_ACTION = 'staff action without an audit row';

function answer(
  status: number,
  error: number,
  message: string,
  data: unknown = null,
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): Response {
  return new Response(JSON.stringify({ error, message, data, ...extra }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function refusal(key: ErrorKey, headers?: HeadersInit): Response {
  const entry = ERRORS[key];
  return answer(entry.status, entry.code, entry.message, null, headers);
}

/** zod issues -> the first field's Thai message, plus every field's message for forms. */
function validationRefusal(error: z.ZodError): Response {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message;
  }
  return answer(200, ERRORS.VALIDATION.code, error.issues[0]?.message ?? ERRORS.VALIDATION.message, { fields });
}

/** Thai text for issues whose schema gave none: names the field by its key. */
function fallbackMessage(issue: { code?: string; input?: unknown; path?: PropertyKey[] }): string {
  const field = issue.path?.map(String).join('.') ?? '';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `กรุณาระบุ ${field}`.trim();
  return field ? `ข้อมูล ${field} ไม่ถูกต้อง` : ERRORS.VALIDATION.message;
}

// Schemas may be classic zod or zod/mini (those shared with the client, src/contract/): both are read alike.
function validate(schema: z.core.$ZodType, input: unknown): { ok: true; value: unknown } | { ok: false; response: Response } {
  const parsed = z.safeParse(schema, input, { error: fallbackMessage });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: validationRefusal(parsed.error) };
}

/** JSON text that spells U+0000 (a raw one is not JSON at all): refused whole, on either engine. */
const NUL_ESCAPE = /\\u0000/i;

/** A POST body must be a JSON object; an empty body counts as {} (calls without parameters). */
async function readBody(
  request: Request,
): Promise<{ ok: true; value: Record<string, unknown>; text: string } | { ok: false; refusal: ErrorKey }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {}, text };
  if (NUL_ESCAPE.test(text)) return { ok: false, refusal: 'CONTROL_CHARACTER' };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, refusal: 'BAD_REQUEST' };
    return { ok: true, value: value as Record<string, unknown>, text };
  } catch {
    return { ok: false, refusal: 'BAD_REQUEST' };
  }
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export interface RouterOptions {
  db: Db;
  now: Clock;
  routes: readonly Route[];
  resolveSession(db: Db, token: string): Promise<Session | null>;
  /** A staff token's live session (its idle time renewed), or null; without it no staff call opens. */
  resolveStaff?(db: Db, token: string): Promise<StaffIdentity | null>;
}

/** A staff role without the call's permission: 403, naming the role and what it lacks. */
function forbidden(role: StaffRole, permission: Permission): Response {
  const entry = ERRORS.FORBIDDEN;
  return answer(
    entry.status,
    entry.code,
    formatMessage(entry.message, { role: ROLE_NAMES[role], permission: PERMISSION_NAMES[permission] }),
  );
}

export function createRouter(options: RouterOptions): (request: Request) => Promise<Response> {
  const byPath = new Map<string, Map<Method, Route>>();
  for (const route of options.routes) {
    const methods = byPath.get(route.path) ?? new Map<Method, Route>();
    if (methods.has(route.method)) throw new Error(`route declared twice: ${route.method} ${route.path}`);
    methods.set(route.method, route);
    byPath.set(route.path, methods);
  }

  return (request: Request): Promise<Response> => withinRequest(() => handle(request));

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const methods = byPath.get(path);
    if (!methods) return refusal('NOT_FOUND');
    const route = methods.get(request.method.toUpperCase() as Method);
    if (!route) return refusal('METHOD_NOT_ALLOWED', { allow: [...methods.keys()].join(', ') });
    noteRequest({ route: route.path });

    try {
      let session: Session | null = null;
      let staff: StaffIdentity | null = null;
      if (route.auth === 'staff') {
        // A member's token is no staff token (another table): it opens no back-office call.
        const token = bearerToken(request);
        staff = token && options.resolveStaff ? await options.resolveStaff(options.db, token) : null;
        if (!staff) return refusal('UNAUTHORIZED');
        noteRequest({ staffId: staff.id });
        if (route.permission && !can(staff.role, route.permission)) return forbidden(staff.role, route.permission);
      } else if (route.auth) {
        const token = bearerToken(request);
        session = token ? await options.resolveSession(options.db, token) : null;
        if (session) noteRequest({ memberId: session.memberId });
        if (!session && route.auth === true) return refusal('UNAUTHORIZED');
      }

      let body: unknown;
      let rawBody = '';
      if (route.method === 'POST') {
        const read = await readBody(request);
        if (!read.ok) return refusal(read.refusal);
        body = read.value;
        rawBody = read.text;
        if (route.body) {
          const checked = validate(route.body, body);
          if (!checked.ok) return checked.response;
          body = checked.value;
        }
      }

      if (url.search.includes('%00')) return refusal('CONTROL_CHARACTER');
      let query: unknown = Object.fromEntries(url.searchParams);
      if (route.query) {
        const checked = validate(route.query, query);
        if (!checked.ok) return checked.response;
        query = checked.value;
      }

      const client = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
      const reply = await route.handle({ db: options.db, now: options.now, request, rawBody, client, body, query, session, staff });
      // Every staff action is in the audit trail: one that is not is a bug the tests' servers fail on.
      if (staff && route.method === 'POST' && !route.reads && !requestAudited()) log.error({ route: route.path }, UNAUDITED_STAFF_ACTION);
      if (reply.stream) return new Response(reply.stream, { status: 200, headers: STREAM_HEADERS });
      // The server is the clock: every answer says what time it is (DESIGN.md "Time").
      const serverTime = options.now().toISOString();
      return answer(200, 0, reply.message ?? SUCCESS_MESSAGE, reply.data ?? null, undefined, { ...reply.extra, server_time: serverTime });
    } catch (error) {
      if (error instanceof BusinessError) return answer(error.status, error.code, error.message, error.data);
      if (isValueRefused(error)) {
        log.error({ route: path, err: (error as Error).message }, 'the database refused a value');
        return refusal('VALIDATION');
      }
      log.error({ route: path, err: error }, 'platform call failed');
      return refusal('INTERNAL');
    }
  }
}
