// Bills: every line checked against the round's rules (validate), then placed with the rates
// locked and the stake debited in one transaction (create); cancel within the window; the
// member's list and detail.
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { BusinessError, ERRORS, fail, formatMessage, type ErrorKey, type MessageParams } from '../errors.ts';
import { tell } from '../live/index.ts';
import { credit, debit, isMemberWallet, stakeDaysSelection, toBaht, WALLET_TYPE, walletBalance, walletIdOf } from '../money/index.ts';

import { assertStakeAllowed, stakeRuleSelections } from '../responsible/index.ts';
import { getSetting, keepSettingsRead, settingSelection } from '../settings.ts';
import { BET_TYPES, hasRightDigits, isBetType, isTodTriple, normaliseNumber, payoutOf, type BetType } from './bet-types.ts';
import { insertBillAndLines, type NewLine } from './bill-insert.ts';
import { findBill, linesOf, ownBill, type BillRow, type LineRow } from './bill-rows.ts';
import { sha256 } from './draws.ts';
import type { NumberLimit } from './limits.ts';
import { isClosed, lineRate, type RateRow } from './rates.ts';
import { applyAutoRules } from './risk-rules.ts';
import { numbersText, roundTerms, termsFrom, termsSelection, type RoundTerms, type StakedNumber } from './round-terms.ts';
import { rateAddition, vipFirstDay } from './vip.ts';
import { categoryOf, findRound, roundBetsQueue, roundStatus, type Category, type RoundRow } from './rounds.ts';
import { resultView } from './results.ts';

export interface LineInput {
  bet_type: string;
  number: string;
  amount: number;
  /** The rate the member saw; a different current rate refuses the line. */
  rate?: number;
}

export interface LineCheck {
  index: number;
  bet_type: string;
  bet_name: string;
  number: string;
  input_number: string;
  amount: number;
  rate: number;
  hot: boolean;
  max_payout: number;
  ok: boolean;
  code: number;
  message: string;
}

interface CheckedLine extends LineCheck {
  betType: BetType | null;
  rateCenti: number;
}

function refusalOf(key: ErrorKey, params: MessageParams = {}): { code: number; message: string } {
  return { code: ERRORS[key].code, message: formatMessage(ERRORS[key].message, params) };
}

/** Refuses the whole request when the round does not take bets now. */
function assertBetting(round: RoundRow, now: number): void {
  const status = roundStatus(round, now);
  if (status === 'upcoming') fail('LOTTO_ROUND_NOT_OPEN');
  if (status !== 'open') fail('LOTTO_ROUND_CLOSED');
}

/** Checks every line as if the bill were placed now; earlier lines of the bill count toward limits. */
interface Checked {
  lines: CheckedLine[];
  limits: Map<BetType, NumberLimit>;
  /** Everyone's stakes (baht) on each number the bill stakes on, with the bill's. */
  after: Map<string, number>;
}

