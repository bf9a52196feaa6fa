import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSlowConnection } from '../../../src/boot/prefetch.ts';

type Connection = { saveData?: boolean; effectiveType?: string };

describe('isSlowConnection', () => {
  it.each<[Connection, string]>([
    [{ saveData: true }, 'data saver on'],
    [{ saveData: true, effectiveType: '4g' }, 'data saver on a 4g connection'],
    [{ effectiveType: '2g' }, '2g'],
    [{ effectiveType: 'slow-2g' }, 'slow-2g'],
  ])('treats %j as slow (%s)', (connection) => {
    expect(isSlowConnection(connection)).toBe(true);
  });

  it.each<[Connection, string]>([
    [{ effectiveType: '3g' }, '3g'],
    [{ effectiveType: '4g' }, '4g'],
    [{ saveData: false, effectiveType: '4g' }, 'data saver off'],
    [{}, 'nothing known'],
    [{ effectiveType: '2gx' }, 'an unknown type ending elsewhere'],
    [{ effectiveType: '12g' }, 'a type that only ends in 2g'],
  ])('does not treat %j as slow (%s)', (connection) => {
    expect(isSlowConnection(connection)).toBe(false);
  });

  it('does not treat a browser without the Network Information API as slow', () => {
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

// A tiny DOM: anchors that `closest` to themselves, a head that collects <link>s, a document that
// records its listeners.
class FakeAnchor {
  href: string;
  target = '';
  dataset: Record<string, string> = {};
  constructor(href: string, extra: Partial<Pick<FakeAnchor, 'target' | 'dataset'>> = {}) {
    this.href = href;
    Object.assign(this, extra);
  }
  closest(): FakeAnchor {
    return this;
  }
}

function fakeDom(connection?: object) {
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const appended: { rel: string; href: string }[] = [];
  vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
  vi.stubGlobal('navigator', { connection });
  vi.stubGlobal('location', new URL('https://r999.example/lotto/lobby'));
  vi.stubGlobal('document', {
    addEventListener: vi.fn((type: string, listener: (event: { target: unknown }) => void) => (listeners[type] = listener)),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => appended.push(link) },
  });
  const hover = (anchor: FakeAnchor) => listeners.pointerover!({ target: anchor });
  return { listeners, appended, hover };
}

describe('installPrefetch', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  async function install(connection?: object) {
    const dom = fakeDom(connection);
    const { installPrefetch } = await import('../../../src/boot/prefetch.ts');
    installPrefetch();
    return dom;
  }

  it('listens to hover, touch and focus on a normal connection', async () => {
    const dom = await install({ effectiveType: '4g' });
    expect(Object.keys(dom.listeners).sort()).toEqual(['focusin', 'pointerover', 'touchstart']);
  });

  it.each([[{ effectiveType: '2g' }], [{ effectiveType: 'slow-2g' }], [{ saveData: true }]])(
    'installs nothing at all on %j',
    async (connection) => {
      const dom = await install(connection);
      expect(document.addEventListener).not.toHaveBeenCalled();
      expect(dom.listeners).toEqual({});
    },
  );

  it('adds one prefetch link for a hovered same-origin page, only once per URL', async () => {
    const dom = await install();
    dom.hover(new FakeAnchor('https://r999.example/member/profile?tab=1'));
    dom.hover(new FakeAnchor('https://r999.example/member/profile?tab=1'));
    expect(dom.appended).toEqual([{ rel: 'prefetch', href: '/member/profile?tab=1' }]);
  });

  it.each([
    ['another origin', new FakeAnchor('https://elsewhere.example/page')],
    ['an API path', new FakeAnchor('https://r999.example/api/get_user_info')],
    ['a new tab', new FakeAnchor('https://r999.example/promotions', { target: '_blank' })],
    ['an opt-out link', new FakeAnchor('https://r999.example/promotions', { dataset: { prefetch: 'false' } })],
    ['the current page', new FakeAnchor('https://r999.example/lotto/lobby#top')],
  ])('does not prefetch %s', async (_, anchor) => {
    const dom = await install();
    dom.hover(anchor);
    expect(dom.appended).toEqual([]);
  });

  it('ignores events whose target is not inside a link', async () => {
    const dom = await install();
    dom.listeners.pointerover!({ target: { closest: () => null } });
    dom.listeners.pointerover!({ target: null });
    expect(dom.appended).toEqual([]);
  });
});
