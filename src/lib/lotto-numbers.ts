// Lotto numbers as the bill builder handles them: the rules are the contract's (src/contract/lotto.ts).
export { allNumbers, isNumberOf, isTriple, normaliseNumber, todKey } from '../contract/lotto.ts';
