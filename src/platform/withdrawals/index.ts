// The face of platform/withdrawals/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { withdrawalState, withdrawRemaining } from './requests.ts';
export { decideWithdrawal, maySecondApprove, samePerson } from './decisions.ts';
