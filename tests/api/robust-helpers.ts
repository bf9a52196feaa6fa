// The robustness suite's tools: the platform's own route table read as a list of calls, hostile
// values shaped after each call's zod schemas, a low-level sender (bad JSON, odd content types,
// broken cookies, raw bytes), the envelope check, and the money invariants read from the server's
// SQLite file (read-only).
import fc from 'fast-check';
import type { z } from 'zod';
import { findEndpoint } from '../../src/contract/endpoints/all.ts';
import type { Route } from '../../src/platform/http.ts';
import { routes } from '../../src/platform/routes.ts';
import { rawRequest } from '../support/raw-http.ts';

export const THAI = /[\u0E00-\u0E7F]/;

/** Every call the platform answers, as the route table declares it (later calls join by themselves). */
export const CALLS: readonly Route[] = routes;

// ---------------------------------------------------------------------------------------------
// Schemas -> shapes: which fields a call reads, nested (bill lines are objects in an array).

export type Shape = { kind: 'object'; fields: Record<string, Shape> } | { kind: 'array'; of: Shape } | { kind: 'leaf' };

type AnySchema = z.ZodType & { def: { type: string; [key: string]: unknown }; shape?: Record<string, z.ZodType> };

export function shapeOf(schema: z.ZodType | undefined): Shape {
  if (!schema) return { kind: 'object', fields: {} };
  const s = schema as AnySchema;
  switch (s.def.type) {
    case 'object': {
      const fields: Record<string, Shape> = {};
      for (const [key, child] of Object.entries(s.shape ?? {})) fields[key] = shapeOf(child);
      return { kind: 'object', fields };
    }
    case 'array':
      return { kind: 'array', of: shapeOf(s.def.element as z.ZodType) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(s.def.innerType as z.ZodType);
    case 'pipe': {
      // A pipe whose input is an object or array (e.g. a refined object) keeps that structure.
      const input = shapeOf(s.def.in as z.ZodType);
      return input.kind === 'leaf' ? shapeOf(s.def.out as z.ZodType) : input;
    }
    default:
      return { kind: 'leaf' };
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** A token written into the JSON text as is: NaN, Infinity, 1e309 are not JSON values. */
export class RawLiteral {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON.stringify that writes RawLiteral leaves verbatim (so a body can carry NaN). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawLiteral) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function hasRawLiteral(value: unknown): boolean {
  if (value instanceof RawLiteral) return true;
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasRawLiteral);
  return false;
}

const NASTY_TEXT = [
  '',
  ' ',
  '        ',
  '0',
  '-1',
  '1.5',
  '-0.01',
  'NaN',
  'Infinity',
  '1e308',
  '0x2',
  '2e0',
  ' 2 ',
  '+2',
  'true',
  'null',
  'undefined',
  '[object Object]',
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  '1 UNION SELECT password_hash FROM members',
  '"; SELECT * FROM sessions; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\r\n',
  'a\u0000b',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  '๑๒๓',
  'ทดสอบ',
  '🎰🎰🎰',
  '0000000000',
  '0812345678',
  '081-234-5678',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  'SCB',
  'two_top',
  'three_top',
  '12',
  '123',
  '12345',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  'A'.repeat(5_000),
  'ก'.repeat(2_000),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  2,
  0.5,
  1.5,
  -0.01,
  0.001,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31),
  1_000_000_000,
  1_000_000_001,
];

const RAW_LITERALS = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '-0', '1E400', '0.0000000000000000000000001'].map(
  (text) => new RawLiteral(text),
);

/** Wrong types, huge strings, negative, fractional, NaN and 1e308 amounts, SQL, HTML, nesting. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_LITERALS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [[2]], [2], { $gt: 0 }, { __proto__: { admin: true } }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -1_000, max: 100 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{1,12}$/) },
);

/** Fields nobody declared, including prototype names. */
const unknownFields = fc.dictionary(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'is_admin', 'balance', 'member_id', 'status', 'extra', 'ข้อมูล'),
  hostileLeaf,
  { maxKeys: 3 },
);

/** A value of the schema's structure, each leaf hostile, some fields missing, some added. */
export function hostileOf(shape: Shape, depth = 0): fc.Arbitrary<unknown> {
  if (shape.kind === 'leaf' || depth > 3) return hostileLeaf;
  if (shape.kind === 'array') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(hostileOf(shape.of, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: hostileLeaf },
      // Far more elements than any call takes (small ones: a body over the door's 64 KB limit is
      // refused before it is read, and is its own case in the door tests).
      { weight: 1, arbitrary: fc.constantFrom<unknown>(1, '12', null, {}, []).map((one) => Array.from({ length: 1_001 }, () => one)) },
    );
  }
  const fields = Object.fromEntries(Object.entries(shape.fields).map(([key, child]) => [key, hostileOf(child, depth + 1)]));
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), unknownFields).map(([known, extra]) => ({ ...extra, ...known })),
    },
    { weight: 1, arbitrary: hostileLeaf },
  );
}

