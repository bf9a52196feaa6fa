// Small fakes shared by the client-side store tests.
import { vi } from 'vitest';

export type Route = { status?: number; body: unknown } | (() => Promise<never>);

/**
 * Stubs the global fetch with answers per API path (query string ignored). A path without an
 * answer fails the test loudly. Returns the spy so tests can see what was asked.
 */
export function fakeApi(routes: Record<string, Route>) {
  const fetch = vi.fn(async (input: string | Request, _init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'https://r999.example');
    const route = routes[url.pathname];
    if (!route) throw new Error(`no fake answer for ${url.pathname}`);
    if (typeof route === 'function') return route();
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The API paths fetch was called with, in order. */
export function calledPaths(fetch: ReturnType<typeof fakeApi>): string[] {
  return fetch.mock.calls.map(([input]) => new URL(typeof input === 'string' ? input : input.url, 'https://r999.example').pathname);
}

/** A Map-backed sessionStorage installed as the global. */
export function fakeSessionStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  });
  return data;
}

/**
 * Empties the @nanostores/persistent test storage without announcing it. cleanTestStorage() tells
 * every listening store that each key changed to `undefined`; the user store decodes with
 * JSON.parse, which throws on undefined (a browser's storage event says null, which the library
 * handles), so stores still mounted from an earlier test would throw.
 */
export function wipeTestStorage(storage: Record<string, string>): void {
  for (const key of Object.keys(storage)) delete storage[key];
}

export const USER = { id: 7, phone: '0812345678', full_name: 'สมชาย ใจดี', bank_code: 'KBANK', bank_account_masked: 'xxx-x-x6789-x' };
