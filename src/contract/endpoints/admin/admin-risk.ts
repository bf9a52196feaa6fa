// The lottery risk and results desk's calls (issue 26): every one behind a staff session with the
// risk.manage permission (roles risk and owner).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  alertAcknowledgedSchema,
  alertAcknowledgeRequest,
  alertShareRequest,
  confirmRequest,
  limitRequest,
  previewSchema,
  resultAlertListSchema,
  riskGridSchema,
  riskQuery,
  roundDoneSchema,
  roundListSchema,
  roundPageSchema,
  ruleRequest,
  scopeQuery,
  scopeRulesSchema,
  stageRequest,
  voidRequest,
} from '../../admin/admin-risk.ts';

const roundQuery = z.object({
  round_id: z.pipe(z.string({ error: 'งวดไม่ถูกต้อง' }).check(z.regex(/^\d{1,12}$/, { error: 'งวดไม่ถูกต้อง' })), z.transform(Number)),
});

export const riskRounds = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/rounds',
  auth: 'staff',
  permission: 'risk.manage',
  answer: roundListSchema,
  refusals: [],
});
export const riskGrid = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/risk',
  auth: 'staff',
  permission: 'risk.manage',
  query: riskQuery,
  answer: riskGridSchema,
  refusals: ['LOTTO_ROUND_NOT_FOUND', 'LOTTO_BET_TYPE_UNAVAILABLE', 'RISK_PREFIX_FOUR_DIGITS'],
});
/** The alert share from the desk: the setting changed as the command line's `setting` does (audited). */
export const riskAlertShare = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/alert-share',
  auth: 'staff',
  permission: 'risk.manage',
  body: alertShareRequest,
  answer: z.object({ alert_share_percent: z.number(), before: z.number() }),
  refusals: [],
});
export const riskRound = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/round',
  auth: 'staff',
  permission: 'risk.manage',
  query: roundQuery,
  answer: roundPageSchema,
  refusals: ['LOTTO_ROUND_NOT_FOUND'],
});
export const scopeRules = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/rules',
  auth: 'staff',
  permission: 'risk.manage',
  query: scopeQuery,
  answer: scopeRulesSchema,
  refusals: ['LOTTO_ROUND_NOT_FOUND', 'LOTTO_CATEGORY_NOT_FOUND'],
});
export const riskRules = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/rules',
  auth: 'staff',
  permission: 'risk.manage',
  body: ruleRequest,
  /** held_by_category: numbers opened on a round that its category's rules still reduce or close. */
  answer: z.object({ numbers: z.number(), held_by_category: z.number() }),
  refusals: [
    'LOTTO_ROUND_NOT_FOUND',
    'LOTTO_CATEGORY_NOT_FOUND',
    'LOTTO_ROUND_ALREADY_SETTLED',
    'RISK_NUMBER_INVALID',
    'RISK_RATE_INVALID',
    'RISK_NO_NUMBERS',
  ],
});
export const riskLimits = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/limits',
  auth: 'staff',
  permission: 'risk.manage',
  body: limitRequest,
  answer: z.object({ house_number_max: z.number(), member_number_max: z.number() }),
  refusals: ['LOTTO_ROUND_NOT_FOUND', 'LOTTO_CATEGORY_NOT_FOUND', 'LOTTO_ROUND_ALREADY_SETTLED', 'RISK_LIMIT_INVALID', 'RISK_RATE_INVALID'],
});
export const resultStaged = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/results/staged',
  auth: 'staff',
  permission: 'risk.manage',
  query: roundQuery,
  answer: z.nullable(previewSchema),
  refusals: [],
});
export const resultStage = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/results/stage',
  auth: 'staff',
  permission: 'risk.manage',
  body: stageRequest,
  answer: previewSchema,
  refusals: [
    'LOTTO_ROUND_NOT_FOUND',
    'LOTTO_ROUND_ALREADY_SETTLED',
    'LOTTO_RESULT_INVALID',
    'LOTTO_RESULT_FOUR_INVALID',
    'LOTTO_RESULT_FROM_SHOTS',
    'LOTTO_RESULT_COMMITTED',
    'LOTTO_RESULT_BEFORE_DRAW',
  ],
});
export const resultConfirm = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/results/confirm',
  auth: 'staff',
  permission: 'risk.manage',
  body: confirmRequest,
  answer: roundDoneSchema,
  refusals: [
    'LOTTO_ROUND_NOT_FOUND',
    'LOTTO_ROUND_ALREADY_SETTLED',
    'LOTTO_RESULT_FROM_SHOTS',
    'LOTTO_RESULT_COMMITTED',
    'LOTTO_RESULT_BEFORE_DRAW',
    'RISK_STAGED_NOT_FOUND',
    'RISK_SECOND_PERSON',
  ],
});
export const roundVoid = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/rounds/void',
  auth: 'staff',
  permission: 'risk.manage',
  body: voidRequest,
  answer: roundDoneSchema,
  refusals: ['LOTTO_ROUND_NOT_FOUND', 'LOTTO_ROUND_ALREADY_SETTLED', 'RISK_REASON_REQUIRED'],
});
/** The open result alerts, for a supervisor who holds no risk desk (the home page shows them). */
export const resultAlertList = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/result-alerts',
  auth: 'staff',
  permission: 'risk.alerts_acknowledge',
  answer: resultAlertListSchema,
  refusals: [],
});
/** An alert of a round already paid acknowledged (audited): the result stands, the desk lists it no more. */
export const resultAlertAcknowledge = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/result-alerts/acknowledge',
  auth: 'staff',
  permission: 'risk.alerts_acknowledge',
  body: alertAcknowledgeRequest,
  answer: alertAcknowledgedSchema,
  refusals: [
    'RISK_ALERT_NOT_FOUND',
    'RISK_ALERT_ACKNOWLEDGED',
    'RISK_ALERT_ROUND_PENDING',
    'RISK_ALERT_ACKNOWLEDGE_ROLE',
    'RISK_ALERT_NOTE_REQUIRED',
  ],
});
