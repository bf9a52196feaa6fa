import { describe, expect, it } from 'vitest';
import { guardRedirect, returnPathOf, safeReturnPath, withReturnPath } from '../../../src/lib/account/return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/checkin', '/checkin'],
    ['/member/deposit?amount=100', '/member/deposit?amount=100'],
    ['/lotto/41', '/lotto/41'],
    ['/', '/'],
    // Normalised the way a browser would read it: no way out of the path.
    ['/a/../member/profile', '/member/profile'],
    ['/lotto/%2F%2Fevil.example', '/lotto/%2F%2Fevil.example'],
  ])('follows %s as %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'checkin',
    'https://evil.example/',
    'http://127.0.0.1:4411/checkin',
    '//evil.example',
    '//evil.example/checkin',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /checkin',
    '/login',
    '/register?next=/checkin',
    '/forgot',
    '/api/logout',
    '/api',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('carries a page of ours, encoded', () => {
    expect(withReturnPath('/login', '/member/deposit?x=1')).toBe('/login?next=%2Fmember%2Fdeposit%3Fx%3D1');
    expect(withReturnPath('/register', '/checkin')).toBe('/register?next=%2Fcheckin');
  });

  it('leaves out home and anything unsafe', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', '/login?next=/checkin')).toBe('/login');
  });
});

describe('returnPathOf', () => {
  it('reads a safe next from a query string', () => {
    expect(returnPathOf('?next=%2Fcheckin')).toBe('/checkin');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });
});

describe('guardRedirect', () => {
  const at = (path: string) => new URL(path, 'http://127.0.0.1:4321');

  it('asks a visitor at a member page to log in, then continue there', () => {
    expect(guardRedirect('member', at('/checkin'))).toBe('/login?next=%2Fcheckin');
    expect(guardRedirect('member', at('/member/statement?page=2'))).toBe('/login?next=%2Fmember%2Fstatement%3Fpage%3D2');
  });

  it('sends a member at a login page on to its next, or home', () => {
    expect(guardRedirect('guest', at('/login?next=%2Fcheckin'))).toBe('/checkin');
    expect(guardRedirect('guest', at('/login'))).toBe('/');
    expect(guardRedirect('guest', at('/login?next=%2F%2Fevil.example'))).toBe('/');
  });
});
