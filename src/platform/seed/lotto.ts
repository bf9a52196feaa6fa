// The lottery as DOMAIN.md lists it: categories and their schedules, government draw dates,
// rates and limits, a few hot and closed numbers. Seed data only: an operator changes the tables.
import type { SeedStep } from '../db/seed.ts';
import type { Db } from '../db/database.ts';
import { type BetType, type CategoryKind, type DrawSource, type Schedule, SOURCE_RULE } from '../lotto/index.ts';

interface CategorySeed {
  code: string;
  name: string;
  kind: CategoryKind;
  /** Where the numbers come from; default: simulated here and committed before betting opens. */
  draw_source?: DrawSource;
  schedule: Schedule;
  when: string; // the schedule in Thai, for the rules text
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const daily = (close: string, resultAfter: number, openDays: number, extra: { days?: number[]; draw_dates?: boolean } = {}): Schedule => ({
  type: 'daily',
  close,
  result_after_minutes: resultAfter,
  open_days_before: openDays,
  ...extra,
});

export const LOTTO_CATEGORIES: CategorySeed[] = [
  {
    code: 'government',
    name: 'หวยรัฐบาลไทย',
    kind: 'government',
    // The official draw of the Government Lottery Office: the operator enters its result.
    draw_source: 'external',
    // Opens when the previous round closes (at most 20 days ahead), so a round is always open.
    schedule: daily('15:20', 40, 20, { draw_dates: true }),
    when: 'ออกผลวันที่ 1 และ 16 ของทุกเดือน (บางงวดเลื่อนตามประกาศ) ปิดรับ 15:20 น. ผลออก 16:00 น.',
  },
  {
    code: 'lao',
    name: 'หวยลาวพัฒนา',
    kind: 'lao',
    schedule: daily('20:00', 30, 4, { days: [1, 3, 5] }),
    when: 'ออกผลวันจันทร์ พุธ ศุกร์ ปิดรับ 20:00 น. ผลออก 20:30 น.',
  },
  {
    code: 'hanoi_special',
    name: 'ฮานอยพิเศษ',
    kind: 'hanoi',
    schedule: daily('17:00', 30, 2),
    when: 'ออกผลทุกวัน ปิดรับ 17:00 น. ผลออก 17:30 น.',
  },
  {
    code: 'hanoi_normal',
    name: 'ฮานอยปกติ',
    kind: 'hanoi',
    schedule: daily('18:10', 30, 2),
    when: 'ออกผลทุกวัน ปิดรับ 18:10 น. ผลออก 18:40 น.',
  },
  {
    code: 'hanoi_vip',
    name: 'ฮานอย VIP',
    kind: 'hanoi',
    schedule: daily('19:10', 30, 2),
    when: 'ออกผลทุกวัน ปิดรับ 19:10 น. ผลออก 19:40 น.',
  },
  {
    code: 'nikkei_morning',
    name: 'หุ้นนิเคอิเช้า',
    kind: 'stock',
    schedule: daily('09:25', 25, 4, { days: WEEKDAYS }),
    when: 'ออกผลวันทำการ จันทร์-ศุกร์ ปิดรับ 09:25 น. ผลออก 09:50 น. (จำลองจากราคาปิดดัชนี)',
  },
  {
    code: 'nikkei_afternoon',
    name: 'หุ้นนิเคอิบ่าย',
    kind: 'stock',
    schedule: daily('12:50', 40, 4, { days: WEEKDAYS }),
    when: 'ออกผลวันทำการ จันทร์-ศุกร์ ปิดรับ 12:50 น. ผลออก 13:30 น. (จำลองจากราคาปิดดัชนี)',
  },
  {
    code: 'hangseng',
    name: 'หุ้นฮั่งเส็ง',
    kind: 'stock',
    schedule: daily('14:50', 30, 4, { days: WEEKDAYS }),
    when: 'ออกผลวันทำการ จันทร์-ศุกร์ ปิดรับ 14:50 น. ผลออก 15:20 น. (จำลองจากราคาปิดดัชนี)',
  },
  {
    code: 'dowjones',
    name: 'หุ้นดาวโจนส์',
    kind: 'stock',
    // The New York close falls in the Thai early morning, Tuesday to Saturday.
    schedule: daily('02:30', 120, 4, { days: [2, 3, 4, 5, 6] }),
    when: 'ออกผลอังคาร-เสาร์ (ตามวันทำการตลาดนิวยอร์ก) ปิดรับ 02:30 น. ผลออก 04:30 น. (จำลองจากราคาปิดดัชนี)',
  },
  {
    code: 'yeekee',
    name: 'ยี่กี',
    kind: 'yeekee',
    draw_source: 'shots',
    schedule: { type: 'interval', first_close: '06:00', every_minutes: 15, rounds: 88, result_after_minutes: 2 },
    when: 'วันละ 88 รอบ ทุก 15 นาที รอบแรกปิดรับ 06:00 น. รอบสุดท้าย 03:45 น. ยิงเลขได้ถึง 2 นาทีหลังปิดรับ',
  },
];

// Default rates in hundredths per baht (DOMAIN.md table).
function ratesFor(kind: CategoryKind): [BetType, number][] {
  const rates: [BetType, number][] = [
    ['three_top', kind === 'government' ? 90_000 : 85_000],
    ['three_tod', 15_000],
  ];
  if (kind === 'government') rates.push(['three_front', 45_000], ['three_bottom', 45_000]);
  rates.push(['two_top', 9_000], ['two_bottom', 9_000], ['run_top', 320], ['run_bottom', 420]);
  // Four-digit bets where the draw has four digits (DOMAIN.md): Lao's number, Hanoi's special prize.
  if (kind === 'lao' || kind === 'hanoi') rates.push(['four_top', 500_000], ['four_tod', 20_000]);
  return rates;
}

const LIMITS = { min_stake: 1, max_stake: 1_000, member_number_max: 2_500 };
function houseLimit(betType: BetType): number {
  if (betType.startsWith('four')) return 5_000;
  if (betType.startsWith('three')) return 20_000;
  if (betType.startsWith('two')) return 50_000;
  return 100_000;
}

/** Hot numbers pay half rate, closed numbers are refused: the same few in every category. */
export const NUMBER_RULES: { bet_type: BetType; number: string; kind: 'hot' | 'closed' }[] = [
  { bet_type: 'three_top', number: '555', kind: 'hot' },
  { bet_type: 'three_top', number: '789', kind: 'hot' },
  { bet_type: 'two_top', number: '55', kind: 'hot' },
  { bet_type: 'two_bottom', number: '55', kind: 'hot' },
  { bet_type: 'three_top', number: '999', kind: 'closed' },
  { bet_type: 'two_top', number: '99', kind: 'closed' },
  { bet_type: 'two_bottom', number: '99', kind: 'closed' },
];

/** Government draw days: the 1st and 16th, with the customary moves (30 Dec for 1 Jan, 17 Jan, 2 May). */
export function governmentDrawDates(fromYear: number, toYear: number): string[] {
  const dates: string[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const mm = String(month).padStart(2, '0');
      if (month !== 1) dates.push(`${year}-${mm}-${month === 5 ? '02' : '01'}`);
      dates.push(`${year}-${mm}-${month === 1 ? '17' : '16'}`);
    }
    dates.push(`${year}-12-30`);
  }
  return dates.sort();
}

