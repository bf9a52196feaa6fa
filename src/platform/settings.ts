// Operator-changeable numbers and texts, stored as JSON in the settings table. The defaults here
// are the seed: they are written to the table on every open when missing, and an operator
// changes the table (not this file) to tune a running site.
import { z } from 'zod';
import { MIN_AGE_YEARS } from '../contract/account/auth.ts';
import { AGENT_CODE } from '../contract/content/site.ts';
import { BET_TYPE_KEYS, YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACT_RANK } from '../contract/lotto/lotto.ts';
import { OPENING_HOURS } from '../rules/money/opening-hours.ts';
import { nowMs } from './db/clock.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from './db/database.ts';
import type { Database } from './db/database-schema.ts';
import { prepared } from './db/prepared.ts';

interface SettingDefinition<T> {
  schema: z.ZodType<T>;
  default: T;
  description: string;
}

function setting<T>(schema: z.ZodType<T>, value: T, description: string): SettingDefinition<T> {
  return { schema, default: value, description };
}

const minutes = z.number().int().positive();
const count = z.number().int().positive();

/** VIP tiers, lowest first: the stakes over 30 days each needs, and what it adds to a bet type's rate (baht per baht). */
const vipTiers = z
  .array(
    z.object({
      name: z.string().min(1),
      min_stakes_baht: z.number().nonnegative(),
      add: z.partialRecord(z.enum(BET_TYPE_KEYS), z.number().nonnegative().multipleOf(0.01)),
    }),
  )
  .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.min_stakes_baht > tiers[i - 1]!.min_stakes_baht));
const VIP_TIERS: z.infer<typeof vipTiers> = [
  { name: 'VIP1', min_stakes_baht: 5_000, add: { three_top: 10, three_tod: 2, two_top: 1, two_bottom: 1, four_top: 100 } },
  { name: 'VIP2', min_stakes_baht: 20_000, add: { three_top: 20, three_tod: 3, two_top: 2, two_bottom: 2, four_top: 200 } },
  { name: 'VIP3', min_stakes_baht: 50_000, add: { three_top: 30, three_tod: 5, two_top: 3, two_bottom: 3, four_top: 300 } },
  { name: 'VIP4', min_stakes_baht: 150_000, add: { three_top: 40, three_tod: 7, two_top: 4, two_bottom: 4, four_top: 400 } },
  { name: 'VIP5', min_stakes_baht: 500_000, add: { three_top: 50, three_tod: 10, two_top: 5, two_bottom: 5, four_top: 500 } },
];

/** Where an outside draw's result is fetched, per category code (result-sources/index.ts reads them). */
const resultSource = z.object({
  name: z.string().min(1).max(40),
  adapter: z.enum(['glo', 'json']),
  url: z.url({ protocol: /^https?$/ }),
  /** The json adapter: the JSON path of each field (dots, a number for a list's item, * for each item). */
  mapping: z.optional(
    z.partialRecord(
      z.enum(['date', 'first_prize', 'four_top', 'three_top', 'two_bottom', 'three_front', 'three_bottom']),
      z.string().min(1),
    ),
  ),
});
const resultSources = z.record(
  z.string().min(1),
  z.object({
    sources: z.array(resultSource).refine((list) => new Set(list.map((source) => source.name)).size === list.length, 'ชื่อแหล่งผลซ้ำกัน'),
    /** 1: two sources that agree confirm the result by themselves (below the second-person setting). */
    auto_confirm: z.number().int().min(0).max(1),
  }),
);
export type ResultSourceSetting = z.infer<typeof resultSource>;

