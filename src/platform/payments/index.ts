// The face of platform/payments/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { claimDeposit, memberDeposit } from './deposits.ts';
export type { DepositRow } from './deposits.ts';
export { CHANNEL_NAMES, anyAccount, subChannelOf } from './channels.ts';
export { bankDepositsOfAmount, DEPOSIT_STATUS_TH, rejectDeposit } from './deposits.ts';
export { keepSlip, readSlipPicture, settleSlip, slipOfReference } from './slips.ts';
export { countSlipUpload } from './slip-uploads.ts';
export { bankOfNumber, BANK_NUMBERS } from './slip-qr.ts';
export { slipVerifier } from './slip-verifier.ts';
export type { SlipVerdict } from './slip-verifier.ts';
