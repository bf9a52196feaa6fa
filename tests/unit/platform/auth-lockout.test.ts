import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.platform.close());

const wrong = () => t.post('/api/login', { username: DEMO.phone, password: 'wrong-pass' });
const right = () => t.post('/api/login', { username: DEMO.phone, password: DEMO.password });

describe('login attempt limit', () => {
  it('locks the phone at the 5th failure; even the right password is refused until 15 minutes pass', async () => {
    t = testPlatform();
    for (let i = 1; i <= 4; i++) {
      expect((await wrong()).error).toBe(1201);
      t.advance(1);
    }
    const fifth = await wrong();
    expect(fifth.error).toBe(1202);
    expect(fifth.message).toContain('15 นาที');

    const sixth = await right();
    expect(sixth).toMatchObject({ status: 200, error: 1202, data: null });
    expect(sixth.message).toContain('ล็อก');
    expect(sixth.message).toContain('15 นาที');
    expect(t.count('sessions')).toBe(0);

    t.advance(10.5);
    const later = await right();
    expect(later.error).toBe(1202);
    expect(later.message).toContain('5 นาที'); // 4.5 minutes left, rounded up

    t.advance(4.5);
    expect((await right()).error).toBe(0);
  });

  it('resets the count after a successful login', async () => {
    t = testPlatform();
    for (let i = 0; i < 4; i++) await wrong();
    expect((await right()).error).toBe(0);
    for (let i = 0; i < 4; i++) expect((await wrong()).error).toBe(1201);
    expect((await right()).error).toBe(0);
  });

  it('only counts failures within the 15-minute window', async () => {
    t = testPlatform();
    for (let i = 0; i < 4; i++) await wrong();
    t.advance(16);
    for (let i = 0; i < 4; i++) expect((await wrong()).error).toBe(1201);
    expect((await right()).error).toBe(0);
  });

  it('locks per phone, unknown phones included, without touching other members', async () => {
    t = testPlatform();
    for (let i = 0; i < 5; i++) await t.post('/api/login', { username: '0899999999', password: 'whatever1' });
    expect((await t.post('/api/login', { username: '0899999999', password: 'whatever1' })).error).toBe(1202);
    expect((await right()).error).toBe(0);
  });

  it('takes its limits from settings', async () => {
    t = testPlatform();
    t.db.prepare("UPDATE settings SET value = '2' WHERE key = 'auth.max_failed_attempts'").run();
    t.db.prepare("UPDATE settings SET value = '60' WHERE key = 'auth.lock_minutes'").run();
    await wrong();
    const second = await wrong();
    expect(second.error).toBe(1202);
    expect(second.message).toContain('60 นาที');
    t.advance(59);
    expect((await right()).error).toBe(1202);
    t.advance(1);
    expect((await right()).error).toBe(0);
  });
});
