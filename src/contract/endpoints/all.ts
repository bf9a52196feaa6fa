// Every declared endpoint, for the server's gateway and the tests (never imported by the browser:
// each page imports only its own group's declarations).
import type { Endpoint } from '../endpoint.ts';
import * as adminAudit from './admin/admin-audit.ts';
import * as adminReports from './admin/admin-reports.ts';
import * as adminDesk from './admin/admin-desk.ts';
import * as adminDevices from './admin/admin-devices.ts';
import * as adminMembers from './admin/admin-members.ts';
import * as adminRisk from './admin/admin-risk.ts';
import * as adminContent from './admin/admin-content.ts';
import * as adminStaff from './admin/admin-staff.ts';
import * as affiliate from './rewards/affiliate.ts';
import * as agent from './content/agent.ts';
import * as auth from './account/auth.ts';
import * as banks from './money/banks.ts';
import * as content from './content/content.ts';
import * as devices from './account/devices.ts';
import * as games from './games/games.ts';
import * as inbox from './community/inbox.ts';
import * as live from './account/live.ts';
import * as line from './account/line.ts';
import * as lotto from './lotto/lotto.ts';
import * as lottoSets from './lotto/lotto-sets.ts';
import * as member from './account/member.ts';
import * as payments from './money/payments.ts';
import * as polls from './community/polls.ts';
import * as promotions from './rewards/promotions.ts';
import * as questsShop from './rewards/quests-shop.ts';
import * as responsible from './account/responsible.ts';
import * as rewards from './rewards/rewards.ts';
import * as sooth from './community/sooth.ts';
import * as wheel from './rewards/wheel.ts';
import * as withdrawals from './money/withdrawals.ts';

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
  live,
  line,
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