/** `vipStakes`: the member's stakes from vipFirstDay read in this transaction, if they were (vip.ts). */
async function checkLines(db: Db, memberId: number, terms: RoundTerms, lines: LineInput[], vipStakes?: unknown): Promise<Checked> {
  const { limits, rules } = terms;
  const rates = new Map(terms.rates.map((row) => [row.bet_type as string, row]));
  const vipAdd = await rateAddition(db, memberId, vipStakes);
  const inBill = new Map<string, number>();
  const after = new Map<string, number>();

  const checked: CheckedLine[] = [];
  for (const [index, line] of lines.entries()) checked.push(await checkLine(index, line));
  return { lines: checked, limits, after };

  async function checkLine(index: number, line: LineInput): Promise<CheckedLine> {
    const inputNumber = String(line.number).trim();
    const base = {
      index,
      bet_type: line.bet_type,
      bet_name: isBetType(line.bet_type) ? BET_TYPES[line.bet_type].name : line.bet_type,
      number: inputNumber,
      input_number: inputNumber,
      amount: line.amount,
      rate: 0,
      hot: false,
      max_payout: 0,
      betType: null,
      rateCenti: 0,
    };
    const refuse = (key: ErrorKey, params: MessageParams = {}): CheckedLine => ({ ...base, ok: false, ...refusalOf(key, params) });

    const row: RateRow | undefined = isBetType(line.bet_type) ? rates.get(line.bet_type) : undefined;
    if (!row) return refuse('LOTTO_BET_TYPE_UNAVAILABLE', { bet: base.bet_name });
    const betType = row.bet_type;
    const bet = BET_TYPES[betType].name;
    if (!hasRightDigits(betType, inputNumber)) return refuse('LOTTO_NUMBER_INVALID', { bet, digits: BET_TYPES[betType].digits });
    if (isTodTriple(betType, inputNumber)) return refuse('LOTTO_TOD_TRIPLE', { number: inputNumber, bet });
    const number = normaliseNumber(betType, inputNumber);
    const { rateCenti, hot } = lineRate(row, rules, number, vipAdd(betType));
    const priced = { ...base, number, betType, rateCenti, rate: rateCenti / 100, hot };
    const refuseLine = (key: ErrorKey, params: MessageParams = {}): CheckedLine => ({ ...priced, ok: false, ...refusalOf(key, params) });

    if (isClosed(rules, betType, number)) return refuseLine('LOTTO_NUMBER_CLOSED', { number, bet });
    if (!Number.isInteger(line.amount)) return refuseLine('LOTTO_STAKE_NOT_WHOLE');
    if (line.amount < row.min_stake) return refuseLine('LOTTO_STAKE_UNDER_MIN', { min: row.min_stake });
    if (line.amount > row.max_stake) return refuseLine('LOTTO_STAKE_OVER_MAX', { max: row.max_stake.toLocaleString('th-TH') });

    const key = `${betType}:${number}`;
    const limit = limits.get(betType)!;
    const staked = terms.staked.get(key) ?? { everyone: 0, mine: 0 };
    const mine = staked.mine + (inBill.get(key) ?? 0);
    if (mine + line.amount > limit.member) {
      return refuseLine('LOTTO_MEMBER_LIMIT', {
        number,
        bet,
        max: limit.member.toLocaleString('th-TH'),
        left: Math.max(0, limit.member - mine).toLocaleString('th-TH'),
      });
    }
    const everyone = staked.everyone + (inBill.get(key) ?? 0);
    if (everyone + line.amount > limit.house) {
      return refuseLine('LOTTO_HOUSE_LIMIT', { number, bet, left: Math.max(0, limit.house - everyone).toLocaleString('th-TH') });
    }
    if (line.rate !== undefined && Math.round(line.rate * 100) !== rateCenti) {
      return refuseLine('LOTTO_RATE_CHANGED', { number, bet, rate: rateCenti / 100 });
    }

    inBill.set(key, (inBill.get(key) ?? 0) + line.amount);
    after.set(key, everyone + line.amount);
    return { ...priced, ok: true, code: 0, message: '', max_payout: toBaht(payoutOf(line.amount * 100, rateCenti)) };
  }
}

function checkView(roundId: number, lines: CheckedLine[]) {
  const accepted = lines.filter((line) => line.ok);
  return {
    round_id: roundId,
    lines: lines.map(({ betType: _betType, rateCenti: _rateCenti, ...line }) => line),
    total: accepted.reduce((sum, line) => sum + line.amount, 0),
    count: lines.length,
  };
}

/**
 * Every line checked against a round's rates and rules as validate would, each ok or refused
 * with its reason, nothing refused as a whole (ดึงโพย shows them before the member adds them).
 */
export async function checkAgainstRound(db: Db, memberId: number, roundId: number, lines: LineInput[]) {
  const terms = await roundTerms(db, roundId, memberId, stakedNumbers(lines));
  return checkView(roundId, (await checkLines(db, memberId, terms, lines)).lines);
}

async function assertLineCount(db: Db, lines: LineInput[]): Promise<void> {
  const max = await getSetting(db, 'lotto.max_lines_per_bill');
  if (lines.length > max) fail('LOTTO_TOO_MANY_LINES', { max });
}

/** The wallet a bill is paid from: the one the member chose, else the main wallet; never another member's. */
async function payingWallet(db: Db, memberId: number, walletId?: number): Promise<number> {
  // The main wallet is found by its member, so it is theirs.
  if (walletId === undefined) return walletIdOf(db, memberId, WALLET_TYPE.MAIN);
  if (!(await isMemberWallet(db, memberId, walletId))) fail('WALLET_NOT_FOUND');
  return walletId;
}

/**
 * validate: the bill's check, refused as a whole (with every line's reason) if any line fails,
 * and refused like create (INSUFFICIENT_BALANCE) when the wallet it would be paid from holds less.
 */
