// The owner's and supervisor's reports (the page draws the charts and makes the CSVs from this).
import { endpoint } from '../../endpoint.ts';
import { reportQuery, reportSchema } from '../../admin/admin-reports.ts';

export const report = endpoint({
  method: 'GET',
  path: '/api/admin/reports',
  auth: 'staff',
  permission: 'reports.read',
  query: reportQuery,
  answer: reportSchema,
  refusals: [],
});
