// The face of platform/responsible/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { activeBreak, breakUntilText } from './breaks.ts';
export { assertDepositWithinLimit, assertStakeAllowed, stakeRuleSelections } from './limits.ts';
export { limitView } from './limits.ts';