export async function validateBill(db: Db, memberId: number, roundId: number, lines: LineInput[], options: { walletId?: number } = {}) {
  await assertLineCount(db, lines);
  const walletId = await payingWallet(db, memberId, options.walletId);
  const terms = await roundTerms(db, roundId, memberId, stakedNumbers(lines));
  assertBetting(terms.round, nowMs(db));
  const { lines: checked } = await checkLines(db, memberId, terms, lines);
  const view = checkView(roundId, checked);
  const refused = checked.filter((line) => !line.ok).length;
  if (refused > 0) throw new BusinessError('LOTTO_BILL_REFUSED', { count: refused }, view);
  const total = checked.reduce((sum, line) => sum + line.amount * 100, 0);
  if (total > (await walletBalance(db, walletId))) throw new BusinessError('INSUFFICIENT_BALANCE', {}, view);
  // The member learns of a loss limit before confirming (create checks it again, in its transaction).
  await assertStakeAllowed(db, memberId, total);
  return view;
}

export interface CreateOptions {
  idempotencyKey?: string;
  walletId?: number;
}

function requestHash(roundId: number, lines: LineInput[], walletId: number): string {
  const canonical = lines.map((line) => [line.bet_type, String(line.number).trim(), line.amount]);
  return sha256(JSON.stringify({ roundId, walletId, canonical }));
}

/**
 * A bill's first read once its queues are held, one statement (each is a round trip on
 * PostgreSQL): the wallet it is paid from, the bill a retry of the same idempotency key already made
 * (none without a key), the settings it reads (settings.ts keeps them for the transaction), the
 * member's stakes for the VIP tier (vip.ts), whether the member has a break or loss limit to check
 * (responsible/) and the round's terms with the stakes on the bill's numbers (round-terms.ts). No
 * row: the wallet is not the member's.
 */
type OpeningValues = [
  memberId: number,
  walletRef: number,
  key: string | null,
  now: number,
  stakesFromDay: number,
  roundId: number,
  numbers: string,
];
const billOpening = (wallet: (db: Db, memberId: number, walletRef: number) => ReturnType<typeof walletsOf>) =>
  prepared(7, (db, ...[memberId, walletRef, key, now, stakesFromDay, roundId, numbers]: OpeningValues) =>
    wallet(db, memberId, walletRef)
      .leftJoin('lotto_bills as b', (join) => join.on('b.idempotency_key', '=', key))
      .select((eb) => [
        'w.id as wallet_id',
        'b.id as earlier_id',
        'b.request_hash',
        settingSelection(eb, 'lotto.max_lines_per_bill').as('max_lines'),
        settingSelection(eb, 'lotto.vip_tiers').as('vip_tiers'),
        stakeDaysSelection(eb, memberId, stakesFromDay).as('vip_stakes'),
        ...stakeRuleSelections(eb, memberId, now),
        termsSelection(db, roundId, memberId, numbers).as('terms'),
      ]),
  );
const walletsOf = (db: Db) => db.selectFrom('wallets as w');
const mainWalletOpening = billOpening((db, memberId, walletTypeId) =>
  walletsOf(db).where('w.member_id', '=', memberId).where('w.wallet_type_id', '=', walletTypeId),
);
const chosenWalletOpening = billOpening((db, memberId, walletId) =>
  walletsOf(db).where('w.member_id', '=', memberId).where('w.id', '=', walletId),
);

/** Each number a bill stakes on, normalised; a line that will be refused for its number has none. */
function stakedNumbers(lines: LineInput[]): StakedNumber[] {
  return lines
    .filter((line) => isBetType(line.bet_type) && hasRightDigits(line.bet_type, String(line.number).trim()))
    .map((line) => ({
      bet_type: line.bet_type as BetType,
      number: normaliseNumber(line.bet_type as BetType, String(line.number).trim()),
    }));
}

/** The queue (db/database.ts) of each number a bill stakes on. */
function numberQueues(roundId: number, lines: LineInput[]): string[] {
  return stakedNumbers(lines).map(({ bet_type, number }) => numberQueue(roundId, bet_type, number));
}

function numberQueue(roundId: number, betType: BetType, number: string): string {
  return `lotto-number:${roundId}:${betType}:${number}`;
}

/**
 * create: re-checks everything, locks each line's rate and debits the wallet in one transaction.
 * A retry with the same idempotency key answers with the bill already made and moves no money.
 */
