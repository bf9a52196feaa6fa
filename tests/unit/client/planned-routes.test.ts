import { describe, expect, it } from 'vitest';
import { plannedTitle } from '../../../src/lib/routes.ts';

describe('plannedTitle', () => {
  it.each([
    ['/liff', 'LINE'],
    ['/liff/register', 'LINE'],
  ])('gives %s the title %s', (path, title) => {
    expect(title).toBeTruthy();
    expect(plannedTitle(path)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    expect(plannedTitle('/liff/')).toBe('LINE');
  });

  it.each([
    '/',
    '/nowhere',
    '/member/profile',
    '/member/unknown',
    '/login',
    '/lobby/poker',
    '/poll/abc',
    '/poll',
    '/poll/1',
    '/sooth',
    '/lotto',
    '/lotto/lobby',
    // Built pages: no "coming soon" title.
    '/member/withdraw',
    '/member/deposit',
    '/member/payment',
    '/cashback',
    '/checkin',
    '/member/coupon',
    '/promotions',
    '/member/promotions',
    '/member/wheel',
    '/member/creditfree',
    '/redeem',
    '/member/winloss',
    '/affiliate',
    '/play',
    '/lobby',
    '/lobby/slot',
    '/game/abc',
    '/member/statement',
    '/lotto/1/2',
    '/playground',
    '/PLAY',
  ])('knows nothing of %s', (path) => {
    expect(plannedTitle(path)).toBeUndefined();
  });
});
