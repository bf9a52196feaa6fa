// Addresses that lead off the site, and every desk field that must refuse them (issue 40, item 16):
// the rule's unit test reads them through the desk schemas, the content desk's API test through the
// live endpoints.
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as desk from '../../src/contract/endpoints/admin/admin-content.ts';

/** Addresses that look like paths or links and lead elsewhere (or may, in some browser). */
export const OFF_SITE = [
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

/** A few of each kind (a backslash, two, a tab, an encoded slash, protocol-relative, a script), for walks over HTTP. */
export const OFF_SITE_FEW = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example',
  '/%2f%2fevil.example',
  '//evil.example',
  'JavaScript:alert(1)',
];

/** A landing page with the button's link, its picture and its Markdown as given; its slug and title carry the tag. */
export function pageWith(tag: string, href: string, image = '/media/a.webp', body = 'เนื้อหา') {
  return {
    slug: `off-site-${tag}`,
    fields: {
      kind: 'promotion' as const,
      title: 'ลิงก์ออกนอกเว็บ',
      description: 'หน้านี้ต้องไม่ถูกบันทึก เพราะลิงก์พาออกนอกเว็บไซต์',
      body,
      image,
      highlight: 'ทดสอบ',
      cta: { label: 'กดเลย', href },
    },
  };
}

export interface LinkField {
  /** What the field is, for a test's name. */
  what: string;
  endpoint: Endpoint;
  /** Where the refusal names the field. */
  field: string;
  /** A request saving the link in this field; titles end with the tag, so a test finds what was saved. */
  withLink: (link: string) => Record<string, unknown>;
  /** The field's Thai name, which starts its refusal. */
  name: string;
}

/** Every link or picture field of the content desk (titles of new rows end with `tag`). */
export function linkFields(tag: string): LinkField[] {
  const shown = { sort_order: 0, active: true };
  const banner = { image: '/media/a.webp', title: `แบนเนอร์ ${tag}`, subtitle: '', show_text: false, link: '', ...shown };
  return [
    { what: 'a page button', endpoint: desk.contentSave, field: 'fields.cta.href', withLink: (link) => pageWith(tag, link), name: 'ลิงก์ปุ่ม' },
    {
      what: 'a page picture',
      endpoint: desk.contentSave,
      field: 'fields.image',
      withLink: (link) => pageWith(tag, '/promotions', link),
      name: 'รูปภาพ',
    },
    { what: 'a banner link', endpoint: desk.contentBannerSave, field: 'link', withLink: (link) => ({ ...banner, link }), name: 'ลิงก์' },
    {
      what: 'a banner picture',
      endpoint: desk.contentBannerSave,
      field: 'image',
      withLink: (link) => ({ ...banner, image: link }),
      name: 'รูปแบนเนอร์',
    },
    {
      what: 'an announcement picture',
      endpoint: desk.contentAnnouncementSave,
      field: 'image',
      withLink: (link) => ({ important: false, image: link, title: `ประกาศ ${tag}`, description: '', ...shown }),
      name: 'รูปประกาศ',
    },
    {
      what: 'an event picture',
      endpoint: desk.contentEventSave,
      field: 'image',
      withLink: (link) => ({ image: link, title: `กิจกรรม ${tag}`, subtitle: '', show_text: false, ...shown }),
      name: 'รูปกิจกรรม',
    },
    {
      what: 'a promotion picture',
      endpoint: desk.contentPromotionSave,
      field: 'image',
      withLink: (link) => ({
        title: `โปร ${tag}`,
        image: link,
        terms: 'เงื่อนไข',
        bonus_percent: 10,
        max_bonus: 100,
        turnover_multiple: 1,
        min_deposit: 100,
        ...shown,
      }),
      name: 'รูปโปรโมชั่น',
    },
  ];
}
