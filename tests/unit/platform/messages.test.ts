// The text-message sender behind the password reset: the outbox by default, or the operator's
// webhook (SMS_WEBHOOK_URL), here a real HTTP server on this machine.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import { senderFromEnv } from '../../../src/platform/messages/sender.ts';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: { to: string; text: string; purpose: string };
  respond(status: number): void;
}

let t: TestPlatform | undefined;
let server: Server | undefined;
afterEach(async () => {
  t?.close();
  t = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = undefined;
  vi.restoreAllMocks();
});

/** A webhook that hands each request to the test, which answers it when it likes. */
async function webhook(): Promise<{ url: string; next(): Promise<Received> }> {
  const queue: Received[] = [];
  const waiting: ((received: Received) => void)[] = [];
  server = createServer((request, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const received: Received = { headers: request.headers, body: JSON.parse(raw), respond: (status) => response.writeHead(status).end() };
      const waiter = waiting.shift();
      if (waiter) waiter(received);
      else queue.push(received);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve))),
  };
}

const withWebhook = (url: string) =>
  testPlatform(undefined, {
    memory: true,
    sender: (db) => senderFromEnv(db, { SMS_WEBHOOK_URL: url, SMS_WEBHOOK_TOKEN: 'hook-secret' }),
  });

const requestCode = (phone: string = DEMO.phone) => t!.sendFrom('203.0.113.7', auth.resetPassword, { phone });

describe('message sender', () => {
  it('posts the code to the webhook when SMS_WEBHOOK_URL is set, and keeps nothing in the outbox', async () => {
    const hook = await webhook();
    t = await withWebhook(hook.url);
    const answer = await requestCode();
    expect(answer.error).toBe(0);
    const received = await hook.next();
    received.respond(200);
    expect(received.headers.authorization).toBe('Bearer hook-secret');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.body).toMatchObject({ to: DEMO.phone, purpose: 'password_reset' });
    const code = /\b(\d{6})\b/.exec(received.body.text)![1]!;
    expect(JSON.stringify(answer)).not.toContain(code);
    expect(await t.count('message_outbox')).toBe(0);
    expect((await t.send(auth.resetPasswordV2, { phone: DEMO.phone, code, new_password: 'fresh-pass1' })).error).toBe(0);
  });

  it('answers without waiting for the webhook', async () => {
    const hook = await webhook();
    t = await withWebhook(hook.url);
    const answer = await requestCode();
    // The webhook has the request but has not answered it yet: the member already has the answer.
    const received = await hook.next();
    expect(answer.error).toBe(0);
    received.respond(200);
  });

  it('a failed send answers as usual, crashes nothing and logs no code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hook = await webhook();
    t = await withWebhook(hook.url);
    const unknown = await requestCode('0899999999');
    const answer = await requestCode();
    expect(answer).toEqual(unknown);
    const received = await hook.next();
    received.respond(500);
    const code = /\b(\d{6})\b/.exec(received.body.text)![1]!;
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    const line = logged.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(line).toContain('081xxxx678');
    expect(line).toContain('HTTP 500');
    expect(line).not.toContain(code);
    expect(line).not.toContain(DEMO.phone);

    // Nobody listens any more: the send fails at the connection, still quietly.
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    t.advance(2);
    logged.mockClear();
    expect((await requestCode()).error).toBe(0);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged.mock.calls.join(' ')).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a malformed SMS_WEBHOOK_URL at start, not at the first reset', async () => {
    t = await testPlatform();
    expect(() => senderFromEnv(t!.db, { SMS_WEBHOOK_URL: 'not a url' })).toThrow();
    expect(() => senderFromEnv(t!.db, { SMS_WEBHOOK_URL: 'ftp://example.com/sms' })).toThrow(/http/);
    expect(senderFromEnv(t.db, {}).kind).toBe('outbox');
  });
});
