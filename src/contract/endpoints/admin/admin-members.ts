// The back office's members desk (issue 25): search, a member's page, adjustments (and their second
// approval), lock and unlock, ending every session, sending a reset code. Every call needs a staff
// session and the permission named (contract/admin/staff.ts), checked by the platform.
import { endpoint } from '../../endpoint.ts';
import {
  adjustDecisionRequest,
  adjustmentSchema,
  adjustmentsWaitingSchema,
  adjustRequest,
  lockRequest,
  memberDoneSchema,
  memberIdQuery,
  memberIdRequest,
  memberPageSchema,
  memberSearchRequest,
  memberSearchSchema,
} from '../../admin/admin-members.ts';

export const search = endpoint({
  method: 'GET',
  path: '/api/admin/members/search',
  auth: 'staff',
  permission: 'members.read',
  query: memberSearchRequest,
  answer: memberSearchSchema,
  refusals: [],
});
export const page = endpoint({
  method: 'GET',
  path: '/api/admin/members/page',
  auth: 'staff',
  permission: 'members.read',
  query: memberIdQuery,
  answer: memberPageSchema,
  refusals: ['MEMBER_NOT_FOUND'],
});
export const adjust = endpoint({
  method: 'POST',
  path: '/api/admin/members/adjust',
  auth: 'staff',
  permission: 'members.adjust',
  body: adjustRequest,
  answer: adjustmentSchema,
  refusals: [
    'MEMBER_NOT_FOUND',
    'WALLET_NOT_FOUND',
    'INSUFFICIENT_BALANCE',
    'INVALID_AMOUNT',
    'DESK_OVER_CASHIER_LIMIT',
    'DESK_REASON_INVALID',
  ],
});
export const adjustmentsWaiting = endpoint({
  method: 'GET',
  path: '/api/admin/members/adjustments',
  auth: 'staff',
  permission: 'members.read',
  answer: adjustmentsWaitingSchema,
  refusals: [],
});
export const adjustDecide = endpoint({
  method: 'POST',
  path: '/api/admin/members/adjustments/decide',
  auth: 'staff',
  permission: 'members.adjust_second_approval',
  body: adjustDecisionRequest,
  answer: adjustmentSchema,
  refusals: [
    'DESK_ADJUSTMENT_NOT_FOUND',
    'DESK_ADJUSTMENT_NOT_WAITING',
    'DESK_SAME_PERSON',
    'DESK_SECOND_APPROVER_ROLE',
    'INSUFFICIENT_BALANCE',
  ],
});
export const lock = endpoint({
  method: 'POST',
  path: '/api/admin/members/lock',
  auth: 'staff',
  permission: 'members.lock',
  body: lockRequest,
  answer: memberDoneSchema,
  refusals: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_LOCKED', 'DESK_REASON_INVALID'],
});
export const unlock = endpoint({
  method: 'POST',
  path: '/api/admin/members/unlock',
  auth: 'staff',
  permission: 'members.lock',
  body: lockRequest,
  answer: memberDoneSchema,
  refusals: ['MEMBER_NOT_FOUND', 'MEMBER_NOT_LOCKED', 'DESK_REASON_INVALID'],
});
export const endSessions = endpoint({
  method: 'POST',
  path: '/api/admin/members/end_sessions',
  auth: 'staff',
  permission: 'members.end_sessions',
  body: memberIdRequest,
  answer: memberDoneSchema,
  refusals: ['MEMBER_NOT_FOUND'],
});
export const resetCode = endpoint({
  method: 'POST',
  path: '/api/admin/members/reset_code',
  auth: 'staff',
  permission: 'members.reset_code',
  body: memberIdRequest,
  answer: memberDoneSchema,
  refusals: ['MEMBER_NOT_FOUND', 'RESET_TOO_SOON', 'RESET_RATE_LIMITED'],
});
