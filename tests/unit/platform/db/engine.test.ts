// The engine from the environment: DATABASE_URL=postgres://… is PostgreSQL, unset is the SQLite
// file in DATA_DIR (nothing to install), anything else is refused without echoing the URL.
import { sql } from 'kysely';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEngine, openEngine } from '../../../../src/platform/db/engine.ts';

describe('chooseEngine', () => {
  it('is SQLite in DATA_DIR (default ./data) when DATABASE_URL is unset or empty', () => {
    expect(chooseEngine({})).toEqual({ kind: 'sqlite', path: join('./data', 'platform.sqlite') });
    expect(chooseEngine({ DATA_DIR: '/srv/r999', DATABASE_URL: '  ' })).toEqual({ kind: 'sqlite', path: '/srv/r999/platform.sqlite' });
  });

  it('is PostgreSQL for postgres:// and postgresql:// URLs', () => {
    const url = 'postgres://r999:secret@db.internal:5432/r999';
    expect(chooseEngine({ DATABASE_URL: url, DATA_DIR: '/ignored' })).toEqual({ kind: 'postgres', url });
    expect(chooseEngine({ DATABASE_URL: 'postgresql://localhost/r999' }).kind).toBe('postgres');
  });

  it('refuses any other URL, and never repeats its password', () => {
    const attempt = (value: string) => {
      try {
        chooseEngine({ DATABASE_URL: value });
      } catch (error) {
        return String(error);
      }
      return 'accepted';
    };
    const mysql = attempt('mysql://root:hunter2@db/r999');
    expect(mysql).toMatch(/DATABASE_URL must be a postgres:\/\/ URL \(got mysql:\/\/…\)/);
    expect(mysql).not.toContain('hunter2');
    const garbage = attempt('hunter2@db');
    expect(garbage).toMatch(/DATABASE_URL is not a URL/);
    expect(garbage).not.toContain('hunter2');
  });
});

describe('openEngine on SQLite', () => {
  it('creates DATA_DIR and its platform.sqlite, answers through Kysely, and closes the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'r999-engine-'));
    try {
      const dataDir = join(dir, 'nested', 'data');
      const engine = openEngine(chooseEngine({ DATA_DIR: dataDir }));
      expect(engine.kind).toBe('sqlite');
      expect(existsSync(join(dataDir, 'platform.sqlite'))).toBe(true);
      // The platform's pragmas (openDatabase): WAL, foreign keys on.
      const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(engine.db);
      expect(rows).toEqual([{ journal_mode: 'wal' }]);
      const keys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(engine.db);
      expect(keys.rows).toEqual([{ foreign_keys: 1 }]);
      await engine.close();
      await expect(sql`SELECT 1`.execute(engine.db)).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
