// An audit action's Thai name, for the audit desk's table and its CSV.
import { AUDIT_ACTION_NAMES } from '../../contract/admin/admin-audit.ts';

/** An action's name; a key no longer written (an old row) reads as itself. */
export const auditActionName = (action: string): string => (AUDIT_ACTION_NAMES as Record<string, string>)[action] ?? action;
