import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/platform/db/migrations.ts';
import { schemaVersion } from '../../../src/platform/db/migrate.ts';
import { unbalancedWallets } from '../../../src/platform/ledger.ts';
import { registration, testPlatform, type TestPlatform } from './helpers.ts';

const dirs: string[] = [];
let open: TestPlatform[] = [];
afterEach(() => {
  for (const t of open) t.platform.close();
  open = [];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function onDisk(dataDir: string): TestPlatform {
  const t = testPlatform('2026-03-01T03:00:00.000Z', { dataDir });
  open.push(t);
  return t;
}

describe('the database file', () => {
  it('keeps members, wallets, ledger rows and sessions across a restart, seeding only once', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'platform-')), 'nested', 'data');
    dirs.push(dataDir);
    const first = onDisk(dataDir);
    const body = registration();
    const registered = await first.post('/api/register', body);
    expect(registered.error).toBe(0);
    const counts = ['members', 'wallets', 'ledger', 'sessions', 'banners', 'notifications', 'banks'].map((table) => first.count(table));
    first.platform.close();

    const second = onDisk(dataDir);
    expect(['members', 'wallets', 'ledger', 'sessions', 'banners', 'notifications', 'banks'].map((table) => second.count(table))).toEqual(
      counts,
    );
    expect((await second.get('/api/get_user_info', registered.data.access_token)).data.phone).toBe(body.phone);
    expect((await second.post('/api/login', { username: body.phone, password: body.password })).error).toBe(0);
    expect(unbalancedWallets(second.db)).toEqual([]);
  });

  it('is in WAL mode with foreign keys on and the schema at the latest version', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
    dirs.push(dataDir);
    const t = onDisk(dataDir);
    expect(t.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(t.db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(t.db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
    expect(schemaVersion(t.db)).toBe(migrations.length);
  });

  it('keeps an operator change to a setting across a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
    dirs.push(dataDir);
    const first = onDisk(dataDir);
    first.db.prepare("UPDATE settings SET value = '60' WHERE key = 'auth.session_ttl_minutes'").run();
    first.platform.close();
    const second = onDisk(dataDir);
    expect(second.db.prepare("SELECT value FROM settings WHERE key = 'auth.session_ttl_minutes'").get()).toEqual({ value: '60' });
  });
});
