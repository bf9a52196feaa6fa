// The audit trail's one call: the owner reads and filters it (the page makes the CSV from it).
import * as admin from '../../contract/endpoints/admin/admin-audit.ts';
import { ok, route, type Route } from '../http.ts';
import { readAudit } from './read.ts';

const auditRoute = route(admin.auditList, async ({ db, query }) => ok(await readAudit(db, query)));

export const auditRoutes: Route[] = [auditRoute];
