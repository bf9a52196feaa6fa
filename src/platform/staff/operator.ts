// The operator's staff commands: `npm run operator -- staff add <name> <role>` (prints the one-time
// enrolment link: how the first owner is made), `staff disable <name> <reason>`, `staff list`.
// The same functions as the owner's staff desk, with the audit row naming `--by`.
import { staffName } from '../../contract/admin/admin-staff.ts';
import { STAFF_ROLES } from '../../contract/admin/staff.ts';
import { isStaffRole } from '../../rules/admin/staff-permissions.ts';
import { operatorTime } from '../../rules/bangkok-calendar.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { operatorActor } from '../audit/index.ts';
import { siteLink } from '../site-link.ts';
import { addStaff, disableStaff, findStaffByName, listStaff } from './records.ts';

/**
 * `staff ...`: the exit code, a usage problem (a string: cli.ts prints it with the usage and exits
 * 2), or undefined when `command` is not `staff`.
 */
export async function staffCommand(db: Db, command: string, args: string[], by: string): Promise<number | string | undefined> {
  if (command !== 'staff') return undefined;
  const [action, name, ...rest] = args;
  if (action === 'list') {
    for (const row of await listStaff(db)) {
      const state = row.disabled_at !== null ? 'disabled' : row.enrolled ? 'enrolled' : 'not enrolled';
      const seen = row.last_seen_at === null ? '' : `last seen ${operatorTime(Number(row.last_seen_at))}`;
      console.log([row.id, row.name, row.role, state, seen].join('\t').trimEnd());
    }
    return 0;
  }
  if (action !== 'add' && action !== 'disable') return 'staff takes add <name> <role> | disable <name> <reason> | list';
  const parsed = staffName.safeParse(name ?? '');
  if (!parsed.success) return `staff ${action ?? ''} needs a name: 3-32 of a-z, 0-9, dot, dash, underscore`;
  if (action === 'add') {
    const [role, extra] = rest;
    if (!role || !isStaffRole(role) || extra !== undefined)
      return `staff add needs <name> <role>, the role one of ${STAFF_ROLES.join('|')}`;
    const link = await addStaff(db, operatorActor(by), parsed.data, role);
    console.log(
      `Staff ${link.name} (${role}) added by ${by.trim()}. One-time enrolment link, valid until ${operatorTime(link.expiresAt)}:`,
    );
    console.log(siteLink(link.path));
    return 0;
  }
  const reason = rest.join(' ').trim();
  if (!reason) return 'staff disable needs <name> <reason>';
  const staff = (await findStaffByName(db, parsed.data)) ?? fail('STAFF_NOT_FOUND');
  await disableStaff(db, operatorActor(by), staff.id, reason);
  console.log(`Staff ${staff.name} disabled by ${by.trim()}: logged out everywhere.`);
  return 0;
}
