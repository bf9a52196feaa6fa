// The weekly win/loss refund (/member/winloss): a share of last week's net loss (Monday to Sunday,
// Asia/Bangkok; lottery and games together, from the ledger), claimable once per week as bonus
// credit with its turnover, like cashback. The percent is a setting.
import type { WinlossRefund } from '../../contract/rewards/rewards.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { addDays, bangkokDay, bangkokMs, formatThaiDate, weekStart } from '../../rules/bangkok-calendar.ts';
import { credit, requireTurnover, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { getSetting } from '../settings.ts';
import { tellCashback } from './cashback-message.ts';

import { figuresBetween, share } from './cashback.ts';
import { hasClaimed, writeClaim } from './claims.ts';

const KIND = 'winloss_refund';

/** Last week, Monday to Sunday in Bangkok: its first and last dates. */
function lastWeek(db: Db): { from: string; to: string } {
  const today = bangkokDay(nowMs(db));
  const from = addDays(weekStart(today), -7);
  return { from, to: addDays(from, 6) };
}

async function figures(db: Db, memberId: number) {
  const week = lastWeek(db);
  const { lotto, game } = await figuresBetween(db, memberId, bangkokMs(week.from), bangkokMs(addDays(week.to, 1)));
  const stake = lotto.stake + game.stake;
  const returned = lotto.returned + game.returned;
  const loss = Math.max(0, stake - returned);
  const percent = await getSetting(db, 'winloss_refund.percent');
  return { week, stake, returned, loss, percent, amount: share(loss, percent) };
}

export async function winlossRefund(db: Db, memberId: number): Promise<WinlossRefund> {
  const { week, stake, returned, loss, percent, amount } = await figures(db, memberId);
  return {
    from: week.from,
    to: week.to,
    stake: toBaht(stake),
    returned: toBaht(returned),
    loss: toBaht(loss),
    percent,
    amount: toBaht(amount),
    claimed: await hasClaimed(db, memberId, KIND, week.from),
    turnover_multiple: await getSetting(db, 'cashback.turnover_multiple'),
  };
}

/** Claims last week's refund once: 2621 already claimed, 2622 nothing to refund. */
export function claimWinlossRefund(db: Db, memberId: number): Promise<WinlossRefund> {
  return tx(db, async (trx) => {
    const { week, loss, amount } = await figures(trx, memberId);
    const what = 'ยอดเสียประจำสัปดาห์';
    if (await hasClaimed(trx, memberId, KIND, week.from))
      fail('CASHBACK_ALREADY', { what, date: `${formatThaiDate(week.from)} - ${formatThaiDate(week.to)}` });
    if (amount <= 0) fail('CASHBACK_NOTHING', { what, date: `${formatThaiDate(week.from)} - ${formatThaiDate(week.to)}` });
    await writeClaim(trx, memberId, { kind: KIND, period: week.from, unit: 'satang', amount, basis: loss });
    const walletId = await walletIdOf(trx, memberId, WALLET_TYPE.BONUS);
    const source = `${KIND}:${week.from}`;
    await credit(trx, walletId, amount, 'cashback', source, `${KIND}:${memberId}:${week.from}`);
    await tellCashback(trx, memberId, `${what} ${formatThaiDate(week.from)} - ${formatThaiDate(week.to)}`, amount, source);
    await requireTurnover(trx, memberId, walletId, Math.round(amount * (await getSetting(trx, 'cashback.turnover_multiple'))), source);
    return winlossRefund(trx, memberId);
  });
}
