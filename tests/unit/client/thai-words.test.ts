// Thai labels break between words only (issue 40 item 14: "เข้าสู่ระบบเพื่อรับโปรโม / ชั่น").
import { describe, expect, it } from 'vitest';
import { thaiWords } from '../../../src/lib/shell/thai-words.ts';

describe('thaiWords', () => {
  it('cuts a label into its words, keeping the loanwords the dictionary splits whole', () => {
    expect(thaiWords('เข้าสู่ระบบเพื่อรับโปรโมชั่น')).toEqual(['เข้า', 'สู่', 'ระบบ', 'เพื่อ', 'รับ', 'โปรโมชั่น']);
    expect(thaiWords('ยกเลิกโปรโมชั่น')).toContain('โปรโมชั่น');
    expect(thaiWords('บาคาร่า R999 โต๊ะ 1')).toEqual(['บาคาร่า', ' ', 'R999', ' ', 'โต๊ะ', ' ', '1']);
  });

  it('joined again, the words are the text', () => {
    for (const text of ['รับโปรโมชั่นนี้', 'ติดต่อแอดมิน', 'คืนยอดเสียแคชแบ็ก 5%', '']) expect(thaiWords(text).join('')).toBe(text);
  });
});
