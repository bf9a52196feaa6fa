// Cashback on yesterday (Asia/Bangkok): a share of the net loss on games and casino, and of the net
// loss on the lottery, each claimable once for that day; and a share of all stakes (turnover
// cashback), once. Figures come from the ledger's bet, payout and refund rows of that day (bills by
// `lotto_bill:` refs, game rounds by `game_round:`), as win/loss reads them. What a claim pays goes
// to the bonus wallet (ledger `cashback`) with a turnover requirement of `cashback.turnover_multiple`
// times itself. Percentages are settings.
import { HISTORY_PAGE_SIZE, type Cashback, type CashbackKind, type Claim } from '../../contract/rewards/rewards.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { addDays, bangkokDay, bangkokMs, formatThaiDate } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import { credit, ledgerMoves, requireTurnover, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { getSetting } from '../settings.ts';
import { tellCashback } from './cashback-message.ts';

import { claimHistory, hasClaimed, writeClaim } from './claims.ts';

interface Sums {
  stake: number;
  returned: number;
}

/** Stakes and returns (satang) on the lottery and on games from `start` to `end`, from the ledger. */
export async function figuresBetween(db: Db, memberId: number, start: number, end: number): Promise<{ lotto: Sums; game: Sums }> {
  const rows = await ledgerMoves(db, memberId, { types: ['bet', 'payout', 'refund'], since: start, until: end });
  const figures = { lotto: { stake: 0, returned: 0 }, game: { stake: 0, returned: 0 } };
  for (const row of rows) {
    const product = row.ref?.startsWith('lotto_bill:') ? figures.lotto : row.ref?.startsWith('game_round:') ? figures.game : null;
    if (!product) continue;
    if (row.amount < 0) product.stake -= row.amount;
    else product.returned += row.amount;
  }
  return figures;
}

/** A Bangkok day's figures. */
const dayFigures = (db: Db, memberId: number, date: string) => figuresBetween(db, memberId, bangkokMs(date), bangkokMs(date) + DAY_MS);

export const share = (satang: number, percent: number) => Math.floor((Math.max(0, satang) * percent) / 100);

async function percents(db: Db) {
  return {
    game: await getSetting(db, 'cashback.loss_percent_game'),
    lotto: await getSetting(db, 'cashback.loss_percent_lotto'),
    turnover: await getSetting(db, 'cashback.turnover_percent'),
    multiple: await getSetting(db, 'cashback.turnover_multiple'),
  };
}

/** Satang each kind pays for `date`, and what it is worked out from. */
async function amounts(db: Db, memberId: number, date: string) {
  const { lotto, game } = await dayFigures(db, memberId, date);
  const rate = await percents(db);
  const gameLoss = Math.max(0, game.stake - game.returned);
  const lottoLoss = Math.max(0, lotto.stake - lotto.returned);
  const stakes = lotto.stake + game.stake;
  return {
    figures: { lotto, game, gameLoss, lottoLoss, stakes },
    rate,
    pay: {
      cashback_game: { amount: share(gameLoss, rate.game), basis: gameLoss },
      cashback_lotto: { amount: share(lottoLoss, rate.lotto), basis: lottoLoss },
      cashback_turnover: { amount: share(stakes, rate.turnover), basis: stakes },
    } satisfies Record<CashbackKind, { amount: number; basis: number }>,
  };
}

const yesterday = (db: Db) => addDays(bangkokDay(nowMs(db)), -1);

export async function cashbackSummary(db: Db, memberId: number): Promise<Cashback> {
  const date = yesterday(db);
  const { figures, rate, pay } = await amounts(db, memberId, date);
  const claimed = async (kind: CashbackKind) => hasClaimed(db, memberId, kind, date);
  return {
    date,
    game: {
      stake: toBaht(figures.game.stake),
      returned: toBaht(figures.game.returned),
      loss: toBaht(figures.gameLoss),
      percent: rate.game,
      amount: toBaht(pay.cashback_game.amount),
      claimed: await claimed('cashback_game'),
    },
    lotto: {
      stake: toBaht(figures.lotto.stake),
      returned: toBaht(figures.lotto.returned),
      loss: toBaht(figures.lottoLoss),
      percent: rate.lotto,
      amount: toBaht(pay.cashback_lotto.amount),
      claimed: await claimed('cashback_lotto'),
    },
    turnover: {
      stake: toBaht(figures.stakes),
      percent: rate.turnover,
      amount: toBaht(pay.cashback_turnover.amount),
      claimed: await claimed('cashback_turnover'),
    },
    turnover_multiple: rate.multiple,
  };
}

const WHAT: Record<CashbackKind, string> = { cashback_game: 'ยอดเสียเกม', cashback_lotto: 'ยอดเสียหวย', cashback_turnover: 'ยอดเล่น' };

/** Claims yesterday's cashback of one kind, once: bonus credit and its turnover, in one transaction. */
export function claimCashback(db: Db, memberId: number, kind: CashbackKind): Promise<Cashback> {
  return tx(db, async (trx) => {
    const date = yesterday(trx);
    if (await hasClaimed(trx, memberId, kind, date)) fail('CASHBACK_ALREADY', { what: WHAT[kind], date: formatThaiDate(date) });
    const { pay, rate } = await amounts(trx, memberId, date);
    const { amount, basis } = pay[kind];
    if (amount <= 0) fail('CASHBACK_NOTHING', { what: WHAT[kind], date: formatThaiDate(date) });
    await writeClaim(trx, memberId, { kind, period: date, unit: 'satang', amount, basis });
    const walletId = await walletIdOf(trx, memberId, WALLET_TYPE.BONUS);
    const source = `${kind}:${date}`;
    await credit(trx, walletId, amount, 'cashback', source, `${kind}:${memberId}:${date}`);
    await tellCashback(trx, memberId, `${WHAT[kind]} ${formatThaiDate(date)}`, amount, source);
    await requireTurnover(trx, memberId, walletId, Math.round(amount * rate.multiple), source);
    return cashbackSummary(trx, memberId);
  });
}

export function cashbackHistory(db: Db, memberId: number, kinds: readonly CashbackKind[], page = 1): Promise<Claim[]> {
  return claimHistory(db, memberId, kinds, page, HISTORY_PAGE_SIZE);
}
