// The audit trail's call (the CSV export reads up to AUDIT_EXPORT_ROWS rows), declared in
// contract/endpoints/admin/admin-audit.ts.
import * as audit from '../../contract/endpoints/admin/admin-audit.ts';
import { adminCall, type QueryOf } from './admin.ts';

export const getAudit = (query: QueryOf<typeof audit.auditList>) => adminCall(audit.auditList, { query });
