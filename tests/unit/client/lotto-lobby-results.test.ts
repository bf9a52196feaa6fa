import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LottoResult } from '../../../src/contract/lotto/lotto.ts';
import { guessKind, toKind } from '../../../src/islands/lotto/lobby-kinds.ts';
import { formatRate, formatStakeRange } from '../../../src/islands/lotto/rate-format.ts';
import { groupRates } from '../../../src/islands/lotto/rate-groups.ts';
import { bangkokDay } from '../../../src/rules/bangkok-calendar.ts';
import { commitmentHolds, groupResults, isDrawDate, resultKind, sha256Hex } from '../../../src/islands/lotto/result-groups.ts';
import { resultSourceKind, resultSourceText } from '../../../src/islands/lotto/result-source.ts';

function result(id: number, categoryId: number, resultAt: string, extra: Partial<LottoResult> = {}): LottoResult {
  return {
    round_id: id,
    category_id: categoryId,
    category_code: `c${categoryId}`,
    category_name: `หมวด ${categoryId}`,
    name: `รอบ ${id}`,
    draw_date: '2026-06-16',
    result_at: resultAt,
    status: 'settled',
    three_top: '123',
    two_bottom: '45',
    three_front: [],
    three_bottom: [],
    source: 'draw',
    commit_hash: null,
    commit_text: null,
    yeekee: null,
    ...extra,
  };
}

describe('groupResults', () => {
  it('groups a day by category in first-seen order, newest round first', () => {
    const groups = groupResults([
      result(1, 9, '2026-06-16T00:00:00Z'),
      result(2, 1, '2026-06-16T08:30:00Z'),
      result(3, 9, '2026-06-16T00:15:00Z'),
    ]);
    expect(groups.map((g) => g.category_id)).toEqual([9, 1]);
    expect(groups[0].results.map((r) => r.round_id)).toEqual([3, 1]);
  });

  it('is empty for no results', () => {
    expect(groupResults([])).toEqual([]);
  });
});

describe('resultKind', () => {
  const base = result(1, 1, '2026-06-16T00:00:00Z');

  it('takes the kind the rates give for the category code', () => {
    expect(resultKind({ ...base, category_code: 'tgov' }, { tgov: 'government' })).toBe('government');
  });

  it('knows a Yeekee result by its shots when the code is unknown', () => {
    expect(resultKind({ ...base, source: 'shots' }, {})).toBe('yeekee');
  });

  it('guesses from the code otherwise', () => {
    expect(resultKind({ ...base, category_code: 'hanoi_vip' }, {})).toBe('hanoi');
    expect(guessKind('lao_pattana')).toBe('lao');
    expect(guessKind('nikkei_morning')).toBe('stock');
    expect(guessKind('mystery')).toBe('other');
    expect(toKind('stock')).toBe('stock');
    expect(toKind('nope')).toBe('other');
  });
});

describe('dates', () => {
  it('names the Bangkok day, which starts at 17:00 UTC', () => {
    expect(bangkokDay(Date.parse('2026-06-15T16:59:59Z'))).toBe('2026-06-15');
    expect(bangkokDay(Date.parse('2026-06-15T17:00:00Z'))).toBe('2026-06-16');
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDrawDate('2026-06-16')).toBe(true);
    expect(isDrawDate('2028-02-29')).toBe(true);
    expect(isDrawDate('2026-02-29')).toBe(false);
    expect(isDrawDate('2026-6-16')).toBe(false);
    expect(isDrawDate('')).toBe(false);
    expect(isDrawDate(null)).toBe(false);
  });
});

describe('commitment check', () => {
  const text = '123-45:secret-nonce';
  const hash = createHash('sha256').update(text).digest('hex');

  it('hashes UTF-8 text to lower-case hex SHA-256', async () => {
    expect(await sha256Hex(text)).toBe(hash);
    expect(await sha256Hex('ผล')).toBe(createHash('sha256').update('ผล', 'utf8').digest('hex'));
  });

  it('holds when sha256(commit_text) = commit_hash, in any hex case', async () => {
    expect(await commitmentHolds(text, hash)).toBe(true);
    expect(await commitmentHolds(text, hash.toUpperCase())).toBe(true);
  });

  it('fails for a changed result', async () => {
    expect(await commitmentHolds('124-45:secret-nonce', hash)).toBe(false);
  });
});

