// A small HTTP client for contract tests that keeps cookies like a browser does.
import { Agent, request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import type { AnswerOf, Endpoint } from '../../src/contract/endpoint.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { checkAgainstContract } from '../support/contract-check.ts';
import { requestOf, type InputOf } from '../support/typed-call.ts';
import { serverRows, type ServerData } from '../support/server-database.ts';

export interface Answer<T = any> {
  status: number;
  body: { error: number; message: string; data: T };
  setCookie: string[];
}

export class Member {
  cookies = new Map<string, string>();

  /** The network address the member connects from (see loopbackAddress); default 127.0.0.1. */
  readonly from?: string;
  /** Keeps connections from `from` open between calls, like a browser. */
  private readonly agent?: Agent;

  /** The shared test server, or one a test started itself. */
  readonly baseUrl: string;

  constructor(from?: string, baseUrl: string = inject('baseUrl')) {
    this.from = from;
    this.baseUrl = baseUrl;
    if (from) this.agent = new Agent({ keepAlive: true, localAddress: from });
  }

  /**
   * Opens `count` connections before a burst of calls, so each call of the burst goes out at once,
   * in the order it was made, instead of waiting for its own connection to be set up.
   */
  async openConnections(count: number): Promise<void> {
    if (!this.agent) throw new Error('openConnections needs a Member with its own address');
    this.agent.maxSockets = count;
    await Promise.all(Array.from({ length: count }, () => this.send(agent.validate, { code: 'r999' })));
  }

  async call<T = any>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    raw?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    if (method === 'POST') headers['content-type'] ??= 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const payload = method === 'POST' ? (raw ?? JSON.stringify(body ?? {})) : undefined;
    const response = this.agent
      ? await requestThrough(this.agent, method, this.baseUrl + path, headers, payload)
      : await fetch(this.baseUrl + path, { method, headers, body: payload });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      const cleared = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '';
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
    }
    checkAgainstContract(method, path, response.status, parsed);
    return { status: response.status, body: parsed, setCookie };
  }

  /** A declared call, typed by its declaration: `member.send(lotto.billCreate, body)`. */
  send<E extends Endpoint>(endpoint: E, input?: InputOf<E>, headers?: Record<string, string>): Promise<Answer<AnswerOf<E>>> {
    const { method, path, body } = requestOf(endpoint, input);
    return this.call(method, path, body, undefined, headers);
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
}

/** The Thai message per field a refusal of bad input (1001) names: its data, beside the declared answer. */
export const fieldsOf = (answer: Answer<unknown>) => (answer.body.data as { fields: Record<string, string> }).fields;

/** fetch cannot choose its source address; a node:http agent can. Answers as a fetch Response. */
function requestThrough(agent: Agent, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, one);
        }
        resolve(new Response(new Uint8Array(Buffer.concat(chunks)), { status: incoming.statusCode, headers: answerHeaders }));
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A loopback address of its own (all of 127.0.0.0/8 reaches this machine on Linux): the server sees
 * the member connect from it, so per-address limits hit by one test touch no other.
 */
export function loopbackAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `127.${part()}.${part()}.${part()}`;
}

let counter = 0;
/** A phone number no other test uses: 09, six random digits and a per-file counter. */
export function uniquePhone(): string {
  counter = (counter + 1) % 100;
  return `09${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${String(counter).padStart(2, '0')}`;
}

/** A birth date `years` years before today (Asia/Bangkok), shifted by `days`. */
export function birthDate(years: number, days = 0): string {
  const today = new Date(Date.now() + 7 * 3600_000);
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The shared test server's data (its outbox is where a code sent by SMS waits). */
export const sharedServer = (): ServerData => ({ dataDir: inject('dataDir'), databaseUrl: inject('databaseUrl') });

/**
 * The code `phone` gets by SMS before registering: asked for from a loopback address of its own (the
 * per-address limit of one test touches no other), read from the server's outbox as the operator
 * would. A phone the server sends no code to (malformed, a member's) gets one no phone has.
 */
export async function phoneCode(phone: unknown, server: { url: string } & ServerData = { url: inject('baseUrl'), ...sharedServer() }) {
  const sent = await new Member(loopbackAddress(), server.url).send(auth.registerPhoneCode, { phone: phone as never });
  if (sent.body.error !== 0) return '000000';
  const [newest] = await serverRows<{ body: string }>(
    server,
    'SELECT body FROM message_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
    String(phone).replace(/\D/g, ''),
  );
  return /\b(\d{6})\b/.exec(newest!.body)![1]!;
}

/** Registers as `member` (the shared server's, or `server`), the phone confirmed with its code first unless `form` gives one. */
export async function register(member: Member, form: Record<string, unknown>, server?: ServerData): Promise<Answer> {
  const code = 'phone_code' in form ? {} : { phone_code: await phoneCode(form.phone, server && { url: member.baseUrl, ...server }) };
  // The form's fields are the agent's (its register fields), so the declaration types no body; the
  // answer stays untyped: a refusal's data (the fields it names) is beside the declared answer.
  return member.send(auth.register, { ...form, ...code } as never);
}
