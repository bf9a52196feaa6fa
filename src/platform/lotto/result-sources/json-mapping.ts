// A JSON source the owner configures: a URL answering JSON, and where in it each of the result's
// fields is (a path of keys, a number for a list's item, * for every item of a list). Used for a
// second independent source of the government draw and for the Lao, Hanoi and stock-index draws.
import type { DrawResult } from '../bet-types.ts';
import { SourceAnswerRefused, type ResultAdapter } from './adapter.ts';

function at(answer: unknown, path: string): unknown {
  let values: unknown[] = [answer];
  let many = false;
  for (const key of path.split('.')) {
    if (key === '*') {
      many = true;
      values = values.flatMap((value) => (Array.isArray(value) ? value : [undefined]));
    } else
      values = values.map((value) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined));
  }
  return many ? values : values[0];
}

function digits(answer: unknown, path: string | undefined, count: number, field: string): string | undefined {
  if (path === undefined) return undefined;
  const value = at(answer, path);
  if (value === undefined || value === null || value === '') return undefined;
  // A number would have lost its leading zeros: only text is taken.
  if (typeof value !== 'string' || !new RegExp(`^\\d{${count}}$`).test(value.trim()))
    throw new SourceAnswerRefused(`${field} at ${path} is not ${count} digits as text`);
  return value.trim();
}

function list(answer: unknown, path: string | undefined, field: string): string[] {
  if (path === undefined) return [];
  const value = at(answer, path);
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map((item) => {
    if (typeof item !== 'string' || !/^\d{3}$/.test(item.trim()))
      throw new SourceAnswerRefused(`${field} at ${path} is not 3 digits as text`);
    return item.trim();
  });
}

export const jsonSource: ResultAdapter = {
  name: 'json',
  covers: ['government', 'lao', 'hanoi', 'stock'],
  request: () => ({ method: 'GET', headers: { accept: 'application/json' } }),
  read(answer, source, drawDate): DrawResult | null {
    const mapping = source.mapping ?? {};
    if (!mapping.two_bottom || !(mapping.three_top || mapping.first_prize || mapping.four_top))
      throw new SourceAnswerRefused('the mapping names no two_bottom, or none of three_top, first_prize, four_top');
    if (mapping.date) {
      const date = at(answer, mapping.date);
      if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date))
        throw new SourceAnswerRefused(`no YYYY-MM-DD date at ${mapping.date}`);
      if (date.slice(0, 10) !== drawDate) return null;
    }
    const four = digits(answer, mapping.four_top, 4, 'four_top');
    const first = digits(answer, mapping.first_prize, 6, 'first_prize');
    const threeTop = digits(answer, mapping.three_top, 3, 'three_top') ?? first?.slice(3) ?? four?.slice(1);
    const twoBottom = digits(answer, mapping.two_bottom, 2, 'two_bottom');
    if (threeTop === undefined || twoBottom === undefined) return null;
    return {
      three_top: threeTop,
      two_bottom: twoBottom,
      three_front: list(answer, mapping.three_front, 'three_front'),
      three_bottom: list(answer, mapping.three_bottom, 'three_bottom'),
      ...(four === undefined ? {} : { four_top: four }),
    };
  },
};
