import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/platform/db/migrations.ts';
import { openDatabase } from '../../../src/platform/db/database.ts';
import { migrate, schemaVersion } from '../../../src/platform/db/migrate.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
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

describe('a database from before banners and events had words as data', () => {
  it('gives the seeded banners and events their words; a banner an operator changed keeps its image alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
    dirs.push(dataDir);
    // The schema and agent content as they were: four migrations, banner rows without words.
    const old = openDatabase(join(dataDir, 'platform.sqlite'));
    migrate(old, migrations.slice(0, 4));
    old.exec(`
      INSERT INTO agents (id, code, name, logo, line_admin_url, line_contact_url) VALUES (33, 'r999', 'R999', '/images/logo.svg', '', '');
      INSERT INTO banners (agent_id, image, title, link, sort_order) VALUES
        (33, '/images/banners/banner-1.svg', 'หวยออนไลน์ บาทละ 900', '/lotto/lobby', 1),
        (33, '/operator/own.png', 'เช็คอินรายวัน', '/checkin', 3);
      INSERT INTO events (agent_id, image, title, sort_order) VALUES (33, '/images/events/event-2.svg', 'วงล้อนำโชค หมุนฟรีทุกวัน', 2);
      INSERT INTO seed_runs (name, ran_at) VALUES ('agent r999 and its content', 0);
    `);
    old.close();

    const t = onDisk(dataDir);
    expect(schemaVersion(t.db)).toBe(migrations.length);
    const banners = (await t.get('/api/banner?agent_code=r999')).data;
    expect(banners).toEqual([
      expect.objectContaining({ image: '/images/banners/banner-1.svg', subtitle: 'หวยรัฐบาล ลาว ฮานอย หุ้น ครบทุกงวด', show_text: true }),
      expect.objectContaining({ image: '/operator/own.png', subtitle: null, show_text: false }),
    ]);
    expect((await t.get('/api/event/list')).data).toEqual([
      expect.objectContaining({ image: '/images/events/event-2.svg', subtitle: 'หมุนฟรีวันละ 3 ครั้ง หรือใช้พอยท์หมุนเพิ่ม', show_text: true }),
    ]);
  });
});
