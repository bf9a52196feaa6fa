// The schema history: one list of migrations for both engines, run by Kysely's Migrator (which
// on PostgreSQL holds an advisory lock, so nodes starting at once migrate once). Append new
// migrations at the end under a name that sorts after the last; never edit or reorder a shipped
// one. ../migrate.ts runs them for the platform.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { schema } from './0001-schema.ts';
import { games } from './0002-games.ts';
import { withdrawals } from './0004-withdrawals.ts';
import { responsiblePlay } from './0005-responsible-play.ts';
import { deposits } from './0006-deposits.ts';
import { rewards } from './0007-rewards.ts';
import { promotions } from './0008-promotions.ts';
import { wheel } from './0009-wheel.ts';
import { questsAndShop } from './0010-quests-shop.ts';
import { polls } from './0011-polls.ts';
import { roundsByGame } from './0012-rounds-by-game.ts';
import { codePurposes } from './0013-code-purposes.ts';
import { gameEngines } from './0014-game-engines.ts';
import { staff } from './0014-staff.ts';
import { moneyDesk } from './0015-money-desk.ts';
import { numberRisk } from './0017-number-risk.ts';
import { content } from './0018-content.ts';
import { inbox } from './0019-inbox.ts';
import { numberSets } from './0023-number-sets.ts';
import { fourDigits } from './0024-four-digits-vip.ts';
import { contentDesk } from './0025-content-desk.ts';
import { reportDays } from './0027-report-days.ts';
import { stakePayouts } from './0028-stake-payouts.ts';
import { memberStakeDays } from './0029-member-stake-days.ts';
import { withdrawalAccount } from './0030-withdrawal-account.ts';
import { notificationDevices } from './0031-notification-devices.ts';
import { resultAlerts } from './0032-result-alerts.ts';
import { depositSlips } from './0033-deposit-slips.ts';
import { slipUploads } from './0034-slip-uploads.ts';
import { line } from './0035-line.ts';
import { liveNotices } from './0036-live-notices.ts';
import { resultWatch } from './0037-result-watch.ts';

export interface MigrationOptions {
  /**
   * The database already holds the schema of 0001-schema, made by the legacy migrations
   * (../legacy-migrations/): it is recorded as run without running it.
   */
  adoptLegacySchema?: boolean;
}

const alreadyThere: Migration = { up: async () => {} };

/** The migrations by name, for one engine: where the engines differ, each migration picks its SQL. */
export function kyselyMigrations(kind: EngineKind, options: MigrationOptions = {}): Readonly<Record<string, Migration>> {
  return {
    '0001-schema': options.adoptLegacySchema ? alreadyThere : schema(kind),
    '0002-games': games(kind),
    '0004-withdrawals': withdrawals(kind),
    '0005-responsible-play': responsiblePlay(kind),
    '0006-deposits': deposits(kind),
    '0007-rewards': rewards(kind),
    '0008-promotions': promotions(kind),
    '0009-wheel': wheel(kind),
    '0010-quests-shop': questsAndShop(kind),
    '0011-polls': polls(kind),
    '0012-rounds-by-game': roundsByGame(),
    '0013-code-purposes': codePurposes(),
    '0014-game-engines': gameEngines(kind),
    '0014-staff': staff(kind),
    '0015-money-desk': moneyDesk(kind),
    '0017-number-risk': numberRisk(kind),
    '0018-content': content(kind),
    '0019-inbox': inbox(kind),
    '0023-number-sets': numberSets(kind),
    '0024-four-digits-vip': fourDigits(),
    '0025-content-desk': contentDesk(kind),
    '0027-report-days': reportDays(kind),
    '0028-stake-payouts': stakePayouts(kind),
    '0029-member-stake-days': memberStakeDays(kind),
    '0030-withdrawal-account': withdrawalAccount(),
    '0031-notification-devices': notificationDevices(kind),
    '0032-result-alerts': resultAlerts(kind),
    '0033-deposit-slips': depositSlips(kind),
    '0034-slip-uploads': slipUploads(kind),
    '0035-line': line(kind),
    '0036-live-notices': liveNotices(kind),
    '0037-result-watch': resultWatch(kind),
  };
}

function migrator<DB>(db: Kysely<DB>, kind: EngineKind, options: MigrationOptions): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...kyselyMigrations(kind, options) }) };
  return new Migrator({ db, provider });
}

/** Brings the database up to (and including) the migration named `name`: the tests of one migration. */
export async function migrateTo<DB>(db: Kysely<DB>, kind: EngineKind, name: string): Promise<MigrationResultSet> {
  return checked(await migrator(db, kind, {}).migrateTo(name));
}

/** Brings the database up to the newest migration; throws (naming it) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>, kind: EngineKind, options: MigrationOptions = {}): Promise<MigrationResultSet> {
  return checked(await migrator(db, kind, options).migrateToLatest());
}

function checked(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((step) => step.status === 'Error')?.migrationName ?? '(before any migration)';
    throw new Error(`Migration ${failed} failed: ${result.error instanceof Error ? result.error.message : String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}

/** Migrations this code knows that the database has not run (none: the schema is current). */
export async function pendingMigrations<DB>(db: Kysely<DB>, kind: EngineKind): Promise<string[]> {
  const ran = new Set((await migrator(db, kind, {}).getMigrations()).filter((step) => step.executedAt).map((step) => step.name));
  return Object.keys(kyselyMigrations(kind)).filter((name) => !ran.has(name));
}
