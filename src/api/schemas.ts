// The shapes of the platform's answers the site relies on, checked at the edge: the contract's.
export * from '../contract/agent.ts';
export * from '../contract/auth.ts';
export * from '../contract/envelope.ts';
export * from '../contract/member.ts';
export * from '../contract/site.ts';
