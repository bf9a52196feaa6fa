// Lotto state (SPEC.md section 3): the round being bet on and its rates (billRate), the lines
// being built (billInputData), the validated bill (billCache) and the wallets a bill is paid from.
// The lines being built are kept on the device per round (lotto-drafts.ts), so a reload or a
// deposit in between finds them again; the validated bill is always checked again on return.
import { atom, computed } from 'nanostores';
import { createBill, getLottoWallets, getRound, getRoundLimit, refusedLines, validateBill } from '../../api/lotto/lotto.ts';
import type { BetRate, BetType, BillCheck, RoundDetail, RoundLimit } from '../../contract/lotto/lotto.ts';
import type { Wallet } from '../../contract/account/member.ts';
import { INSUFFICIENT_BALANCE_ERROR } from '../../contract/lotto/lotto.ts';
import { isNumberOf, isTodTriple, normaliseNumber } from '../../rules/lotto/numbers.ts';
import { MAX_AMOUNT } from '../../contract/money/amount.ts';
import { lottoBill } from '../../i18n/lotto/lotto-bill.ts';
import { dropClosedDrafts, dropDraft, readDraft, saveDraft, type DraftLine } from './lotto-drafts.ts';
import { sessionAtom } from '../session-atom.ts';
import { refreshWallets } from '../account/session.ts';

export const DEFAULT_STAKE = 10;

/** A stake the bill can carry: whole baht above zero (a refused price field reports 0). */
export function isStake(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_AMOUNT;
}

export type BillInputLine = DraftLine;

export interface BillInputData {
  roundId: number | null;
  lines: BillInputLine[];
  /** ราคาต่อรายการ: the stake a new line starts with. */
  defaultAmount: number;
}

export interface BillCacheData {
  roundId: number;
  /** The platform's answer to validate: per line the rate and the possible payout. */
  check: BillCheck;
  /** One key per confirm attempt, reused when the same bill is sent again (a retry never bills twice). */
  idempotencyKey: string | null;
}

/** What the builder needs to price a line: the round's bet types and its hot and closed numbers. */
export interface BillRate {
  roundId: number;
  betTypes: BetRate[];
  hot: RoundLimit['hot'];
  closed: RoundLimit['closed'];
}

const emptyInput = (roundId: number | null): BillInputData => ({ roundId, lines: [], defaultAmount: DEFAULT_STAKE });

export const $billInputData = atom<BillInputData>(emptyInput(null));
export const $billCache = sessionAtom<BillCacheData | null>('r999:lotto:billCache', null);
export const $billRate = atom<BillRate | null>(null);
/** Line id -> the Thai reason the platform refused that line. */
export const $billRefusals = atom<Record<string, string>>({});
export const $lottoWallets = atom<Wallet[]>([]);

export const $billTotal = computed(
  $billInputData,
  ({ lines }) => Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100,
);

export function lineId(betType: BetType, number: string): string {
  return `${betType}:${normaliseNumber(betType, number)}`;
}

/** When the open round stops taking bets: its draft is kept until then. */
let openCloseAt = '';

/**
 * Loading a round: its rates in, and the lines this member left on it earlier (a reload, a
 * deposit, a new login) back; drafts of closed rounds are forgotten. The validated bill is
 * dropped all the same, to be checked again.
 */
export function openRound(round: RoundDetail, limit: RoundLimit | null): void {
  $billRate.set({ roundId: round.round_id, betTypes: round.bet_types, hot: limit?.hot ?? [], closed: limit?.closed ?? [] });
  dropClosedDrafts(Date.parse(round.server_time));
  openCloseAt = round.close_at;
  const draft = readDraft(round.round_id);
  // A line left without a stake (an older page, an edited storage) does not come back at ฿0.
  $billInputData.set(
    draft
      ? {
          roundId: round.round_id,
          lines: draft.lines.filter((line) => isStake(line.amount)),
          defaultAmount: isStake(draft.defaultAmount) ? draft.defaultAmount : DEFAULT_STAKE,
        }
      : emptyInput(round.round_id),
  );
  $billCache.set(null);
  $billRefusals.set({});
}

// Every change to the lines or the default stake is kept as the round's draft; a line whose stake
// field holds refused text is not kept at ฿0, nor a refused default stake.
$billInputData.listen(({ roundId, lines, defaultAmount }) => {
  if (roundId === null || !openCloseAt) return;
  const kept = lines.filter((line) => isStake(line.amount));
  saveDraft(roundId, { lines: kept, defaultAmount: isStake(defaultAmount) ? defaultAmount : DEFAULT_STAKE, closeAt: openCloseAt });
});

/** The round has closed while its page was open: its lines can no longer be bet. */
export function closeRound(roundId: number): void {
  dropDraft(roundId);
}

