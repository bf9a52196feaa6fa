// The back office's calls, on the one core (api/http.ts) with the staff's session policy: the staff
// cookie goes along by itself, a 401 on a staff call (idle for 30 minutes, disabled, logged out
// elsewhere) goes to the staff log-in and back. A desk shows the answer's message itself, so a
// failure comes back as `{ ok: false }` with the platform's Thai message and per-field messages.
// Islands call the per-desk modules (api/admin/admin-*.ts), never this directly; nothing here reaches a
// member page (the member side's policy is api/client.ts).
import type { z } from 'zod/mini';
import type { AnswerOf, Endpoint } from '../../contract/endpoint.ts';
import { readEnvelope } from '../../contract/envelope.ts';
import { checked, exchange, type Query } from '../http.ts';
import { adminTh } from '../../i18n/admin/admin-common.ts';

export type AdminAnswer<T> =
  { ok: true; data: T; message: string } | { ok: false; error: number; message: string; fields?: Record<string, string> };

/**
 * What a desk sends for a declared body or query: the declaration's field names, the values as the
 * form holds them (the platform checks them and answers each field's Thai message).
 */
export type FieldsOf<S> = S extends z.ZodMiniType ? { [K in keyof z.input<S>]?: unknown } : never;
export type BodyOf<E extends Endpoint> = FieldsOf<E['body']>;
export type QueryOf<E extends Endpoint> = FieldsOf<E['query']>;

/** An empty value is left out of the query, as a GET form leaves it. */
function queryOf(fields: Record<string, unknown> | undefined): Query | undefined {
  if (!fields) return undefined;
  const query: Query = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') query[key] = String(value);
  return query;
}

function toStaffLogin(): void {
  location.assign(`/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`);
}

export async function adminCall<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E> } = {},
): Promise<AdminAnswer<AnswerOf<E>>> {
  const { status, body } = await exchange(
    endpoint.path,
    endpoint.method,
    queryOf(input.query as Record<string, unknown> | undefined),
    input.body as Record<string, unknown> | undefined,
  );
  if (status === 0) return { ok: false, error: 0, message: adminTh.network };
  if (status === 401 && endpoint.auth === 'staff') toStaffLogin();
  const envelope = readEnvelope(body);
  if (!envelope) return { ok: false, error: status, message: adminTh.generic };
  if (envelope.error !== 0) {
    const fields = (envelope.data as { fields?: Record<string, string> } | null)?.fields;
    return { ok: false, error: envelope.error, message: envelope.message || adminTh.generic, fields };
  }
  const data = checked(endpoint.answer, envelope.data);
  return data.fits
    ? { ok: true, data: data.data as AnswerOf<E>, message: envelope.message }
    : { ok: false, error: -1, message: adminTh.generic };
}
