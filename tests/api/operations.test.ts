// What whoever runs the servers reads: /healthz and /readyz (outside the page cache and the member
// routes), /metrics (off without METRICS_TOKEN, then only with it), one log line per request with
// the id the answer carries, and no secret in any line. /readyz fails while the database is gone
// and recovers when it is back, on either engine.
import { randomUUID } from 'node:crypto';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { leakingLines } from '../support/log-scan.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv } from '../support/test-databases.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const METRICS_TOKEN = `metrics-${randomUUID()}`;

async function readJson(response: Response): Promise<{ error: number; message: string; data: any }> {
  return (await response.json()) as { error: number; message: string; data: any };
}

it('answers /healthz and /readyz before the page cache and the member site, never cached', async () => {
  const base = inject('baseUrl');
  for (const path of ['/healthz', '/readyz']) {
    // With a member's cookie or without: the same answer, from the door, not from a page.
    for (const headers of [{}, { cookie: 'r999_session=not-a-session' }] as Record<string, string>[]) {
      const response = await fetch(base + path, { headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-r999-served-from')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await readJson(response);
      expect(body.error).toBe(0);
      expect(body.data.status).toBe('ok');
    }
  }
  const ready = await readJson(await fetch(`${base}/readyz`));
  // A site node in gateway mode has no database of its own: it is ready while it serves, and says its
  // platform is upstream (the platform node answers its own /readyz to whoever balances it).
  const checks = process.env.R999_TEST_GATEWAY ? { platform: 'upstream' } : { database: 'ok', migrations: 'ok', lottery_tick: 'ok' };
  expect(ready).toMatchObject({ message: 'ระบบพร้อมให้บริการ', data: { checks } });
  const refused = await fetch(`${base}/healthz`, { method: 'POST' });
  expect(refused.status).toBe(405);
});

it('keeps /metrics off without METRICS_TOKEN', async () => {
  const response = await fetch(`${inject('baseUrl')}/metrics`);
  expect(response.status).toBe(404);
  expect((await readJson(response)).data).toBeNull();
});

async function openRound(member: Member): Promise<number> {
  const lobby = await member.send(lotto.lobby);
  const categories = lobby.body.data.categories;
  for (const code of ['government', 'lao', 'hanoi_normal']) {
    const round = categories.find((category) => category.code === code)?.rounds.at(-1);
    if (round) return round.round_id;
  }
  throw new Error('no open round');
}

async function databaseGone(server: RunningServer): Promise<() => Promise<void>> {
  if (!server.databaseUrl) {
    const file = join(server.dataDir, 'platform.sqlite');
    renameSync(file, `${file}.away`);
    return async () => renameSync(`${file}.away`, file);
  }
  const name = new URL(server.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  return async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

async function readyz(server: RunningServer): Promise<{ status: number; checks: Record<string, string> }> {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, checks: (await readJson(response)).data.checks };
}

it(
  'logs each request once with its id, member and figures, counts it in /metrics behind the token, and leaks no secret; /readyz fails while the database is gone and recovers',
  { timeout: 120_000 },
  async () => {
    const server = await startServer({ ...(await freshServerEnv()), METRICS_TOKEN });
    try {
      const phone = uniquePhone();
      const password = `secret-${randomUUID().slice(0, 8)}`;
      const bankAccount = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
      const member = new Member(undefined, server.url);
      const registered = await register(
        member,
        {
          phone,
          password,
          full_name: 'ทดสอบ บันทึก',
          bank_code: 'SCB',
          bank_account: bankAccount,
          birth_date: birthDate(30),
        },
        server,
      );
      expect(registered.body.error, registered.body.message).toBe(0);
      const memberId = registered.body.data.user.id as number;
      const stranger = new Member(undefined, server.url);
      expect((await stranger.send(auth.login, { username: phone, password: 'wrong-password-1' })).body.error).not.toBe(0);
      expect((await member.send(auth.login, { username: phone, password })).body.error).toBe(0);
      const bill = await member.send(lotto.billCreate, {
        round_id: await openRound(member),
        lines: [{ bet_type: 'three_top', number: '123', amount: 5 }],
        idempotency_key: randomUUID(),
      });
      expect(bill.body.error, bill.body.message).toBe(0);

      // The id in the answer names the one line of that request.
      const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const asked = await fetch(server.url + auth.userInfo.path, { headers: { cookie } });
      const requestId = asked.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => server.output().includes(requestId)).toBe(true);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes(requestId));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: requestId, method: 'GET', route: auth.userInfo.path, status: 200, memberId });
      expect(typeof JSON.parse(lines[0]!).ms).toBe('number');

      // Metrics: only with the token.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
      const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await metrics.text();
      expect(text).toContain(`http_requests_total{method="POST",route="${lotto.billCreate.path}",status="200"} 1`);
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0\.5",method="POST",route="\/api\/lotto\/bill\/create",status="200"\} 1/,
      );
      expect(Number(/^lotto_bills\{status="pending"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      for (const series of [
        'game_spins{result="won"}',
        'deposits{status="pending"}',
        'withdrawals{status="paid"}',
        'lotto_settlement_lag_seconds',
        'db_transaction_retries',
        'live_streams_open',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(text, series).toContain(`\n${series} `);
      }
      if (server.databaseUrl) expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);

      // Not one line carries the phone, the password, the account or the session.
      const session = [...member.cookies.values()];
      expect(server.output()).toContain(`"route":"${auth.register.path}"`);
      expect(leakingLines(server.output(), [phone, password, bankAccount, ...session])).toEqual([]);

      // The database gone: not ready, saying why; back: ready again.
      expect(await readyz(server)).toEqual({ status: 200, checks: { database: 'ok', migrations: 'ok', lottery_tick: 'ok' } });
      const bringBack = await databaseGone(server);
      try {
        const down = await readyz(server);
        expect(down.status).toBe(503);
        expect(down.checks.database).toMatch(/^(file missing|unreachable)$/);
      } finally {
        await bringBack();
      }
      await expect.poll(async () => (await readyz(server)).status, { timeout: 20_000, interval: 500 }).toBe(200);
    } finally {
      await server.stop();
    }
  },
);
