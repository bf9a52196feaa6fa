// What a member reads on LINE (issue 44): the inbox message's title, the amount large (red for a
// rejection), its text, and a button to the page it is about, only when SITE_URL gives LINE a whole
// https link (LINE refuses a path alone).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineMessages } from '../../../src/platform/line/bubble.ts';

afterEach(() => vi.unstubAllEnvs());

const bubbleOf = (news: Parameters<typeof lineMessages>[0]) =>
  (lineMessages(news)[0] as { altText: string; contents: { body: { contents: { text: string; color?: string }[] }; footer?: unknown } })
    .contents;

const linkOf = (news: Parameters<typeof lineMessages>[0]) => JSON.stringify(bubbleOf(news).footer ?? null).match(/"uri":"([^"]+)"/)?.[1];

describe("LINE's bubble", () => {
  it('shows the title, the amount and the text; a rejection in red', () => {
    const won = bubbleOf({ kind: 'bill_won', title: 'โพย #7 ถูกรางวัล 4,500 บาท', body: 'งวดนี้', ref: 'lotto_bill:7', amount: 450_000 });
    expect(won.body.contents.map((part) => part.text)).toEqual(['โพย #7 ถูกรางวัล 4,500 บาท', '4,500 บาท', 'งวดนี้']);
    const rejected = bubbleOf({ kind: 'withdrawal_rejected', title: 'ถอนไม่สำเร็จ', body: 'เหตุผล', ref: 'withdrawal:3', amount: 10_050 });
    expect(rejected.body.contents[1]).toMatchObject({ text: '100.50 บาท', color: '#dc2626' });
  });

  it('links to the page it is about, only with SITE_URL', () => {
    const won = { kind: 'bill_won', title: 't', body: 'b', ref: 'lotto_bill:7' };
    expect(linkOf(won)).toBeUndefined();
    vi.stubEnv('SITE_URL', 'https://r999.example/');
    expect(linkOf(won)).toBe('https://r999.example/lotto/bills/7');
    expect(linkOf({ kind: 'deposit_paid', title: 't', body: 'b', ref: 'deposit:2' })).toBe('https://r999.example/member/statement');
    expect(linkOf({ kind: 'bonus', title: 't', body: 'b', ref: 'promotion:4' })).toBe('https://r999.example/member/promotions');
    expect(linkOf({ kind: 'bonus', title: 't', body: 'b', ref: 'bonus:9' })).toBe('https://r999.example/member/statement');
    expect(linkOf({ kind: 'cashback', title: 't', body: 'b', ref: 'cashback:1' })).toBe('https://r999.example/cashback');
    vi.stubEnv('SITE_URL', 'http://localhost:4321');
    expect(linkOf(won)).toBeUndefined();
  });
});