export function createBill(db: Db, memberId: number, roundId: number, lines: LineInput[], options: CreateOptions = {}) {
  return tx(
    db,
    async (trx) => {
      const key = options.idempotencyKey ? `${memberId}:${options.idempotencyKey}` : null;
      const now = nowMs(trx);
      const numbers = numbersText(stakedNumbers(lines));
      const firstDay = vipFirstDay(now);
      const [opening] =
        options.walletId === undefined
          ? await mainWalletOpening(trx, memberId, WALLET_TYPE.MAIN, key, now, firstDay, roundId, numbers)
          : await chosenWalletOpening(trx, memberId, options.walletId, key, now, firstDay, roundId, numbers);
      if (!opening) fail('WALLET_NOT_FOUND');
      keepSettingsRead(trx, { 'lotto.max_lines_per_bill': opening.max_lines, 'lotto.vip_tiers': opening.vip_tiers });
      const walletId = opening.wallet_id;
      const hash = requestHash(roundId, lines, walletId);
      if (opening.earlier_id !== null) {
        if (opening.request_hash !== hash) fail('IDEMPOTENCY_CONFLICT');
        return createdView(trx, opening.earlier_id);
      }

      await assertLineCount(trx, lines);
      // Read once this bill's numbers are its own (their queues are held): their stakes stay as read.
      const terms = termsFrom(opening.terms);
      assertBetting(terms.round, now);
      const { lines: checked, limits, after } = await checkLines(trx, memberId, terms, lines, opening.vip_stakes);
      const refused = checked.filter((line) => !line.ok).length;
      if (refused > 0) throw new BusinessError('LOTTO_BILL_REFUSED', { count: refused }, checkView(roundId, checked));

      const total = checked.reduce((sum, line) => sum + line.amount * 100, 0);
      // A break or the daily loss limit (responsible play), read in this transaction.
      await assertStakeAllowed(trx, memberId, total, opening);
      const written: NewLine[] = checked.map((line) => ({
        bet_type: line.betType!,
        number: line.number,
        input_number: line.input_number,
        amount: line.amount * 100,
        rate_centi: line.rateCenti,
        hot: line.hot ? 1 : 0,
      }));
      const billId = await insertBillAndLines(
        trx,
        { member_id: memberId, round_id: roundId, wallet_id: walletId, total, idempotency_key: key, request_hash: hash, created_at: now },
        written,
      );
      // Throws INSUFFICIENT_BALANCE and the whole transaction (bill and lines) rolls back.
      await debit(trx, walletId, total, 'bet', `lotto_bill:${billId}`);
      // A number whose stakes now pass its automatic rule's share is reduced or closed (audited).
      await applyAutoRules(trx, terms.round, limits, after);
      // The round's risk desks read its stakes again (stream/staff-streams.ts gathers a burst).
      tell(trx, { kind: 'stakes', member: 0, id: roundId });
      // The rows just written, as a retry would read them back.
      return billView({ id: billId, wallet_id: walletId, round_id: roundId, total }, written);
    },
    // Bills meet only on the numbers they stake on: one after another per number, so the limits
    // hold exactly, while bills on other numbers of the round go on alongside. What else they
    // share is held by locks, not by SERIALIZABLE (which cancelled most of them for touching the
    // same index pages): the round's bets queue, which its settlement takes alone, and the
    // wallet's row, which the debit holds before it reads the balance (money/movement.ts).
    { queue: numberQueues(roundId, lines), sharedQueue: roundBetsQueue(roundId), readCommitted: true },
  );
}

async function createdView(db: Db, billId: number) {
  return billView((await findBill(db, billId))!, await linesOf(db, billId));
}

type BillViewLine = Pick<LineRow, 'bet_type' | 'number' | 'input_number' | 'amount' | 'rate_centi' | 'hot'>;

function billView(bill: Pick<BillRow, 'id' | 'wallet_id' | 'round_id' | 'total'>, lines: readonly BillViewLine[]) {
  return {
    bill_id: bill.id,
    wallet_id: bill.wallet_id,
    round_id: bill.round_id,
    lines: lines.map((line, index) => ({
      index,
      bet_type: line.bet_type,
      bet_name: BET_TYPES[line.bet_type].name,
      number: line.number,
      input_number: line.input_number,
      amount: toBaht(line.amount),
      rate: line.rate_centi / 100,
      hot: line.hot === 1,
      max_payout: toBaht(payoutOf(line.amount, line.rate_centi)),
      ok: true,
      code: 0,
      message: '',
    })),
    total: toBaht(bill.total),
    count: lines.length,
  };
}

/** The last moment a bill may be cancelled, or null when it never may. */
interface CancelWindow {
  windowMinutes: number;
  beforeCloseMinutes: number;
}

async function cancelWindow(db: Db): Promise<CancelWindow> {
  return {
    windowMinutes: await getSetting(db, 'lotto.cancel_window_minutes'),
    beforeCloseMinutes: await getSetting(db, 'lotto.cancel_before_close_minutes'),
  };
}

function cancelUntil(window: CancelWindow, bill: BillRow, round: RoundRow, category: Category): number | null {
  if (bill.status !== 'pending' || category.kind === 'yeekee') return null;
  const windowEnd = bill.created_at + window.windowMinutes * 60_000;
  const beforeClose = round.close_at - window.beforeCloseMinutes * 60_000;
  return Math.min(windowEnd, beforeClose);
}