/** Every path to a leaf of a value (['lines', 0, 'amount'], ...). */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((child, index) => leafPaths(child, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix];
}

function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
}

/** A valid input with one or two of its leaves made hostile (reaches the rules behind validation). */
export function mutated(seed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = leafPaths(seed).filter((path) => path.length > 0);
  if (paths.length === 0) return fc.constant(seed);
  const change = fc.tuple(fc.constantFrom(...paths), hostileLeaf);
  return fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 2 }), unknownFields)
    .map(([changes, extra]) => changes.reduce<unknown>((value, [path, leaf]) => setAt(value, path, leaf), { ...extra, ...seed }));
}

/**
 * Query text: each value as text (a query has nothing else), sometimes a key twice. Kept under
 * 8 KB: Node itself refuses a request head over 16 KB (431) before the site sees it.
 */
export function queryText(value: unknown, maxValue = 2_000): string {
  const params = new URLSearchParams();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) params.append('q', toText(value).slice(0, maxValue));
  else {
    for (const [key, child] of Object.entries(value)) {
      if (Array.isArray(child)) for (const item of child.slice(0, 3)) params.append(key, toText(item).slice(0, maxValue));
      else params.append(key, toText(child).slice(0, maxValue));
    }
  }
  const text = params.toString();
  return text.length > 8_000 && maxValue > 50 ? queryText(value, Math.floor(maxValue / 4)) : text;
}

function toText(value: unknown): string {
  if (value instanceof RawLiteral) return value.text;
  if (typeof value === 'string') return value;
  return toJsonText(value);
}

// ---------------------------------------------------------------------------------------------
// Sending.

export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Received {
  status: number;
  contentType: string;
  text: string;
}

export async function send(baseUrl: string, request: Sent): Promise<Received> {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const contentType = response.headers.get('content-type') ?? '';
  // A member's live stream never ends: its opening is the answer (envelopeFault judges it).
  if (contentType.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, contentType, text: '' };
  }
  return { status: response.status, contentType, text: await response.text() };
}

/** A call declared with `events` (the member's live stream): opened, it answers its stream, not the envelope. */
export function isStream(call: Pick<Route, 'method' | 'path'>): boolean {
  return findEndpoint(call.method, call.path)?.events !== undefined;
}

/**
 * One HTTP/1.1 request written byte for byte (tests/support/raw-http.ts): header values fetch()
 * refuses to send (NUL, raw non-Latin-1 bytes in a cookie) reach the server as a script could send them.
 */
export async function sendRaw(baseUrl: string, method: string, path: string, headers: Buffer[], body = ''): Promise<Received> {
  const host = new URL(baseUrl).host;
  const head = Buffer.concat([
    Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: ${host}`),
    ...headers.flatMap((header) => [Buffer.from('\r\n'), header]),
  ]);
  const answer = await rawRequest(baseUrl, head, body);
  return { status: answer.status, contentType: answer.headers['content-type']?.[0] ?? '', text: answer.body };
}

// ---------------------------------------------------------------------------------------------
// The envelope: every /api answer, whatever was sent.

export interface Envelope {
  error: number;
  message: string;
  data: unknown;
}

/** Why an answer breaks the contract, or null when it keeps it (`stream`: the call may open its event stream). */
export function envelopeFault(answer: Received, stream = false): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (stream && answer.status === 200 && answer.contentType.startsWith('text/event-stream')) return null;
  if (!answer.contentType.includes('application/json'))
    return `answered ${answer.status} ${answer.contentType || 'without a content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'answered JSON that is not an object';
  const envelope = body as Partial<Envelope>;
  if (!Number.isInteger(envelope.error)) return 'the answer has no integer `error`';
  if (typeof envelope.message !== 'string' || !THAI.test(envelope.message))
    return `the message is not Thai: ${JSON.stringify(envelope.message)}`;
  if (!('data' in envelope)) return 'the answer has no `data`';
  if (answer.status >= 400 && envelope.error === 0) return `answered ${answer.status} with error 0`;
  // Secrets stay on the server: password hashes, stored token hashes, the session token (a cookie).
  // A field of that name anywhere in the answer, or a hash's value; the words inside an echoed text
  // (a statement line the cashier pasted says what it likes) are no secret.
  const secret = /scrypt\$|(?<!\\)"(password_hash|token_hash|access_token)"\s*:/.exec(answer.text);
  if (secret) return `the answer carries a secret (${secret[0]})`;
  return null;
}

export function describeSent(request: Sent): string {
  const body =
    request.body === undefined
      ? ''
      : ` body ${request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body}`;
  return `${request.method} ${request.path.slice(0, 300)} headers ${JSON.stringify(request.headers ?? {})}${body}`;
}
