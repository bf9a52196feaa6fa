// The audit trail, read and filtered by the owner (the CSV is made in the browser from these rows).
import { endpoint } from '../../endpoint.ts';
import { auditListSchema, auditQuery } from '../../admin/admin-audit.ts';

export const auditList = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  auth: 'staff',
  permission: 'audit.read',
  query: auditQuery,
  answer: auditListSchema,
  refusals: [],
});