function summaryView(window: CancelWindow, bill: BillRow, round: RoundRow, category: Category, lineCount: number, now: number) {
  const until = cancelUntil(window, bill, round, category);
  return {
    bill_id: bill.id,
    round_id: round.id,
    round_name: round.name,
    category_name: category.name,
    is_yeekee: category.kind === 'yeekee',
    draw_date: round.draw_date,
    created_at: new Date(bill.created_at).toISOString(),
    total: toBaht(bill.total),
    payout: toBaht(bill.payout),
    status: bill.status,
    line_count: lineCount,
    can_cancel: until !== null && now <= until,
    cancel_until: until === null ? null : new Date(until).toISOString(),
  };
}

export interface BillFilter {
  round_id?: number;
  status?: BillRow['status'];
  limit?: number;
}

export async function listBills(db: Db, memberId: number, filter: BillFilter = {}) {
  const now = nowMs(db);
  const bills = (await db
    .selectFrom('lotto_bills as b')
    .selectAll('b')
    .select((eb) =>
      eb.selectFrom('lotto_bill_lines as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.bill_id', '=', 'b.id').as('line_count'),
    )
    .where('b.member_id', '=', memberId)
    .$if(filter.round_id !== undefined, (query) => query.where('b.round_id', '=', filter.round_id!))
    .$if(filter.status !== undefined, (query) => query.where('b.status', '=', filter.status!))
    .orderBy('b.id', 'desc')
    .limit(filter.limit ?? 100)
    .execute()) as (BillRow & { line_count: number })[];
  const window = await cancelWindow(db);
  const rounds = new Map<number, RoundRow>();
  const categories = new Map<number, Category>();
  const views = [];
  for (const bill of bills) {
    const round = rounds.get(bill.round_id) ?? (await findRound(db, bill.round_id));
    rounds.set(round.id, round);
    const category = categories.get(round.category_id) ?? (await categoryOf(db, round.category_id));
    categories.set(category.id, category);
    views.push(summaryView(window, bill, round, category, Number(bill.line_count), now));
  }
  return views;
}

export async function billDetail(db: Db, memberId: number, billId: number) {
  const bill = await ownBill(db, memberId, billId);
  const round = await findRound(db, bill.round_id);
  const category = await categoryOf(db, round.category_id);
  const lines = await linesOf(db, bill.id);
  return {
    ...summaryView(await cancelWindow(db), bill, round, category, lines.length, nowMs(db)),
    lines: lines.map((line) => ({
      line_id: line.id,
      bet_type: line.bet_type,
      bet_name: BET_TYPES[line.bet_type].name,
      number: line.number,
      rate: line.rate_centi / 100,
      amount: toBaht(line.amount),
      result: line.result,
      payout: toBaht(line.payout),
    })),
    result: round.state === 'pending' ? null : await resultView(db, round, category),
  };
}

/** Cancels the member's bills (all or none) and refunds each stake through the ledger. */
export function cancelBills(db: Db, memberId: number, ids: number[]) {
  return tx(db, async (trx) => {
    const now = nowMs(trx);
    let refunded = 0;
    for (const id of [...new Set(ids)]) {
      const bill = await ownBill(trx, memberId, id);
      const round = await findRound(trx, bill.round_id);
      const category = await categoryOf(trx, round.category_id);
      if (category.kind === 'yeekee') fail('LOTTO_CANCEL_YEEKEE');
      if (bill.status !== 'pending') fail('LOTTO_BILL_NOT_PENDING', { id });
      const { windowMinutes, beforeCloseMinutes } = await cancelWindow(trx);
      if (now > bill.created_at + windowMinutes * 60_000) fail('LOTTO_CANCEL_WINDOW_PASSED', { id, minutes: windowMinutes });
      if (now > round.close_at - beforeCloseMinutes * 60_000) fail('LOTTO_CANCEL_TOO_CLOSE', { id, minutes: beforeCloseMinutes });

      await trx.updateTable('lotto_bills').set({ status: 'cancelled', settled_at: now }).where('id', '=', id).execute();
      await trx.updateTable('lotto_bill_lines').set({ result: 'refunded' }).where('bill_id', '=', id).execute();
      await credit(trx, bill.wallet_id, bill.total, 'refund', `lotto_bill:${id}`, `lotto_cancel:${id}`);
      refunded += bill.total;
      tell(trx, { kind: 'bills', member: memberId, id: bill.round_id });
      tell(trx, { kind: 'stakes', member: 0, id: bill.round_id });
    }
    return { cancelled: [...new Set(ids)], refunded: toBaht(refunded) };
  });
}