describe('where a result came from', () => {
  const base = result(1, 1, '2026-06-16T09:00:00Z');
  const hash = 'a'.repeat(64);

  it('calls a simulated draw committed before betting checkable, and never labels one that was never open', () => {
    expect(resultSourceKind({ ...base, commit_hash: hash })).toBe('committed');
    expect(resultSourceText({ ...base, commit_hash: hash })).toBe('ผลจำลองจากระบบ ผูกผลไว้ก่อนเปิดรับแทง ตรวจสอบได้ด้านล่าง');
    expect(resultSourceKind(base)).toBeNull();
    expect(resultSourceText(base)).toBeNull();
  });

  it('names an official result as entered by the site staff, with the Thai time it was entered', () => {
    const official = { ...base, source: 'official', official: { entered_at: '2026-06-16T09:05:00Z', entered_by: 'ผู้ดูแลระบบ' } };
    expect(resultSourceKind(official)).toBe('official');
    expect(resultSourceText(official)).toBe('ผลอย่างเป็นทางการ กรอกโดยผู้ดูแลระบบ เมื่อ 16 มิ.ย. 2569 16:05 น.');
    expect(resultSourceText({ ...official, official: null })).toBe('ผลอย่างเป็นทางการ กรอกโดยผู้ดูแลระบบ');
  });

  it('says Yeekee results come from the shots; nothing for a refund or an unknown source', () => {
    expect(resultSourceText({ ...base, source: 'shots' })).toBe('ผลจากเลขที่สมาชิกยิง');
    const refunded: LottoResult = { ...base, source: 'refund', status: 'refunded', three_top: null, two_bottom: null };
    expect(resultSourceText(refunded)).toBeNull();
    expect(resultSourceText({ ...base, source: 'mystery' })).toBeNull();
  });
});

describe('rates', () => {
  it('reads "บาทละ X" with Thai digit grouping and no needless decimals', () => {
    expect(formatRate(900)).toBe('บาทละ 900');
    expect(formatRate(3.2)).toBe('บาทละ 3.2');
    expect(formatRate(1000)).toBe('บาทละ 1,000');
  });

  it('writes the stake range in baht', () => {
    expect(formatStakeRange(1, 1000)).toBe('1–1,000');
  });
});

describe('groupRates', () => {
  const bet = (rate: number) => ({ bet_type: 'three_top' as const, name: '3 ตัวบน', digits: 3, rate, min_stake: 1, max_stake: 1000 });
  const category = (id: number, kind: string, rate: number, closed: string[] = []) => ({
    category_id: id,
    code: `c${id}`,
    name: `หมวด ${id}`,
    kind,
    schedule: 'ทุกวัน',
    bet_types: [bet(rate)],
    hot: [],
    closed: closed.map((number) => ({ bet_type: 'three_top' as const, number })),
  });

  it('shares one table between categories of a kind that pay alike, in first-seen order', () => {
    const groups = groupRates([
      category(1, 'government', 900),
      category(2, 'hanoi', 850),
      category(3, 'hanoi', 850),
      category(4, 'stock', 850),
    ]);
    expect(groups.map((g) => g.categories.map((c) => c.category_id))).toEqual([[1], [2, 3], [4]]);
  });

  it('keeps categories of the same kind apart when their rates differ', () => {
    const groups = groupRates([category(2, 'hanoi', 850), category(3, 'hanoi', 800)]);
    expect(groups).toHaveLength(2);
  });

  it('keeps categories apart when their hot or closed numbers differ, so each table lists its own', () => {
    const groups = groupRates([category(2, 'hanoi', 850, ['999']), category(3, 'hanoi', 850), category(4, 'hanoi', 850, ['999'])]);
    expect(groups.map((g) => g.categories.map((c) => c.category_id))).toEqual([[2, 4], [3]]);
    expect(groups[0]!.closed).toEqual([{ bet_type: 'three_top', number: '999' }]);
  });
});
