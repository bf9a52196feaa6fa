// The one rule of a link or picture field (issue 40, item 16): a path on this site, read as a
// browser reads it. Every address a browser would take off the site is refused with a Thai reason,
// by the rule and by each desk schema that takes a link or a picture.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isOwnPath, ownPathProblem } from '../../../src/contract/own-path.ts';
import { pageSaveRequest, bannerSaveRequest } from '../../../src/contract/admin-content.ts';
import { announcementSaveRequest, eventSaveRequest, promotionSaveRequest } from '../../../src/contract/admin-content-offers.ts';

/** Addresses that look like paths or links and lead elsewhere (or may, in some browser). */
const OFF_SITE = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\\/evil.example',
  '//evil.example/x',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  '/promotions\t',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%zz',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example',
  'HTTP://evil.example',
  'https:evil.example',
  ' https://evil.example',
  'evil.example/x',
  'promotions',
  '',
];

const OWN = [
  '/',
  '/promotions',
  '/promotions/songkran-bonus',
  '/help/how-to#deposit',
  '/lotto?category=thai',
  '/media/AbCdEf_-0123456789abcd.webp',
  '/promotions/%E0%B8%81',
  '/javascript:alert(1)',
];

describe('a path on this site', () => {
  it.each(OFF_SITE)('refuses %j with a Thai reason', (value) => {
    expect(isOwnPath(value)).toBe(false);
    expect(ownPathProblem(value)).toMatch(/^ต้อง/);
  });

  it.each(OWN)('takes %j', (value) => {
    expect(isOwnPath(value)).toBe(true);
    // and a browser on the site resolves it on the site
    expect(new URL(value, 'https://r999.example').origin).toBe('https://r999.example');
  });

  it('is nothing but a string', () => {
    expect(isOwnPath(null)).toBe(false);
    expect(isOwnPath(undefined)).toBe(false);
    expect(isOwnPath(42)).toBe(false);
  });
});

describe('every desk schema with a link or picture refuses an address off the site', () => {
  const page = (href: string, image = '/media/a.webp') => ({
    slug: 'songkran',
    fields: {
      kind: 'promotion',
      title: 'สงกรานต์',
      description: 'โบนัสสงกรานต์ ฝากวันนี้รับเพิ่มทันที เงื่อนไขง่าย',
      body: 'เนื้อหา',
      image,
      highlight: 'โบนัส 20%',
      cta: { label: 'รับเลย', href },
    },
  });
  const shown = { sort_order: 0, active: true };
  const cases: [string, z.ZodMiniType, (link: string) => unknown, string][] = [
    ['a page button', pageSaveRequest, (link) => page(link), 'ลิงก์ปุ่ม'],
    ['a page picture', pageSaveRequest, (link) => page('/promotions', link), 'รูปภาพ'],
    [
      'a banner link',
      bannerSaveRequest,
      (link) => ({ image: '/media/a.webp', title: 'แบนเนอร์', subtitle: '', show_text: false, link, ...shown }),
      'ลิงก์',
    ],
    [
      'a banner picture',
      bannerSaveRequest,
      (link) => ({ image: link, title: 'แบนเนอร์', subtitle: '', show_text: false, link: '', ...shown }),
      'รูปแบนเนอร์',
    ],
    [
      'an announcement picture',
      announcementSaveRequest,
      (link) => ({ important: false, image: link, title: 'ประกาศ', description: '', ...shown }),
      'รูปประกาศ',
    ],
    [
      'an event picture',
      eventSaveRequest,
      (link) => ({ image: link, title: 'กิจกรรม', subtitle: '', show_text: false, ...shown }),
      'รูปกิจกรรม',
    ],
    [
      'a promotion picture',
      promotionSaveRequest,
      (link) => ({
        title: 'โปร',
        image: link,
        terms: 'เงื่อนไข',
        bonus_percent: 10,
        max_bonus: 100,
        turnover_multiple: 1,
        min_deposit: 100,
        ...shown,
      }),
      'รูปโปรโมชั่น',
    ],
  ];

  it.each(cases)('%s', (_what, schema, withLink, name) => {
    expect(z.safeParse(schema, withLink('/promotions')).success).toBe(true);
    for (const link of OFF_SITE.filter(Boolean)) {
      const parsed = z.safeParse(schema, withLink(link));
      expect(parsed.success, link).toBe(false);
      expect(parsed.error!.issues[0]!.message, link).toMatch(new RegExp(`^${name}ต้อง`));
    }
  });
});
