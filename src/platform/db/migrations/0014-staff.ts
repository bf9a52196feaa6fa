// The back office (issue 25): staff (not members: their own table, password, TOTP second step and
// one-time recovery codes), their sessions (idle and absolute limits, revoked when disabled), the
// pending second step of a log-in, one-time enrolment links, and the audit trail, append-only like
// the ledger: who, in which role, when, from where, what, on what, before and after, and why.
// Staff log-in locks reuse auth_failures / auth_locks under keys of their own (staff/login.ts).
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

const ROLES = ['owner', 'supervisor', 'cashier', 'support', 'risk', 'content'] as const;

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('staff')
    .addColumn('id', big, id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(inList('role', ROLES)))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    // The newest 30-second TOTP step accepted: a code of that step or older is a replay.
    .addColumn('totp_last_step', big, (c) => c.notNull().defaultTo(0))
    .addColumn('enrolled', flagType, flag('enrolled', 0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('disabled_at', big)
    .execute();
  await s
    .createTable('staff_sessions')
    .addColumn('id', big, id)
    .addColumn('staff_id', big, (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('revoked_at', big)
    .execute();
  await s.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id', 'revoked_at']).execute();
  await s
    .createTable('staff_login_steps')
    .addColumn('id', big, id)
    .addColumn('staff_id', big, (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await s
    .createTable('staff_recovery_codes')
    .addColumn('id', big, id)
    .addColumn('staff_id', big, (c) => c.notNull().references('staff.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addUniqueConstraint('staff_recovery_codes_code', ['staff_id', 'code_hash'])
    .execute();
  await s
    .createTable('staff_enrolment')
    .addColumn('id', big, id)
    .addColumn('staff_id', big, (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The secret the QR shows, kept until the first code proves the app has it.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await s
    .createTable('audit_trail')
    .addColumn('id', big, id)
    .addColumn('at', big, (c) => c.notNull())
    // null for the operator's command line
    .addColumn('staff_id', big)
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull().check(inList('actor_role', [...ROLES, 'operator'])))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    /** JSON */
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .execute();
  await s.createIndex('audit_trail_at').on('audit_trail').columns(['at']).execute();
  await s.createIndex('audit_trail_target').on('audit_trail').columns(['target_kind', 'target_id']).execute();
}

export function staff(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'audit_trail', 'audit trail rows are append-only')) await sql.raw(statement).execute(db);
      // TRUNCATE skips row triggers on PostgreSQL: refused too, as for the ledgers.
      if (kind === 'postgres') {
        await sql
          .raw(
            `CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('audit trail rows are append-only')`,
          )
          .execute(db);
      }
    },
  };
}