function ruleText(category: CategorySeed): string {
  const lines = [
    `${category.name}: ${category.when}`,
    'ผลรางวัล: 3 ตัวบนและ 2 ตัวล่างตามผลของงวด อัตราจ่ายดูได้ที่หน้าอัตราจ่าย',
    ...(category.kind === 'lao' || category.kind === 'hanoi'
      ? [`4 ตัวบนและ 4 ตัวโต๊ด: ตามเลข 4 หลักของผล (${category.kind === 'lao' ? 'เลขที่ออกทั้ง 4 หลัก' : '4 ตัวท้ายของรางวัลพิเศษ'})`]
      : []),
    'แทงขั้นต่ำรายการละ 1 บาท สูงสุดรายการละ 1,000 บาท และไม่เกิน 2,500 บาทต่อเลขต่อสมาชิกในหนึ่งงวด',
    'เลขอั้นจ่ายตามอัตราที่ลดลง (แสดงไว้ก่อนแทงทุกรายการ) เลขปิดไม่รับแทง อัตราจ่ายล็อกตามเวลาที่แทง',
  ];
  if (category.kind === 'yeekee') {
    lines.push(
      'ผลยี่กี: ผลรวมของเลขที่สมาชิกยิงทั้งหมด ลบด้วยเลขที่ยิงลำดับที่ 16 (นับจากล่าสุด) แล้วใช้ 5 หลักสุดท้าย ABCDE: 3 ตัวบน = CDE, 2 ตัวล่าง = AB',
      'ยิงเลขได้ทุก 10 วินาที หากรอบใดมีเลขยิงน้อยกว่า 20 ครั้ง ระบบคืนเงินทั้งรอบ โพยยี่กียกเลิกไม่ได้',
    );
  } else {
    lines.push(
      'ยกเลิกโพยได้ภายใน 30 นาทีหลังแทง และก่อนปิดรับอย่างน้อย 10 นาที',
      SOURCE_RULE[category.draw_source === 'external' ? 'external' : 'committed'],
    );
  }
  lines.push('เว็บนี้ใช้เครดิตทดลองเล่น ไม่ใช่เงินจริง');
  return lines.join('\n');
}

export const lottoData: SeedStep = {
  name: 'lotto categories, rates, draw dates',
  async run(db: Db) {
    for (const [index, category] of LOTTO_CATEGORIES.entries()) {
      const { id: categoryId } = await db
        .insertInto('lotto_categories')
        .values({
          code: category.code,
          name: category.name,
          kind: category.kind,
          draw_source: category.draw_source ?? 'committed',
          sort: index + 1,
          schedule: JSON.stringify(category.schedule),
          schedule_text: category.when,
          rule_text: ruleText(category),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('lotto_rates')
        .values(
          ratesFor(category.kind).map(([betType, rateCenti]) => ({
            category_id: categoryId,
            bet_type: betType,
            rate_centi: rateCenti,
            min_stake: LIMITS.min_stake,
            max_stake: LIMITS.max_stake,
            member_number_max: LIMITS.member_number_max,
            house_number_max: houseLimit(betType),
          })),
        )
        .execute();
      await db
        .insertInto('lotto_number_rules')
        .values(NUMBER_RULES.map((rule) => ({ category_id: categoryId, bet_type: rule.bet_type, number: rule.number, kind: rule.kind })))
        .execute();
      if (category.kind === 'government') {
        await db
          .insertInto('lotto_draw_dates')
          .values(governmentDrawDates(2025, 2028).map((date) => ({ category_id: categoryId, draw_date: date })))
          .execute();
      }
    }
  },
};
