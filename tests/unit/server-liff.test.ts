// The LIFF id the operator configures (LIFF_ID) and what it opens in the content security policy.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIFF_ORIGINS, liffId } from '../../src/server/liff.ts';
import { contentSecurityPolicy } from '../../src/server/security-headers.ts';

describe('the LIFF id', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is read from LIFF_ID when it looks like one, else there is none', () => {
    vi.stubEnv('LIFF_ID', ' 1657000000-AbCdEfGh ');
    expect(liffId()).toBe('1657000000-AbCdEfGh');
    for (const wrong of ['', 'abc', '1657000000-', '"><script>', '1657000000-AbCd/../x']) {
      vi.stubEnv('LIFF_ID', wrong);
      expect(liffId(), wrong).toBeNull();
    }
  });

  it('lets the browser reach LINE only when configured', () => {
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
    expect(contentSecurityPolicy([], LIFF_ORIGINS)).toContain("connect-src 'self' https://api.line.me https://access.line.me;");
  });
});