/** Reloads the round's rates and hot/closed numbers (after a refusal: a rate may have changed); the lines stay. */
export async function refreshRates(roundId: number): Promise<void> {
  const [round, limit] = await Promise.all([getRound(roundId), getRoundLimit(roundId)]);
  if ($billRate.get()?.roundId !== roundId) return;
  $billRate.set({ roundId, betTypes: round.bet_types, hot: limit.hot, closed: limit.closed });
}

export interface LinePrice {
  name: string;
  rate: number;
  hot: boolean;
  closed: boolean;
}

/** A line's bet name and rate as the round stands: hot numbers pay their own (half) rate. */
export function priceLine(book: BillRate | null, betType: BetType, number: string): LinePrice {
  const bet = book?.betTypes.find((b) => b.bet_type === betType);
  const key = normaliseNumber(betType, number);
  const same = (entry: { bet_type: BetType; number: string }) =>
    entry.bet_type === betType && normaliseNumber(betType, entry.number) === key;
  const hot = book?.hot.find(same);
  return {
    name: bet?.name ?? betType,
    rate: hot?.rate ?? bet?.rate ?? 0,
    hot: Boolean(hot),
    closed: Boolean(book?.closed.some(same)),
  };
}

/** Any change to the lines makes the validated bill stale: it must be validated again. */
function editLines(change: (lines: BillInputLine[]) => BillInputLine[]): void {
  const input = $billInputData.get();
  $billInputData.set({ ...input, lines: change(input.lines) });
  $billCache.set(null);
}

function dropRefusals(ids: string[] | 'all'): void {
  if (ids === 'all') return $billRefusals.set({});
  const next = { ...$billRefusals.get() };
  for (const id of ids) delete next[id];
  $billRefusals.set(next);
}

export interface AddOutcome {
  /** How many lines were asked for (bet types x numbers): a shortcut tells what it left out of them. */
  asked: number;
  added: BillInputLine[];
  /** `number (bet name)` of each closed number that was left out. */
  closed: string[];
  hot: string[];
  duplicates: number;
  todTriples: number;
  /** Lines without a stake: the price asked for is not whole baht above zero (a line is never added at ฿0). */
  noStake: number;
  /** Lines of a bet type this round does not offer, or of the wrong digits (a set or an old bill's). */
  unavailable: number;
}

/** A line asked for; without an amount it takes the default stake. */
export interface LineWish {
  bet_type: string;
  number: string;
  amount?: number | null;
}

/**
 * Adds lines, each checked against the round as it stands: closed numbers, tod triples, lines
 * already there and bet types or digits this round does not take are left out and counted.
 */
export function addLines(wishes: LineWish[]): AddOutcome {
  const book = $billRate.get();
  const input = $billInputData.get();
  const taken = new Set(input.lines.map((line) => line.id));
  const outcome: AddOutcome = {
    asked: wishes.length,
    added: [],
    closed: [],
    hot: [],
    duplicates: 0,
    todTriples: 0,
    noStake: 0,
    unavailable: 0,
  };
  for (const { bet_type, number, amount } of wishes) {
    const bet = book?.betTypes.find((b) => b.bet_type === bet_type);
    if (!bet || !isNumberOf(number, bet.digits)) {
      outcome.unavailable += 1;
      continue;
    }
    const betType = bet.bet_type;
    const price = priceLine(book, betType, number);
    const id = lineId(betType, number);
    const stake = amount ?? input.defaultAmount;
    if (!isStake(stake)) outcome.noStake += 1;
    else if (price.closed) outcome.closed.push(`${number} (${price.name})`);
    else if (isTodTriple(betType, number)) outcome.todTriples += 1;
    else if (taken.has(id)) outcome.duplicates += 1;
    else {
      taken.add(id);
      outcome.added.push({ id, bet_type: betType, number, amount: stake });
      // Staff reduce a number to any percent: the rate it pays, not a fixed half.
      if (price.hot) outcome.hot.push(`${number} (${price.name} ${lottoBill.rules.hotRate(price.rate.toLocaleString('th-TH'))})`);
    }
  }
  if (outcome.added.length > 0) editLines((lines) => [...lines, ...outcome.added]);
  return outcome;
}

/** Adds a line per bet type and number at the default stake (numbers not of the bet type's digits are not asked for). */
export function addNumbers(betTypes: BetType[], numbers: string[]): AddOutcome {
  const book = $billRate.get();
  const wishes: LineWish[] = [];
  for (const betType of betTypes) {
    const digits = book?.betTypes.find((b) => b.bet_type === betType)?.digits;
    for (const number of numbers) if (digits !== undefined && isNumberOf(number, digits)) wishes.push({ bet_type: betType, number });
  }
  return addLines(wishes);
}

export function removeLine(id: string): void {
  editLines((lines) => lines.filter((line) => line.id !== id));
  dropRefusals([id]);
}

export function setLineAmount(id: string, amount: number): void {
  editLines((lines) => lines.map((line) => (line.id === id ? { ...line, amount } : line)));
  dropRefusals([id]);
}

