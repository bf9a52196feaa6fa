import { describe, expect, it } from 'vitest';
import { GUARD_REDIRECT, guardOf } from '../../../src/lib/routes.ts';

describe('guardOf', () => {
  it.each([
    '/member',
    '/member/profile',
    '/member/deposit',
    '/member/withdraw',
    '/member/profile/',
    '/lotto/bills',
    '/lotto/bills/',
    '/lotto/bills/42',
    '/affiliate',
    '/cashback',
    '/checkin',
    '/redeem',
    '/promotions',
    '/winloss',
    '/play',
    '/play/',
  ])('keeps %s for members', (path) => {
    expect(guardOf(path)).toBe('member');
  });

  it.each(['/login', '/login_box', '/register', '/register_box', '/forgot', '/login/', '/register_box/', '/forgot//'])(
    'keeps %s for guests',
    (path) => {
      expect(guardOf(path)).toBe('guest');
    },
  );

  it.each([
    '/',
    '',
    '//',
    '/lotto',
    '/lotto/lobby',
    '/lotto/123',
    '/lotto/rates',
    '/lotto/billsx',
    '/lobby/slot',
    '/poll/1',
    '/sooth',
    '/memberx',
    '/memberx/profile',
    '/loginx',
    '/login/extra',
    '/playground',
    '/affiliates',
  ])('lets anyone see %s', (path) => {
    expect(guardOf(path)).toBe('public');
  });

  it('sends refused visitors home', () => {
    expect(GUARD_REDIRECT).toBe('/');
  });
});
