// The member stream's event names, alone: the browser's stream (stores/live.ts) listens for each
// without loading the schemas (and zod) until one arrives. contract/account/live.ts declares them.
export const LIVE_EVENT_NAMES = ['wallets', 'deposit', 'withdrawal', 'bills', 'inbox', 'points', 'round', 'reload'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
