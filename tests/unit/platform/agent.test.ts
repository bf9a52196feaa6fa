import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setSetting } from '../../../src/platform/settings.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';
import * as agent from '../../../src/contract/endpoints/content/agent.ts';
import * as banksCalls from '../../../src/contract/endpoints/money/banks.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const PUBLIC = join(import.meta.dirname, '../../../public');
const exists = (url: string) => existsSync(join(PUBLIC, url));

describe('agent content', () => {
  it('answers the agent configuration with its logo and LINE links', async () => {
    t = await testPlatform();
    const { data, error } = await t.send(agent.config);
    expect(error).toBe(0);
    expect(data.info).toMatchObject({ agent_code: 'r999', agent_id: 33 });
    expect(data.info.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(data.info.agent_logo).toMatch(/^\/images\/.+\.webp$/);
    expect(exists(data.info.agent_logo)).toBe(true);
    expect(data.info.line_admin_url).toMatch(/^https:\/\/line\.me\/R\/ti\/p\/@/);
    expect(data.info.line_contact_url).toMatch(/^https:\/\/line\.me\/R\/ti\/p\/@/);
  });

  it("carries the operator's minimum age to register, and follows a change of it", async () => {
    t = await testPlatform();
    expect((await t.send(agent.config)).data.info.min_age_years).toBe(20);
    await setSetting(t.db, 'member.min_age_years', 18);
    expect((await t.send(agent.config)).data.info.min_age_years).toBe(18);
  });

  it('says whether members play for real money (the one text the site shows about money), and follows a change of it', async () => {
    t = await testPlatform();
    expect((await t.send(agent.config)).data.info.real_money).toBe(false);
    await setSetting(t.db, 'site.real_money', 1);
    expect((await t.send(agent.config)).data.info.real_money).toBe(true);
  });

  it('lists two bank accounts and one TrueMoney account', async () => {
    t = await testPlatform();
    const banks = await t.send(agent.bankAccounts);
    expect(banks.data).toHaveLength(2);
    for (const account of banks.data) {
      expect(Object.keys(account).sort()).toEqual(['account_name', 'account_no', 'bank_code', 'bank_name', 'id']);
      expect(account.bank_name).toMatch(/^ธนาคาร/);
    }
    const trueMoney = await t.send(agent.trueMoneyAccounts);
    expect(trueMoney.data).toEqual([
      { id: expect.any(Number), phone: expect.stringMatching(/^0\d{9}$/), account_name: expect.any(String) },
    ]);
  });

  it('lists notifications: important announcements (type 1) and others, images on disk', async () => {
    t = await testPlatform();
    const { data } = await t.send(agent.notifications);
    const important = data.filter((n) => n.type === 1);
    expect(important.length).toBeGreaterThanOrEqual(2);
    expect(data.length).toBeGreaterThan(important.length);
    for (const n of data) {
      expect(Object.keys(n).sort()).toEqual(['description', 'id', 'image', 'title', 'type']);
      expect(n.title).toMatch(/[\u0E00-\u0E7F]/);
      if (n.image) expect(exists(n.image)).toBe(true);
    }
  });

  it('lists three banners for r999, their words as data over artwork, and refuses an unknown agent code', async () => {
    t = await testPlatform();
    const banners = await t.send(agent.banners, { agent_code: 'r999' });
    expect(banners.data).toHaveLength(3);
    for (const banner of banners.data) {
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'show_text', 'subtitle', 'title']);
      expect(exists(banner.image)).toBe(true);
      expect(banner.show_text).toBe(true);
      expect(banner.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(banner.subtitle).toMatch(/[\u0E00-\u0E7F]/);
    }
    const unknown = await t.send(agent.banners, { agent_code: 'zz1' });
    expect(unknown).toMatchObject({ status: 200, error: 1301, message: 'ไม่พบรหัสเอเย่นต์นี้', data: null });
  });

  it('lists two events with or without an agent code', async () => {
    t = await testPlatform();
    const plain = await t.send(agent.events);
    const withCode = await t.send(agent.events, { agent_code: 'r999' });
    expect(plain.data).toHaveLength(2);
    expect(withCode.data).toEqual(plain.data);
    for (const event of plain.data) {
      expect(Object.keys(event).sort()).toEqual(['id', 'image', 'poll_id', 'show_text', 'subtitle', 'title']);
      expect(exists(event.image)).toBe(true);
      expect(event).toMatchObject({ show_text: true, title: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    }
  });

  it('answers an operator image with its words in it as it is: no subtitle, no words over it', async () => {
    t = await testPlatform();
    await t.rows("INSERT INTO banners (agent_id, image, title, link, sort_order) VALUES (33, '/own.png', 'โปรของฉัน', '', 9)");
    await t.rows("INSERT INTO events (agent_id, image, title, sort_order) VALUES (33, '/own-event.png', 'กิจกรรมของฉัน', 9)");
    const banner = (await t.send(agent.banners, { agent_code: 'r999' })).data.at(-1);
    expect(banner).toEqual({ id: expect.any(Number), image: '/own.png', title: 'โปรของฉัน', subtitle: null, show_text: false, link: '' });
    const event = (await t.send(agent.events)).data.at(-1);
    expect(event).toEqual({
      id: expect.any(Number),
      image: '/own-event.png',
      title: 'กิจกรรมของฉัน',
      subtitle: null,
      show_text: false,
      poll_id: null,
    });
  });

  it('validates agent codes', async () => {
    t = await testPlatform();
    expect(await t.send(agent.validate, { code: 'r999' })).toMatchObject({ error: 0, data: { agent_code: 'r999', agent_id: 33 } });
    expect(await t.send(agent.validate, { code: 'R999' })).toMatchObject({ error: 0, data: { agent_code: 'r999' } });
    expect(await t.send(agent.validate, { code: 'abc' })).toMatchObject({ error: 1301, message: 'ไม่พบรหัสเอเย่นต์นี้' });
  });

  it('lists the seeded banks with Thai names', async () => {
    t = await testPlatform();
    const { data } = await t.send(banksCalls.list);
    const codes = data.map((b) => b.bank_code);
    for (const code of ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB', 'BAAC', 'KKP', 'CIMBT', 'UOBT', 'LHB']) {
      expect(codes).toContain(code);
    }
    expect(data.find((b) => b.bank_code === 'KTB')!.bank_name).toBe('ธนาคารกรุงไทย');
  });
});
