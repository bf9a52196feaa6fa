// The marketers' content is checked when the site is built: a Markdown file whose front matter
// does not fit its collection's schema (src/content.config.ts) stops the build, naming the file and
// the field. Run here with `astro sync` (the build's content step) on a copy of the collections with
// one broken file; the real content passes the same step in every build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'r999-content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function syncWith(file: string, text: string) {
  rmSync(join(root, 'src'), { recursive: true, force: true });
  mkdirSync(join(root, 'src'), { recursive: true });
  cpSync('src/content.config.ts', join(root, 'src/content.config.ts'));
  // The one rule of a link on this site, which the collections' links and pictures follow.
  cpSync('src/contract/own-path.ts', join(root, 'src/contract/own-path.ts'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  writeFileSync(join(root, 'src/content', file), text);
  return spawnSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'sync', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
}

describe('content front matter', () => {
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');

  it('stops the build naming the file and the field when a landing page lacks its button', () => {
    const result = syncWith(
      'promotions/broken-offer.md',
      '---\ntitle: โปรเสีย\ndescription: หน้าโปรโมชั่นที่ลืมใส่ปุ่มกดรับโปรโมชั่นไว้ท้ายหน้า\nimage: /images/promotions/welcome.svg\nhighlight: โบนัส\npublished: 2026-11-01\n---\nข้อความ\n',
    );
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain('broken-offer');
    expect(output).toMatch(/\bcta\b/);
  }, 60_000);

  it('stops the build on a help page without its group and with a date that is not one', () => {
    const result = syncWith(
      'guides/bad-date.md',
      '---\ntitle: วิธีเล่น\ndescription: หน้าช่วยเหลือที่ใส่วันที่ผิดรูปแบบและไม่มีกลุ่มของหน้า\norder: 1\nupdated: not a date\n---\nข้อความ\n',
    );
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain('bad-date');
    expect(output).toMatch(/\bgroup\b|\bupdated\b/);
  }, 60_000);

  it("passes the site's own content", () => {
    const result = syncWith(
      'promotions/extra.md',
      '---\ntitle: โปรเพิ่ม\ndescription: หน้าโปรโมชั่นตัวอย่างที่กรอกข้อมูลครบทุกช่องตามที่ระบบกำหนด\nimage: /images/promotions/daily.svg\nhighlight: เพิ่ม 5%\ncta:\n  label: รับเลย\n  href: /promotions\npublished: 2026-11-01\n---\nข้อความ\n',
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  }, 60_000);
});
