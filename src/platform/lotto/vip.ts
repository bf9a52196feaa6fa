// VIP tiers (issue 27): a member's tier comes from their stakes over the last 30 Bangkok calendar
// days, today included (not a rolling 30 x 24 hours): bets less what was refunded, games included,
// each on the day its bill or game round was made. They are read from the per-day sums the ledger
// keeps (member_stake_days, migration 0029): at most 30 rows on each bill, not a month of ledger
// rows. Each tier adds a set amount to some bet types' rates. The thresholds and additions are the
// operator's setting (lotto.vip_tiers). A line locks the rate it got when placed, so a tier won or
// lost later never changes a bill already placed.
import { bangkokDayNumber } from '../../rules/bangkok-calendar.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { stakeDaysFrom, stakesFromDay, toBaht } from '../money/index.ts';
import { getSetting, type SettingValue } from '../settings.ts';
import { BET_TYPE_KEYS, BET_TYPES, type BetType } from './bet-types.ts';

type Tier = SettingValue<'lotto.vip_tiers'>[number];

/** Days counted, today included. */
const WINDOW_DAYS = 30;

interface MemberTier {
  tier: Tier | null;
  /** Baht staked over the last 30 Bangkok days, today included. */
  stakes: number;
  next: Tier | null;
}

/**
 * The first Bangkok day the window counts at `now`: a statement that reads more can take the
 * member's stakes along (stakeDaysSelection from this day, as a bill's first read does).
 */
export function vipFirstDay(now: number): number {
  return bangkokDayNumber(now) - (WINDOW_DAYS - 1);
}

/** `stakesRead`: the stakes from vipFirstDay read in this transaction, if they were. */
async function memberTier(db: Db, memberId: number, stakesRead?: unknown): Promise<MemberTier> {
  const tiers = await getSetting(db, 'lotto.vip_tiers');
  const satang = stakesRead === undefined ? await stakesFromDay(db, memberId, vipFirstDay(nowMs(db))) : stakeDaysFrom(stakesRead);
  const stakes = toBaht(satang);
  const reached = tiers.filter((tier) => stakes >= tier.min_stakes_baht);
  return { tier: reached.at(-1) ?? null, stakes, next: tiers[reached.length] ?? null };
}

/** What a tier adds to a bet type's rate, in hundredths (the unit rates are stored in). */
function tierAddCenti(tier: Tier | null, betType: BetType): number {
  return Math.round((tier?.add[betType] ?? 0) * 100);
}

/**
 * What a visitor (no tier) or member reads of a rate row's addition: a function of the bet type.
 * `stakesRead`: the stakes from vipFirstDay read in this transaction, if they were.
 */
export async function rateAddition(
  db: Db,
  memberId: number | null | undefined,
  stakesRead?: unknown,
): Promise<(betType: BetType) => number> {
  if (!memberId) return () => 0;
  const { tier } = await memberTier(db, memberId, stakesRead);
  return (betType) => tierAddCenti(tier, betType);
}

function tierView(tier: Tier) {
  return {
    name: tier.name,
    min_stakes: tier.min_stakes_baht,
    add: BET_TYPE_KEYS.filter((key) => (tier.add[key] ?? 0) > 0).map((key) => ({
      bet_type: key,
      name: BET_TYPES[key].name,
      rate: tier.add[key]!,
    })),
  };
}

/** Every tier, and for a member where they stand: their tier, stakes, and what the next one needs. */
export async function vipView(db: Db, memberId: number | null) {
  const tiers = (await getSetting(db, 'lotto.vip_tiers')).map(tierView);
  if (!memberId) return { tiers, member: null };
  const { tier, stakes, next } = await memberTier(db, memberId);
  return {
    tiers,
    member: {
      tier: tier?.name ?? null,
      stakes_30d: stakes,
      next_tier: next
        ? {
            name: next.name,
            min_stakes: next.min_stakes_baht,
            missing: Math.max(0, Math.round((next.min_stakes_baht - stakes) * 100) / 100),
          }
        : null,
    },
  };
}
