// The money desk's calls (deposits, withdrawals, the bank statement), declared in
// contract/endpoints/admin/admin-desk.ts.
import * as desk from '../../contract/endpoints/admin/admin-desk.ts';
import { adminCall, type BodyOf } from './admin.ts';

export const getDepositQueue = () => adminCall(desk.depositQueue);
export const confirmDeposit = (body: BodyOf<typeof desk.depositConfirm>) => adminCall(desk.depositConfirm, { body });
export const rejectDeposit = (body: BodyOf<typeof desk.depositReject>) => adminCall(desk.depositReject, { body });
/** A slip's picture (base64 WebP) for the cashier to open. */
export const getSlipPicture = (id: number) => adminCall(desk.slipPicture, { query: { id } });
export const markTextDealt = (body: BodyOf<typeof desk.textDealt>) => adminCall(desk.textDealt, { body });
/** Reads a pasted statement against the waiting deposits; changes nothing. */
export const matchStatement = (body: BodyOf<typeof desk.statementMatch>) => adminCall(desk.statementMatch, { body });
export const confirmStatement = (body: BodyOf<typeof desk.statementConfirm>) => adminCall(desk.statementConfirm, { body });

export const getWithdrawalQueue = () => adminCall(desk.withdrawalQueue);
export const approveWithdrawal = (body: BodyOf<typeof desk.withdrawalApprove>) => adminCall(desk.withdrawalApprove, { body });
export const rejectWithdrawal = (body: BodyOf<typeof desk.withdrawalReject>) => adminCall(desk.withdrawalReject, { body });
