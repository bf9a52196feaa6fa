// The audit trail as the owner reads it: newest first, filtered by person, action (a prefix:
// "staff." is every staff action), target ("member:42", or an id or kind alone) and Bangkok days.
import { sql } from 'kysely';
import { AUDIT_PAGE_ROWS } from '../../contract/admin/admin-audit.ts';
import { addDays, bangkokMs } from '../../rules/bangkok-calendar.ts';
import type { Db } from '../db/database.ts';

export interface AuditFilter {
  person?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
  limit?: number;
}

const startsWith = (column: string, prefix: string) => sql<boolean>`substr(${sql.ref(column)}, 1, length(${prefix})) = ${prefix}`;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function readAudit(db: Db, filter: AuditFilter) {
  const limit = filter.limit ?? AUDIT_PAGE_ROWS;
  const person = filter.person?.trim().toLowerCase();
  const action = filter.action?.trim();
  const target = filter.target?.trim();
  const [kind, targetId] = target?.includes(':') ? target.split(':', 2) : [undefined, undefined];
  const rows = await db
    .selectFrom('audit_trail')
    .selectAll()
    .$if(!!person, (q) => q.where(sql<boolean>`lower(actor_name) = ${person}`))
    .$if(!!action, (q) => q.where(startsWith('action', action!)))
    .$if(!!kind, (q) => q.where('target_kind', '=', kind!).where('target_id', '=', targetId!))
    .$if(!!target && !kind, (q) => q.where((eb) => eb.or([eb('target_id', '=', target!), eb('target_kind', '=', target!)])))
    .$if(!!filter.from, (q) => q.where('at', '>=', bangkokMs(filter.from!)))
    .$if(!!filter.to, (q) => q.where('at', '<', bangkokMs(addDays(filter.to!, 1))))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return {
    more: rows.length > limit,
    rows: rows.slice(0, limit).map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor_name: row.actor_name,
      actor_role: row.actor_role,
      address: row.address,
      action: row.action,
      target_kind: row.target_kind,
      target_id: row.target_id,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
      reason: row.reason,
    })),
  };
}
