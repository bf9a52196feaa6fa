// A small HTTP client for contract tests that keeps cookies like a browser does.
import { inject } from 'vitest';

export interface Answer<T = any> {
  status: number;
  body: { error: number; message: string; data: T };
  setCookie: string[];
}

export class Member {
  cookies = new Map<string, string>();

  /** The shared test server, or one a test started itself. */
  readonly baseUrl: string;

  constructor(baseUrl: string = inject('baseUrl')) {
    this.baseUrl = baseUrl;
  }

  async call<T = any>(method: 'GET' | 'POST', path: string, body?: unknown, raw?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: method === 'POST' ? (raw ?? JSON.stringify(body ?? {})) : undefined,
    });
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
    return { status: response.status, body: parsed, setCookie };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
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
