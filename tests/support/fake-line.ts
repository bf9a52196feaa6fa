// A fake of LINE's API for the tests and the demo (issue 44), so nothing touches the network: the
// platform's LINE_API_BASE points here. It answers what the platform calls:
// - POST /oauth2/v2.1/verify (form: id_token, client_id): LINE Login's check of an ID token. The
//   fake reads the token's claims without a signature (make one with `fakeIdToken`): its `aud`
//   must be the client_id and `exp` in the future, else 400 as LINE answers.
// - POST /v2/bot/message/push: recorded with its X-Line-Retry-Key; a key already taken is 409 (as
//   LINE does) and not delivered again; an account in `blocked` gets 403; `failNext` answers 500.
// - POST /v2/bot/message/reply: recorded.
// Every call must carry `Authorization: Bearer <token>` (the channel access token) except verify.
// `npm run fake-line` runs it for the demo (port FAKE_LINE_PORT, default 8787; a token of the demo's
// own is any `fakeIdToken`, printed at the start for a member to paste).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Push {
  to: string;
  messages: unknown[];
  retryKey: string | null;
}

export interface FakeLine {
  url: string;
  /** Pushes delivered (a retried key answered 409 is not here again). */
  pushes: Push[];
  /** Every push request as it came, 409s included. */
  pushRequests: Push[];
  replies: { replyToken: string; messages: unknown[] }[];
  /** LINE user ids that blocked the official account: a push to them answers 403. */
  blocked: Set<string>;
  /** How many of the next pushes answer 500. */
  failNext: number;
  close(): Promise<void>;
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** An ID token with LINE's claims (unsigned: only the fake reads it). */
export function fakeIdToken(claims: { sub: string; aud: string; exp?: number }): string {
  const payload = {
    iss: 'https://access.line.me',
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  };
  return `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.`;
}

function claimsOf(token: string): { sub?: string; aud?: string; exp?: number } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as never;
  } catch {
    return null;
  }
}

export async function startFakeLine(options: { accessToken: string; port?: number }): Promise<FakeLine> {
  const taken = new Set<string>();
  const fake: Omit<FakeLine, 'url' | 'close'> = { pushes: [], pushRequests: [], replies: [], blocked: new Set(), failNext: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && request.url === '/oauth2/v2.1/verify') {
        const form = new URLSearchParams(text);
        const claims = claimsOf(form.get('id_token') ?? '');
        if (!claims?.sub) return answer(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
        if (claims.aud !== form.get('client_id'))
          return answer(400, { error: 'invalid_request', error_description: 'Invalid IdToken Audience.' });
        if ((claims.exp ?? 0) * 1000 < Date.now()) return answer(400, { error: 'invalid_request', error_description: 'IdToken expired.' });
        return answer(200, { iss: 'https://access.line.me', sub: claims.sub, aud: claims.aud, exp: claims.exp, name: 'LINE member' });
      }
      if (request.headers.authorization !== `Bearer ${options.accessToken}`) return answer(401, { message: 'Authentication failed' });
      const body = JSON.parse(text || '{}') as { to?: string; messages?: unknown[]; replyToken?: string };
      if (request.method === 'POST' && request.url === '/v2/bot/message/push') {
        const retryKey = (request.headers['x-line-retry-key'] as string | undefined) ?? null;
        const push = { to: body.to ?? '', messages: body.messages ?? [], retryKey };
        fake.pushRequests.push(push);
        if (fake.failNext > 0) {
          fake.failNext -= 1;
          return answer(500, { message: 'Internal server error' });
        }
        if (retryKey && taken.has(retryKey)) return answer(409, { message: 'The retry key is already accepted' });
        if (fake.blocked.has(push.to)) return answer(403, { message: 'The user has blocked the account' });
        if (retryKey) taken.add(retryKey);
        fake.pushes.push(push);
        return answer(200, { sentMessages: [{ id: String(fake.pushes.length), quoteToken: 'q' }] });
      }
      if (request.method === 'POST' && request.url === '/v2/bot/message/reply') {
        fake.replies.push({ replyToken: body.replyToken ?? '', messages: body.messages ?? [] });
        return answer(200, { sentMessages: [] });
      }
      answer(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

// `node tests/support/fake-line.ts`: the demo's LINE (npm run fake-line).
if (import.meta.url === `file://${process.argv[1]}`) {
  const accessToken = process.env.LINE_CHANNEL_ACCESS_TOKEN?.trim() || 'demo-access-token';
  const fake = await startFakeLine({ accessToken, port: Number(process.env.FAKE_LINE_PORT) || 8787 });
  console.log(`fake LINE at ${fake.url} (LINE_API_BASE), access token ${accessToken}`);
  setInterval(() => {
    if (fake.pushes.length) console.log(JSON.stringify(fake.pushes.splice(0)));
    if (fake.replies.length) console.log(JSON.stringify(fake.replies.splice(0)));
  }, 1000);
}