export const SETTINGS = {
  'site.agent_code': setting(z.string().min(1), AGENT_CODE, 'รหัสเอเย่นต์ของเว็บนี้'),
  // What the site tells members about money (hero, footer): 0 on the embedded platform's demo.
  'site.real_money': setting(z.number().int().min(0).max(1), 0, 'เว็บนี้ใช้เงินจริงหรือไม่ (0 = ระบบสาธิต เล่นด้วยเครดิตทดลอง, 1 = ฝากถอนด้วยเงินจริง)'),
  'member.new_member_credit_baht': setting(z.number().nonnegative().multipleOf(0.01), 1000, 'เครดิตทดลองที่สมาชิกใหม่ได้รับในกระเป๋าหลัก (บาท)'),
  'member.min_age_years': setting(count, MIN_AGE_YEARS, 'อายุขั้นต่ำในการสมัครสมาชิก (ปี)'),
  'auth.session_ttl_minutes': setting(minutes, 7 * 24 * 60, 'อายุเซสซั่นหลังเข้าสู่ระบบ (นาที)'),
  'auth.max_failed_attempts': setting(count, 5, 'จำนวนครั้งที่ใส่รหัสผ่านผิดได้ต่อเบอร์จากเครือข่ายเดียวกัน ก่อนล็อก'),
  'auth.max_failed_attempts_per_client': setting(count, 30, 'จำนวนครั้งที่ใส่รหัสผ่านผิดได้จากเครือข่ายเดียว (ทุกเบอร์รวมกัน) ก่อนล็อกเครือข่ายนั้น'),
  'auth.failed_attempt_window_minutes': setting(minutes, 15, 'ช่วงเวลาที่นับครั้งที่ใส่ผิด (นาที)'),
  'auth.lock_minutes': setting(minutes, 15, 'ระยะเวลาล็อกครั้งแรกหลังใส่ผิดครบ (นาที) ล็อกซ้ำจะนานขึ้นเท่าตัว'),
  'auth.lock_max_minutes': setting(minutes, 24 * 60, 'ระยะเวลาล็อกนานที่สุดเมื่อถูกล็อกซ้ำ (นาที)'),
  'auth.lock_backoff_hours': setting(count, 24, 'ล็อกซ้ำภายในกี่ชั่วโมงหลังล็อกครั้งก่อนจึงนานขึ้นเท่าตัว'),
  'auth.reset_code_ttl_minutes': setting(minutes, 10, 'อายุรหัสยืนยันตั้งรหัสผ่านใหม่ (นาที)'),
  'auth.reset_code_max_tries': setting(count, 5, 'จำนวนครั้งที่ใส่รหัสยืนยันผิดได้ก่อนรหัสใช้ไม่ได้'),
  'auth.reset_resend_seconds': setting(count, 60, 'ขอรหัสยืนยันใหม่ได้ทุกกี่วินาทีต่อเบอร์'),
  'auth.reset_requests_per_phone': setting(count, 5, 'ขอรหัสยืนยันได้กี่ครั้งต่อเบอร์ในช่วงเวลาที่นับ'),
  'auth.reset_requests_per_client': setting(count, 10, 'ขอรหัสยืนยันได้กี่ครั้งต่อเครือข่ายในช่วงเวลาที่นับ (ทุกเบอร์รวมกัน)'),
  'live.streams_per_session': setting(count, 6, 'จำนวนหน้าเว็บที่สมาชิกหนึ่งเซสชันรับข้อมูลสดได้พร้อมกัน (ต่อเครื่องแม่ข่าย)'),
  'live.streams_per_address': setting(count, 200, 'จำนวนการรับข้อมูลสดพร้อมกันจากเครือข่ายเดียว (ต่อเครื่องแม่ข่าย)'),
  'auth.reset_request_window_minutes': setting(minutes, 60, 'ช่วงเวลาที่นับการขอรหัสยืนยัน (นาที)'),
  'lotto.cancel_window_minutes': setting(minutes, 30, 'ยกเลิกโพยได้ภายในกี่นาทีหลังแทง'),
  'lotto.cancel_before_close_minutes': setting(minutes, 10, 'ยกเลิกโพยได้ถึงก่อนปิดรับกี่นาที'),
  'lotto.max_lines_per_bill': setting(count, 500, 'จำนวนรายการสูงสุดต่อโพย'),
  'lotto.yeekee_shot_interval_seconds': setting(count, 10, 'ยิงเลขยี่กีได้ทุกกี่วินาทีต่อสมาชิก'),
  'lotto.yeekee_min_shots': setting(count, YEEKEE_MIN_SHOTS, 'จำนวนเลขยิงขั้นต่ำของรอบยี่กี (น้อยกว่านี้คืนเงิน)'),
  'lotto.yeekee_subtract_rank': setting(count, YEEKEE_SUBTRACT_RANK, 'ลำดับเลขยิง (นับจากล่าสุด) ที่นำไปลบผลรวม'),
  'lotto.yeekee_bonus_first_baht': setting(z.number().nonnegative().multipleOf(0.01), 200, 'โบนัสผู้ยิงเลขลำดับที่ 1 ของรอบยี่กี (บาท, 0 = ไม่มี)'),
  'lotto.yeekee_bonus_sixteenth_baht': setting(
    z.number().nonnegative().multipleOf(0.01),
    400,
    'โบนัสผู้ยิงเลขลำดับที่นำไปลบผลรวม (ลำดับที่ 16) ของรอบยี่กี (บาท, 0 = ไม่มี)',
  ),
  'lotto.yeekee_bonus_min_stake_baht': setting(z.number().nonnegative().multipleOf(0.01), 100, 'ได้โบนัสผู้ยิงเลขเมื่อแทงรอบนั้นอย่างน้อยกี่บาท'),
  'responsible.limit_raise_delay_hours': setting(count, 24, 'เพิ่มหรือยกเลิกวงเงินฝาก/วงเงินเสียต่อวัน มีผลหลังกี่ชั่วโมง (ลดวงเงินมีผลทันที)'),
  'responsible.reminder_minutes': setting(minutes, 60, 'เตือนระยะเวลาเล่นทุกกี่นาทีของเซสซั่น'),
  'lotto.result_grace_hours': setting(count, 24, 'งวดที่ไม่มีผลภายในกี่ชั่วโมงหลังเวลาออกผลจะคืนเงิน'),
  // The first minutes after the draw time: a result typed so soon is shown with a warning to check it against the official announcement.
  'lotto.result_early_minutes': setting(minutes, 15, 'ผลที่กรอกภายในกี่นาทีหลังเวลาออกผล หน้ากรอกผลเตือนให้ตรวจกับประกาศผลอย่างเป็นทางการก่อนยืนยัน'),
  'lotto.result_second_person_baht': setting(z.number().nonnegative(), 100_000, 'ผลรางวัลที่ยอดจ่ายรวมเกินกี่บาท ต้องให้พนักงานอีกคนยืนยันก่อนจ่าย'),
  // Results that arrive by themselves (result-sources/): off until the owner names sources for a category.
  'lotto.result_sources': setting(
    resultSources,
    {},
    'แหล่งผลรางวัลอัตโนมัติต่อประเภทหวย (รหัสประเภท: แหล่งผลอย่างน้อยสองแหล่งที่ต้องตรงกัน และยืนยันผลเองหรือรอพนักงาน) ว่าง = กรอกผลเองทั้งหมด',
  ),
  'lotto.result_fetch_deadline_minutes': setting(
    minutes,
    180,
    'ถามแหล่งผลอัตโนมัติได้ถึงกี่นาทีหลังเวลาออกผล (ไม่ครบสองแหล่งที่ตรงกันภายในเวลานี้ แจ้งเตือนที่หน้าความเสี่ยง)',
  ),
  'lotto.result_fetch_retry_seconds': setting(count, 60, 'ถามแหล่งผลอัตโนมัติซ้ำหลังกี่วินาที (ครั้งต่อไปนานขึ้นเท่าตัว ไม่เกิน 15 นาที)'),
  'lotto.vip_tiers': setting(vipTiers, VIP_TIERS, 'ระดับ VIP ตามยอดแทง 30 วันล่าสุด: ยอดแทงขั้นต่ำ (บาท) และอัตราจ่ายที่บวกเพิ่มต่อบาทตามประเภทการแทง'),
  'lotto.risk_alert_share_percent': setting(z.number().int().min(1).max(100), 80, 'แจ้งเตือนเมื่อยอดแทงเลขใดถึงกี่ % ของวงเงินรับรวมต่อเลข'),
  'withdrawals.min_baht': setting(z.number().positive().multipleOf(0.01), 100, 'ถอนเงินขั้นต่ำต่อครั้ง (บาท)'),
  'withdrawals.max_baht': setting(z.number().positive().multipleOf(0.01), 50_000, 'ถอนเงินสูงสุดต่อครั้ง (บาท)'),
  'withdrawals.max_pending': setting(count, 5, 'จำนวนรายการถอนที่รอดำเนินการได้พร้อมกันต่อสมาชิก'),
  'deposits.min_baht': setting(z.number().positive().multipleOf(0.01), 20, 'ฝากเงินขั้นต่ำต่อครั้ง (บาท)'),
  'deposits.max_baht': setting(z.number().positive().multipleOf(0.01), 100_000, 'ฝากเงินสูงสุดต่อครั้ง (บาท)'),
  'deposits.valid_minutes': setting(minutes, 15, 'รายการฝาก (QR และยอดโอน) ใช้ชำระได้กี่นาที'),
  'deposits.slip_uploads_per_hour': setting(count, 10, 'สมาชิกหนึ่งคนอัปโหลดรูปสลิปได้กี่ครั้งต่อชั่วโมง (นับทุกรูป ทั้งที่รับและไม่รับ)'),
  'deposits.slip_verify_url': setting(
    z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    '',
    'ตรวจสลิปอัตโนมัติ: ที่อยู่ API ตรวจสลิปของ EasySlip (เช่น https://developer.easyslip.com/api/v1/verify; กุญแจใน SLIP_VERIFY_TOKEN) ว่างไว้ = ส่งสลิปให้พนักงานตรวจ',
  ),
  'devices.timestamp_window_seconds': setting(
    z.number().int().min(30).max(3600),
    600,
    'ฝากออโต้: รับข้อความจากอุปกรณ์ที่เวลาห่างจากเวลาของระบบไม่เกินกี่วินาที (กันข้อความเก่าถูกส่งซ้ำ)',
  ),
  'devices.silent_alert_minutes': setting(
    z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
    60,
    'ฝากออโต้: แจ้งเตือนที่หน้ารายการฝากเมื่ออุปกรณ์ที่เปิดใช้ไม่ส่งข้อความเลยนานกี่นาที (0 = ไม่แจ้งเตือน)',
  ),
  // A SmsForwarder phone sends only when texts come: a quiet night is not a dead phone.
  'devices.silent_alert_hours': setting(
    z.string().regex(OPENING_HOURS, 'เวลาทำการต้องเป็น ชม:นาที-ชม:นาที เช่น 08:00-22:00 หรือเว้นว่าง'),
    '',
    'ฝากออโต้: นับเวลาที่อุปกรณ์เงียบเฉพาะในเวลาทำการ (เวลาไทย ชม:นาที-ชม:นาที เช่น 08:00-02:00) ว่างไว้ = ตลอดวัน',
  ),
  'cashback.loss_percent_game': setting(z.number().min(0).max(100), 5, 'คืนยอดเสียเกมและคาสิโน (% ของยอดเสียสุทธิเมื่อวาน)'),
  'cashback.loss_percent_lotto': setting(z.number().min(0).max(100), 5, 'คืนยอดเสียหวย (% ของยอดเสียสุทธิเมื่อวาน)'),
  'cashback.turnover_percent': setting(z.number().min(0).max(100), 0.5, 'คืนยอดเล่น (% ของยอดแทงรวมเมื่อวาน)'),
  'winloss_refund.percent': setting(z.number().min(0).max(100), 5, 'คืนยอดเสียประจำสัปดาห์ (% ของยอดเสียสุทธิสัปดาห์ที่แล้ว)'),
  'cashback.turnover_multiple': setting(z.number().min(0).max(100), 1, 'ยอดเทิร์นที่ต้องทำก่อนถอนเครดิตคืนยอด (เท่าของยอดที่ได้รับ)'),
  'affiliate.level1_percent': setting(z.number().min(0).max(100), 0.5, 'ค่าแนะนำขั้นที่ 1 (% ของยอดเล่นของเพื่อนที่ชวนมา)'),
  'affiliate.level2_percent': setting(z.number().min(0).max(100), 0.2, 'ค่าแนะนำขั้นที่ 2 (% ของยอดเล่นของเพื่อนของเพื่อน)'),
  'affiliate.min_redeem_baht': setting(z.number().positive().multipleOf(0.01), 1, 'รับค่าแนะนำได้เมื่อมียอดอย่างน้อย (บาท)'),
  'wheel.daily_free_spins': setting(z.number().int().min(0).max(100), 3, 'จำนวนสิทธิ์หมุนวงล้อฟรีต่อวัน'),
  'wheel.spin_cost_points': setting(count, 50, 'พอยท์ที่ใช้หมุนวงล้อหนึ่งครั้ง'),
  'staff.session_idle_minutes': setting(minutes, 30, 'หลังบ้าน: ออกจากระบบเองเมื่อไม่ได้ใช้งานกี่นาที'),
  'staff.session_max_hours': setting(count, 12, 'หลังบ้าน: เซสซั่นพนักงานใช้ได้นานที่สุดกี่ชั่วโมง'),
  'staff.enrolment_link_hours': setting(count, 72, 'หลังบ้าน: ลิงก์ลงทะเบียนพนักงานใช้ได้กี่ชั่วโมง'),
  'staff.cashier_adjust_limit_baht': setting(
    z.number().nonnegative().multipleOf(0.01),
    5_000,
    'หลังบ้าน: แคชเชียร์ปรับยอดเครดิตได้ไม่เกินครั้งละกี่บาท (เกินนี้ต้องมีผู้อนุมัติขั้นที่สอง)',
  ),
  'withdrawals.second_approval_baht': setting(
    z.number().positive().multipleOf(0.01),
    20_000,
    'ถอนเงินเกินกี่บาทต้องมีผู้อนุมัติคนที่สอง (หัวหน้าหรือเจ้าของ) ก่อนนับว่าจ่ายแล้ว',
  ),
  'members.adjust_second_approval_baht': setting(z.number().positive().multipleOf(0.01), 10_000, 'ปรับยอดเงินสมาชิกเกินกี่บาทต้องมีผู้อนุมัติคนที่สอง'),
  // 1 on the embedded platform's demo: the payment page offers "simulate payment". 0 where real money is taken.
  'deposits.simulate_payments': setting(z.number().int().min(0).max(1), 1, 'แสดงปุ่มจำลองการชำระเงิน (1 = ระบบสาธิต, 0 = ปิด)'),
} as const;

