// The Yeekee shot list's box is drawn from the count alone, so the frame the page draws before the
// list arrives is exactly as tall as the list that fills it (nothing under it moves: CLS).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Shot } from '../../../src/contract/lotto/lotto.ts';
import YeekeeShotList from '../../../src/islands/lotto/YeekeeShotList.tsx';

const shots = (count: number): Shot[] =>
  Array.from({ length: count }, (_, index) => ({
    shot_id: count - index,
    rank: index + 1,
    number: String(10_000 + index),
    name: 'สมช***',
    shot_at: '2026-11-26T03:00:00.000Z',
    mine: index === 2,
  }));

/** The list box's height and whether the "show more" row is there, as the markup says. */
function box(markup: string) {
  return { height: /<ol[^>]*style="height:([^"]+)"/.exec(markup)?.[1] ?? null, more: markup.includes('btn-xs') };
}

describe('the shot list box', () => {
  it.each([1, 3, 15, 16, 40, 100, 250])('is as tall while %i shots load as when they are there', (count) => {
    const waiting = renderToStaticMarkup(<YeekeeShotList shots={null} count={count} subtractRank={16} waiting="กำลังโหลด" />);
    const loaded = renderToStaticMarkup(<YeekeeShotList shots={shots(count)} count={count} subtractRank={16} />);
    expect(box(waiting)).toEqual(box(loaded));
    expect(box(loaded).height).not.toBeNull();
  });

  it('counts the taller rows of the 1st and the subtracted shot among those shown', () => {
    const height = (count: number) =>
      box(renderToStaticMarkup(<YeekeeShotList shots={shots(count)} count={count} subtractRank={16} />)).height;
    expect(height(1)).toBe('min(60vh, 3.5rem)');
    expect(height(15)).toBe('min(60vh, 38.5rem)');
    expect(height(16)).toBe('min(60vh, 42rem)');
  });

  it('shows the words it waits with and no rows before the list arrives', () => {
    const waiting = renderToStaticMarkup(<YeekeeShotList shots={null} count={0} subtractRank={16} waiting="กำลังโหลด" />);
    expect(waiting).toContain('กำลังโหลด');
    expect(waiting).not.toContain('data-testid="yeekee-shot"');
  });
});
