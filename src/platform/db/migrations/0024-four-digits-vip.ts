// Four-digit bets (issue 27): 4 ตัวบน and 4 ตัวโต๊ด for the categories whose draw has four digits
// (Lao, Hanoi), added to a database seeded before them; a fresh database gets them from the seed.
// VIP tiers and the Yeekee shooter bonuses are settings and need no table.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** bet type, rate in hundredths per baht, house limit per number (baht), as the seed has them. */
const FOUR_DIGIT_RATES: [string, number, number][] = [
  ['four_top', 500_000, 5_000],
  ['four_tod', 20_000, 5_000],
];

async function addRates(db: Kysely<unknown>): Promise<void> {
  for (const [betType, rateCenti, houseMax] of FOUR_DIGIT_RATES) {
    await sql`
      INSERT INTO lotto_rates (category_id, bet_type, rate_centi, min_stake, max_stake, member_number_max, house_number_max)
      SELECT c.id, ${betType}, ${rateCenti}, 1, 1000, 2500, ${houseMax} FROM lotto_categories c
      WHERE c.kind IN ('lao', 'hanoi')
        AND NOT EXISTS (SELECT 1 FROM lotto_rates r WHERE r.category_id = c.id AND r.bet_type = ${betType})
    `.execute(db);
  }
}

export function fourDigits(): Migration {
  return { up: addRates };
}
