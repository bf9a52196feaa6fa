// The reports' one call: the owner and the supervisor read a range's figures.
import * as admin from '../../contract/endpoints/admin/admin-reports.ts';
import { ok, route, type Route } from '../http.ts';
import { buildReport } from './report.ts';

export const reportRoutes: Route[] = [route(admin.report, async ({ db, query }) => ok(await buildReport(db, query)))];
