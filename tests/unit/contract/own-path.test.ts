// The one rule of a link or picture field (issue 40, item 16): a path on this site, read as a
// browser reads it. Every address a browser would take off the site is refused with a Thai reason,
// by the rule and by each desk schema that takes a link or a picture.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isOwnPath, ownPathProblem } from '../../../src/contract/own-path.ts';
import { linkFields, OFF_SITE } from '../../support/off-site-links.ts';

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
  it.each(linkFields('unit').map((field) => [field.what, field] as const))('%s', (_what, { endpoint, withLink, name }) => {
    const schema = endpoint.body!;
    expect(z.safeParse(schema, withLink('/promotions')).success).toBe(true);
    for (const link of OFF_SITE.filter(Boolean)) {
      const parsed = z.safeParse(schema, withLink(link));
      expect(parsed.success, link).toBe(false);
      expect(parsed.error!.issues[0]!.message, link).toMatch(new RegExp(`^${name}ต้อง`));
    }
  });
});
