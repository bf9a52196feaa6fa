import { describe, expect, it } from 'vitest';
import { th } from '../../../src/i18n/th.ts';
import { plannedTitle } from '../../../src/lib/routes.ts';

describe('plannedTitle', () => {
  it.each([
    ['/promotions', th.menu.promotions],
    ['/redeem', th.menu.pointShop],
    ['/sooth', th.menu.sooth],
    ['/affiliate', th.menu.affiliate],
    ['/cashback', th.menu.cashback],
    ['/member/deposit', th.nav.deposit],
    ['/liff', 'LINE'],
    ['/liff/register', 'LINE'],
    ['/poll', 'โหวตกิจกรรม'],
    ['/poll/1', 'โหวตกิจกรรม'],
  ])('gives %s the title %s', (path, title) => {
    expect(title).toBeTruthy();
    expect(plannedTitle(path)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    expect(plannedTitle('/member/deposit/')).toBe(th.nav.deposit);
    expect(plannedTitle('/poll/1/')).toBe('โหวตกิจกรรม');
  });

  it.each([
    '/',
    '/nowhere',
    '/member/profile',
    '/member/unknown',
    '/login',
    '/lobby/poker',
    '/poll/abc',
    '/lotto',
    '/lotto/lobby',
    // Built pages: no "coming soon" title.
    '/member/withdraw',
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
