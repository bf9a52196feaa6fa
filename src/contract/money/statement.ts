// The member's statement (`GET /api/member/statement`, beyond SPEC.md: docs/api.md): the money ledger,
// newest first, paged, filtered by type and Bangkok dates. The ledger's types and their Thai names
// live here, shared by the platform (which writes them) and the pages (which name them).
import { z } from 'zod/mini';
import { dateRangeChecks, dateRangeFields } from '../date-range.ts';
import { GAME_CATEGORIES } from '../games/games.ts';

/** Why money moved. The platform's ledger accepts exactly these. */
export const LEDGER_TYPES = [
  'welcome_credit', // demo credit for a new member (play credit)
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'payout',
  'refund',
  'bonus',
  'cashback',
  'commission',
  'reward',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const LEDGER_TYPE_NAMES: Record<LedgerType, string> = {
  welcome_credit: 'เครดิตต้อนรับ',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdraw_refund: 'คืนเงินถอน',
  bet: 'เดิมพัน',
  payout: 'จ่ายรางวัล',
  refund: 'คืนเงินเดิมพัน',
  bonus: 'โบนัส',
  cashback: 'คืนยอดเสีย',
  commission: 'ค่าแนะนำเพื่อน',
  reward: 'รางวัลกิจกรรม',
  adjustment: 'ปรับยอดโดยผู้ดูแล',
};

export const STATEMENT_PAGE_SIZE = 20;
/** The longest date range one request may span. */
export const STATEMENT_MAX_DAYS = 366;

/** A page number in a query string: 1 and up. */
export const pageField = z.optional(
  z.pipe(z.string({ error: 'หน้าไม่ถูกต้อง' }).check(z.regex(/^[1-9]\d{0,5}$/, { error: 'หน้าต้องเป็นตัวเลขตั้งแต่ 1' })), z.transform(Number)),
);

export const statementRequest = z
  .object({
    page: pageField,
    type: z.optional(z.enum(LEDGER_TYPES, { error: 'ไม่พบประเภทรายการนี้' })),
    ...dateRangeFields,
  })
  .check(...dateRangeChecks(STATEMENT_MAX_DAYS));
export type StatementQuery = z.output<typeof statementRequest>;

export const statementRowSchema = z.object({
  id: z.number(),
  type: z.enum(LEDGER_TYPES),
  amount: z.number(),
  balance_after: z.number(),
  wallet_id: z.number(),
  wallet_name: z.string(),
  ref: z.nullable(z.string()),
  created_at: z.string(),
});

export const statementSchema = z.object({
  // The member's rows also name the game a `game_round:` row was played on (null on other rows).
  rows: z.array(z.extend(statementRowSchema, { game: z.nullable(z.object({ name: z.string(), category: z.enum(GAME_CATEGORIES) })) })),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  page_size: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
