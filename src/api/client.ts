// The member side's calls (SPEC.md section 8), on the one core (api/http.ts) with the member's
// session policy: HTTP 400 goes home unless the call opts out; HTTP 401 clears the user and goes to
// /login with the Thai session-expired message, and logging in again returns to the page the member
// was on (a bill being built is kept on the device, stores/lotto/lotto-drafts.ts). Business refusals
// (HTTP 200, error != 0) reach the caller.
import { notify } from '../lib/shell/notify.ts';
import type { z } from 'zod/mini';
import { th } from '../i18n/shell/th-shell.ts';
import { goTo } from '../lib/shell/navigation.ts';
import { withReturnPath } from '../lib/account/return-path.ts';
import { guardOf } from '../lib/routes.ts';
import { ERROR_TOAST_MS } from '../lib/shell/toast-durations.ts';
import { readEnvelope, type Envelope as Answer } from '../contract/envelope.ts';
import type { AnswerOf, Endpoint } from '../contract/endpoint.ts';
import { checked, exchange, messageOf } from './http.ts';
import { sessionGone } from './unauthorized.ts';

export { ERROR_TOAST_MS } from '../lib/shell/toast-durations.ts';

export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
    this.name = 'ApiError';
  }
}

export interface Envelope<T> extends Answer<T> {
  /** On a refusal, whatever `data` the platform sent along (unchecked), e.g. per-line reasons. */
  refusal?: unknown;
}

export { setUnauthorizedHandler } from './unauthorized.ts';

export interface CallOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  /** Shape of `data` on success. */
  data: S;
  /** Stay on the page on HTTP 400 instead of going home. */
  allowBadRequest?: boolean;
}

/** Calls the API; resolves with the envelope (error may be non-zero), rejects with ApiError. */
export async function call<S extends z.ZodMiniType>(path: string, options: CallOptions<S>): Promise<Envelope<z.infer<S> | null>> {
  const { status, body } = await exchange(path, options.method ?? 'GET', options.query, options.body);
  if (status < 200 || status > 299) throw failure(status, body, options.allowBadRequest ?? false);
  const envelope = readEnvelope(body);
  if (!envelope) throw new ApiError(-1, th.errors.generic);
  const { error, message } = envelope;
  if (error !== 0) return { error, message: message || th.errors.generic, data: null, refusal: envelope.data };
  const data = checked(options.data, envelope.data);
  if (!data.fits) throw new ApiError(-1, th.errors.generic);
  return { error, message, data: data.data };
}

/** Like call, but a business refusal rejects with its Thai message: for actions that must succeed. */
export async function callOrThrow<S extends z.ZodMiniType>(path: string, options: CallOptions<S>): Promise<z.infer<S>> {
  const envelope = await call(path, options);
  if (envelope.error !== 0) throw new ApiError(envelope.error, envelope.message);
  return envelope.data as z.infer<S>;
}

type Params = Record<string, string | number | boolean | undefined>;

/** The call of a contract endpoint: its method and path, `data` checked with its answer schema. */
export function request<E extends Endpoint>(
  endpoint: E,
  input: { query?: Params; body?: Record<string, unknown>; allowBadRequest?: boolean } = {},
): Promise<Envelope<AnswerOf<E> | null>> {
  return call<E['answer']>(endpoint.path, { ...input, method: endpoint.method, data: endpoint.answer });
}

/** Like request, but a business refusal rejects with its Thai message. */
export function requestOrThrow<E extends Endpoint>(
  endpoint: E,
  input: { query?: Params; body?: Record<string, unknown>; allowBadRequest?: boolean } = {},
): Promise<AnswerOf<E>> {
  return callOrThrow<E['answer']>(endpoint.path, { ...input, method: endpoint.method, data: endpoint.answer });
}

/** To /login, and back afterwards to the page the member was on (unless that is a login page already). */
function toLogin(): void {
  if (typeof location === 'undefined') return goTo('/login');
  if (guardOf(location.pathname) === 'guest') return;
  goTo(withReturnPath('/login', location.pathname + location.search));
}

function failure(status: number, body: unknown, allowBadRequest: boolean): ApiError {
  if (status === 0) return new ApiError(0, th.errors.network);
  const message = messageOf(body) || th.errors.generic;
  if (status === 401) {
    sessionGone();
    // One toast however many calls failed at once.
    notify.error(th.errors.sessionExpired, { id: 'session-expired', duration: ERROR_TOAST_MS });
    toLogin();
    return new ApiError(401, th.errors.sessionExpired);
  }
  if (status === 400 && !allowBadRequest) goTo('/');
  return new ApiError(status, message);
}

/** Shows an error as the 3-second toast the spec asks for. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError && error.code === 401) return; // already told
  const message = error instanceof Error && error.message ? error.message : th.errors.generic;
  notify.error(message, { duration: ERROR_TOAST_MS });
}