export type SettingKey = keyof typeof SETTINGS;
type Widened<T> = T extends number ? number : T extends string ? string : T;
export type SettingValue<K extends SettingKey> = Widened<(typeof SETTINGS)[K]['default']>;

// The row is read on every call (an operator's change applies at once); only the parsing of a
// text already seen is skipped: settings are read several times on every lotto call.
const parsedValues = new Map<string, { text: string; value: unknown }>();

const settingRow = prepared(1, (db, key: string) => db.selectFrom('settings').select('value').where('key', '=', key));

/**
 * Settings a transaction read ahead, by its handle: a hot transaction (a bill) reads the few it
 * needs with its first statement (settingSelection), a round trip each on PostgreSQL otherwise.
 */
const readAhead = new WeakMap<Db, Map<string, string | undefined>>();

/** A setting's stored text as a column of another statement; give what it read to keepSettingsRead. */
export function settingSelection<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, key: SettingKey) {
  const root = eb as unknown as ExpressionBuilder<Database, never>;
  return root.selectFrom('settings').select('value').where('key', '=', key).$asScalar();
}

/** Settings' texts read by transaction `db` (settingSelection), answered for the rest of it. */
export function keepSettingsRead(db: Db, texts: Partial<Record<SettingKey, string | null>>): void {
  if (!db.isTransaction) return;
  const kept = readAhead.get(db) ?? new Map<string, string | undefined>();
  for (const [key, text] of Object.entries(texts)) kept.set(key, text ?? undefined);
  readAhead.set(db, kept);
}

