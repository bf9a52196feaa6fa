import { describe, expect, it } from 'vitest';
import { pagePatterns } from '../../../bench/routes.mjs';
import { GUARD_REDIRECT, guardOf, ROUTES, routesIn } from '../../../src/lib/routes.ts';

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
    // Offers a visitor may read (taking one asks to log in).
    '/promotions',
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

describe('the route table', () => {
  const paths = (routes: { path: string }[]) => routes.map((route) => route.path);

  it('gives the header the site navigation, in order', () => {
    expect(paths(routesIn('header'))).toEqual([
      '/',
      '/lotto/lobby',
      '/lobby/casino',
      '/lobby/slot',
      '/lobby/fishing',
      '/lobby/sport',
      '/lobby/freespin',
    ]);
  });

  it("gives the drawer the site navigation and the visitor's or the member's actions", () => {
    const site = paths(routesIn('header'));
    expect(paths(routesIn('drawer', false))).toEqual([...site, '/login', '/register', '/help']);
    expect(paths(routesIn('drawer', true))).toEqual([...site, '/member/deposit', '/member/withdraw', '/help']);
  });

  it("gives a member's phone bar home, lottery, my bills and deposit (the bar adds the menu)", () => {
    expect(paths(routesIn('bottomBar'))).toEqual(['/', '/lotto/lobby', '/lotto/bills', '/member/deposit']);
  });

  it('gives the member menu its entries of SPEC.md section 2, in order', () => {
    expect(paths(routesIn('memberMenu'))).toEqual([
      '/lotto/bills',
      '/lotto/results',
      '/member/profile',
      '/affiliate',
      '/member/creditfree',
      '/member/wheel',
      '/redeem',
      '/cashback',
      '/member/winloss',
      '/promotions',
      '/member/coupon',
      '/member/statement',
      '/sooth',
    ]);
  });

  it('labels every route in Thai and guards every link the way guardOf does', () => {
    for (const route of ROUTES) {
      expect(route.label, route.path).toMatch(/[\u0E00-\u0E7F]|LINE/);
      expect(guardOf(route.path), route.path).toBe(route.guard);
    }
  });

  it('has a page under src/pages for every route, and no catch-all "coming soon" page', () => {
    // A route's page answers its path, or pages under it do (/game: /game/{key}).
    const pages = pagePatterns().map((pattern: string) => new RegExp(`^${pattern.replace(/\[[a-z_]+\]/g, '[^/]+')}$`));
    const answered = (path: string) => pages.some((page: RegExp) => page.test(path) || page.test(`${path}/sample`));
    for (const route of ROUTES) expect(answered(route.path), route.path).toBe(true);
    expect(pagePatterns().filter((pattern: string) => pattern.includes('[...'))).toEqual([]);
  });
});