/** ใส่ราคาเท่ากันทั้งหมด: every line to one stake (a refused price changes nothing). */
export function setAllAmounts(amount: number): void {
  if (!isStake(amount)) return;
  editLines((lines) => lines.map((line) => ({ ...line, amount })));
  dropRefusals('all');
}

export function setDefaultAmount(amount: number): void {
  $billInputData.set({ ...$billInputData.get(), defaultAmount: amount });
}

export function clearLines(): void {
  editLines(() => []);
  dropRefusals('all');
}

/** Marks each refused line with its own Thai message (lines are matched by their index in the request). */
function markRefusals(refusal: unknown, sent: BillInputLine[]): number {
  const marks: Record<string, string> = {};
  for (const line of refusedLines(refusal)) {
    const mine = sent[line.index];
    if (mine && !line.ok && line.message) marks[mine.id] = line.message;
  }
  $billRefusals.set(marks);
  return Object.keys(marks).length;
}

/** A refusal: its Thai message, how many lines it marked, and whether it was the balance (a deposit would help). */
export interface BillRefusal {
  ok: false;
  message: string;
  refusedLines: number;
  shortOfMoney: boolean;
}
const nothingSent: BillRefusal = { ok: false, message: '', refusedLines: 0, shortOfMoney: false };

function refusalOf(answer: { error: number; message: string; refusal?: unknown }, sent: BillInputLine[]): BillRefusal {
  return {
    ok: false,
    message: answer.message,
    refusedLines: markRefusals(answer.refusal, sent),
    shortOfMoney: answer.error === INSUFFICIENT_BALANCE_ERROR,
  };
}

export type BillOutcome = { ok: true } | BillRefusal;

/** ตรวจสอบโพย: the platform checks every line; a clean answer is cached as the bill to confirm. */
export async function validate(): Promise<BillOutcome> {
  const input = $billInputData.get();
  if (input.roundId === null || input.lines.length === 0) return nothingSent;
  const sent = input.lines;
  // A line whose stake field holds refused text is not sent: it is marked where it is.
  const unpriced = sent.filter((line) => !isStake(line.amount));
  if (unpriced.length > 0) {
    $billRefusals.set(Object.fromEntries(unpriced.map((line) => [line.id, lottoBill.amount.lineRefused])));
    return { ok: false, message: lottoBill.amount.linesRefused, refusedLines: unpriced.length, shortOfMoney: false };
  }
  const answer = await validateBill(
    input.roundId,
    sent.map(({ bet_type, number, amount }) => ({ bet_type, number, amount })),
  );
  // Lines edited while the answer was on its way: this answer is about another bill.
  if ($billInputData.get().lines !== sent) return nothingSent;
  if (answer.error === 0 && answer.data) {
    $billCache.set({ roundId: input.roundId, check: answer.data, idempotencyKey: null });
    $billRefusals.set({});
    return { ok: true };
  }
  void refreshRates(input.roundId).catch(() => {});
  return refusalOf(answer, sent);
}

export async function loadLottoWallets(): Promise<Wallet[]> {
  const wallets = await getLottoWallets();
  $lottoWallets.set(wallets);
  return wallets;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a page on a plain-http LAN address still gets 122 random bits.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type CreateOutcome = { ok: true; billId: number } | BillRefusal;

/**
 * ยืนยันแทง: creates the cached bill at its validated rates. A network failure keeps the cache and
 * its key, so trying again sends the same key and the platform places the bill at most once.
 */
export async function confirmBill(walletId?: number): Promise<CreateOutcome> {
  const cache = $billCache.get();
  const sent = $billInputData.get().lines;
  if (!cache) return nothingSent;
  const idempotencyKey = cache.idempotencyKey ?? newKey();
  if (!cache.idempotencyKey) $billCache.set({ ...cache, idempotencyKey });
  const lines = cache.check.lines.map((line) => ({
    bet_type: line.bet_type as BetType,
    number: line.input_number,
    amount: line.amount,
    rate: line.rate,
  }));
  const answer = await createBill(cache.roundId, lines, { idempotencyKey, walletId });
  if (answer.error === 0 && answer.data) {
    $billInputData.set({ ...$billInputData.get(), lines: [] });
    $billCache.set(null);
    $billRefusals.set({});
    // The header balance follows the debit at once; a failed refresh leaves the bill placed.
    void refreshWallets().catch(() => {});
    // The builder shows the rates as they are now (staff may have changed one since the page opened).
    void refreshRates(cache.roundId).catch(() => {});
    return { ok: true, billId: answer.data.bill_id };
  }
  // A refusal (rate changed, balance, round closed): keep the lines, validate again before sending.
  $billCache.set(null);
  void refreshRates(cache.roundId).catch(() => {});
  return refusalOf(answer, sent);
}
