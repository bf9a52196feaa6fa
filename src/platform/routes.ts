// Every API route the embedded platform answers: each call group's list (its folder's routes.ts,
// and flows/routes.ts for the calls that span folders), joined here as the router's one table. A new group adds its list here.
import { agentRoutes } from './agent/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { bankRoutes } from './banks.ts';
import { deskRoutes } from './desk/routes.ts';
import { deskFlowRoutes } from './flows/desk-routes.ts';
import { deviceRoutes } from './flows/device-routes.ts';
import { lineWebhookRoutes } from './flows/line-webhook.ts';
import { deviceDeskRoutes } from './devices/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { flowRoutes } from './flows/routes.ts';
import { gameRoutes } from './games/routes.ts';
import type { Route } from './http.ts';
import { deskRoutes as lottoDeskRoutes, lottoRoutes, setRoutes as lottoSetRoutes } from './lotto/routes.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { lineRoutes } from './line/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';
import { responsibleRoutes } from './responsible/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { wheelRoutes } from './wheel/routes.ts';
import { affiliateRoutes } from './affiliate/routes.ts';
import { pollRoutes } from './polls/routes.ts';
import { soothRoutes } from './sooth/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { streamRoutes } from './stream/routes.ts';

export const routes: readonly Route[] = [
  ...authRoutes,
  ...agentRoutes,
  ...memberRoutes,
  ...streamRoutes,
  ...bankRoutes,
  ...lottoRoutes,
  ...lottoSetRoutes,
  ...gameRoutes,
  ...withdrawalRoutes,
  ...responsibleRoutes,
  ...paymentRoutes,
  ...rewardRoutes,
  ...promotionRoutes,
  ...wheelRoutes,
  ...affiliateRoutes,
  ...pollRoutes,
  ...soothRoutes,
  ...inboxRoutes,
  ...lineRoutes,
  ...lineWebhookRoutes,
  ...flowRoutes,
  ...staffRoutes,
  ...auditRoutes,
  ...reportRoutes,
  ...deskRoutes,
  ...deskFlowRoutes,
  ...deviceRoutes,
  ...deviceDeskRoutes,
  ...lottoDeskRoutes,
  ...contentRoutes,
];
