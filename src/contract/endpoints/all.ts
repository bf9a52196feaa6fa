// Every declared endpoint, for the server's gateway and the tests (never imported by the browser:
// each page imports only its own group's declarations).
import type { Endpoint } from '../endpoint.ts';
import * as adminAudit from './admin-audit.ts';
import * as adminReports from './admin-reports.ts';
import * as adminDesk from './admin-desk.ts';
import * as adminDevices from './admin-devices.ts';
import * as adminMembers from './admin-members.ts';
import * as adminRisk from './admin-risk.ts';
import * as adminContent from './admin-content.ts';
import * as adminStaff from './admin-staff.ts';
import * as affiliate from './affiliate.ts';
import * as agent from './agent.ts';
import * as auth from './auth.ts';
import * as banks from './banks.ts';
import * as content from './content.ts';
import * as devices from './devices.ts';
import * as games from './games.ts';
import * as inbox from './inbox.ts';
import * as lotto from './lotto.ts';
import * as lottoSets from './lotto-sets.ts';
import * as member from './member.ts';
import * as payments from './payments.ts';
import * as polls from './polls.ts';
import * as promotions from './promotions.ts';
import * as questsShop from './quests-shop.ts';
import * as responsible from './responsible.ts';
import * as rewards from './rewards.ts';
import * as sooth from './sooth.ts';
import * as wheel from './wheel.ts';
import * as withdrawals from './withdrawals.ts';

const byRoute = new Map<string, Endpoint>();
for (const group of [
  adminAudit,
  adminReports,
  adminDesk,
  adminDevices,
  adminMembers,
  adminRisk,
  adminContent,
  adminStaff,
  affiliate,
  agent,
  auth,
  banks,
  content,
  devices,
  games,
  inbox,
  lotto,
  lottoSets,
  member,
  payments,
  polls,
  promotions,
  questsShop,
  responsible,
  rewards,
  sooth,
  wheel,
  withdrawals,
]) {
  for (const declared of Object.values(group)) byRoute.set(`${declared.method} ${declared.path}`, declared);
}

/** The declaration of a call, by its method and path (without the query), or undefined. */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

/** Every declaration (the tests walk them: every staff call x every role). */
export function allEndpoints(): Endpoint[] {
  return [...byRoute.values()];
}
