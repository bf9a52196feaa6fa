// The back office's money desk (issue 25): deposits (queue, confirm, reject, the bank statement's
// match and its one-call confirmation), withdrawals (queue, approve with the transfer reference and
// the second approval above its setting, reject) and today's figures. Every call needs a staff
// session and the permission named (contract/admin/staff.ts), checked by the platform.
import { endpoint } from '../../endpoint.ts';
import {
  depositConfirmRequest,
  depositDoneSchema,
  depositQueueSchema,
  depositRejectRequest,
  deskTodaySchema,
  slipPictureQuery,
  slipPictureSchema,
  statementConfirmRequest,
  statementMatchSchema,
  statementRequest,
  textDealtRequest,
  textDealtSchema,
  withdrawalApproveRequest,
  withdrawalDoneSchema,
  withdrawalQueueSchema,
  withdrawalRejectRequest,
} from '../../admin/admin-desk.ts';

export const today = endpoint({
  method: 'GET',
  path: '/api/admin/desk/today',
  auth: 'staff',
  permission: 'deposits.read',
  answer: deskTodaySchema,
  refusals: [],
});

export const depositQueue = endpoint({
  method: 'GET',
  path: '/api/admin/deposits',
  auth: 'staff',
  permission: 'deposits.read',
  answer: depositQueueSchema,
  refusals: [],
});
/** A slip's picture for the cashier (the queue carries what its QR said, not the bytes). */
export const slipPicture = endpoint({
  method: 'GET',
  path: '/api/admin/deposits/slip',
  auth: 'staff',
  permission: 'deposits.read',
  query: slipPictureQuery,
  answer: slipPictureSchema,
  refusals: ['SLIP_NOT_FOUND'],
});
export const depositConfirm = endpoint({
  method: 'POST',
  path: '/api/admin/deposits/confirm',
  auth: 'staff',
  permission: 'deposits.decide',
  body: depositConfirmRequest,
  answer: depositDoneSchema,
  refusals: ['DEPOSIT_NOT_FOUND', 'DEPOSIT_NOT_PENDING', 'DEPOSIT_EXPIRED'],
});
export const depositReject = endpoint({
  method: 'POST',
  path: '/api/admin/deposits/reject',
  auth: 'staff',
  permission: 'deposits.decide',
  body: depositRejectRequest,
  answer: depositDoneSchema,
  refusals: ['DEPOSIT_NOT_FOUND', 'DEPOSIT_NOT_PENDING', 'DEPOSIT_REASON_INVALID'],
});
/** A bank text left for the cashier, marked dealt with (issue 42): it leaves the list, audited. */
export const textDealt = endpoint({
  method: 'POST',
  path: '/api/admin/deposits/text/dealt',
  auth: 'staff',
  permission: 'deposits.decide',
  body: textDealtRequest,
  answer: textDealtSchema,
  refusals: ['DESK_TEXT_NOT_FOUND', 'DESK_TEXT_DEALT'],
});
export const statementMatch = endpoint({
  method: 'POST',
  path: '/api/admin/deposits/statement',
  auth: 'staff',
  permission: 'deposits.read',
  reads: true,
  body: statementRequest,
  answer: statementMatchSchema,
  refusals: ['DESK_STATEMENT_INVALID'],
});
export const statementConfirm = endpoint({
  method: 'POST',
  path: '/api/admin/deposits/statement/confirm',
  auth: 'staff',
  permission: 'deposits.decide',
  body: statementConfirmRequest,
  answer: depositDoneSchema,
  refusals: ['DESK_LINE_NOT_MATCHED', 'DEPOSIT_NOT_FOUND', 'DEPOSIT_NOT_PENDING', 'DEPOSIT_EXPIRED'],
});

export const withdrawalQueue = endpoint({
  method: 'GET',
  path: '/api/admin/withdrawals',
  auth: 'staff',
  permission: 'withdrawals.read',
  answer: withdrawalQueueSchema,
  refusals: [],
});
export const withdrawalApprove = endpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/approve',
  auth: 'staff',
  permission: 'withdrawals.decide',
  body: withdrawalApproveRequest,
  answer: withdrawalDoneSchema,
  refusals: [
    'WITHDRAWAL_NOT_FOUND',
    'WITHDRAWAL_NOT_PENDING',
    'DESK_TRANSFER_REF_INVALID',
    'DESK_SAME_PERSON',
    'DESK_SECOND_APPROVER_ROLE',
    'DESK_APPROVAL_CHANGED',
  ],
});
export const withdrawalReject = endpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/reject',
  auth: 'staff',
  permission: 'withdrawals.decide',
  body: withdrawalRejectRequest,
  answer: withdrawalDoneSchema,
  refusals: ['WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_NOT_PENDING', 'WITHDRAWAL_REASON_INVALID'],
});
