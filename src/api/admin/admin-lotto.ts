// The lotto risk desk's calls (closed numbers, limits, the risk grid, results, voiding a round),
// declared in contract/endpoints/admin/admin-risk.ts.
import * as risk from '../../contract/endpoints/admin/admin-risk.ts';
import { adminCall, type BodyOf, type QueryOf } from './admin.ts';

export const getRiskGrid = (query: QueryOf<typeof risk.riskGrid>) => adminCall(risk.riskGrid, { query });
export const shareAlert = (body: BodyOf<typeof risk.riskAlertShare>) => adminCall(risk.riskAlertShare, { body });
export const getScopeRules = (query: QueryOf<typeof risk.scopeRules>) => adminCall(risk.scopeRules, { query });
export const saveRules = (body: BodyOf<typeof risk.riskRules>) => adminCall(risk.riskRules, { body });
export const saveLimits = (body: BodyOf<typeof risk.riskLimits>) => adminCall(risk.riskLimits, { body });
/** The result as typed, staged for a second look (what it would pay); nothing settles yet. */
export const stageResult = (body: BodyOf<typeof risk.resultStage>) => adminCall(risk.resultStage, { body });
export const confirmResult = (body: BodyOf<typeof risk.resultConfirm>) => adminCall(risk.resultConfirm, { body });
export const voidRound = (body: BodyOf<typeof risk.roundVoid>) => adminCall(risk.roundVoid, { body });
/** A supervisor's or the owner's word on a paid round's result alert: checked, the result stands. */
export const acknowledgeAlert = (body: BodyOf<typeof risk.resultAlertAcknowledge>) => adminCall(risk.resultAlertAcknowledge, { body });
