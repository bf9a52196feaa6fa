// The face of platform/payments/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { claimDeposit, memberDeposit } from './deposits.ts';
export type { DepositRow } from './deposits.ts';
export { CHANNEL_NAMES, anyAccount, subChannelOf } from './channels.ts';
export { bankDepositsOfAmount, DEPOSIT_STATUS_TH, rejectDeposit } from './deposits.ts';
