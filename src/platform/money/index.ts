// The face of platform/money/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { creditsGiven, ledgerMoves, ledgerPage, ledgerStakeAndReturn, ledgerSum, stakesByMember } from './figures.ts';
export { credit, creditMany, debit, walletBalance, type Credit } from './ledger.ts';
export { toBaht, toSatang } from './money.ts';
export { memberPoints, movePoints } from './points.ts';
export { requireTurnover, stakeDaysFrom, stakeDaysSelection, stakesFromDay, stakesSince, turnoverOf } from './turnover.ts';
export type { TurnoverState } from './turnover.ts';
export { WALLET_TYPE, isMemberWallet, listWallets, openWallets, walletIdOf } from './wallets.ts';