async function settingText(db: Db, key: SettingKey): Promise<string | undefined> {
  const ahead = readAhead.get(db);
  if (ahead?.has(key)) return ahead.get(key);
  const [row] = await settingRow(db, key);
  return row?.value;
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  const text = await settingText(db, key);
  if (text !== undefined) {
    const known = parsedValues.get(key);
    if (known?.text === text) return known.value as SettingValue<K>;
    try {
      const parsed = definition.schema.safeParse(JSON.parse(text));
      if (parsed.success) {
        parsedValues.set(key, { text, value: parsed.data });
        return parsed.data as SettingValue<K>;
      }
    } catch {
      // not JSON: fall through to the default
    }
    // A hand-edited bad value must not take the site down; say so loudly and use the default.
    console.error(`[platform] setting ${key} has an invalid value ${text}; using the default`);
  }
  return definition.default as SettingValue<K>;
}

export async function setSetting<K extends SettingKey>(db: Db, key: K, value: SettingValue<K>): Promise<void> {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  const checked = definition.schema.parse(value);
  readAhead.get(db)?.delete(key);
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(checked), description: definition.description, updated_at: nowMs(db) })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** Writes the default of every setting the table does not have yet (new keys from later code). */
export async function seedSettingDefaults(db: Db): Promise<void> {
  const at = nowMs(db);
  const rows = Object.entries(SETTINGS).map(([key, definition]) => ({
    key,
    value: JSON.stringify(definition.default),
    description: definition.description,
    updated_at: at,
  }));
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
