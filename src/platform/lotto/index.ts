// The face of platform/lotto/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { archiveDraw, GOVERNMENT_ARCHIVE_SOURCE, settleArchiveDraws } from './archive.ts';
export type { BetType } from './bet-types.ts';
export { listBills } from './bills.ts';
export { SOURCE_RULE } from './draw-source.ts';
export type { CategoryKind, DrawSource } from './draws.ts';
export type { Category } from './rounds.ts';
export type { Schedule } from './schedule.ts';
export { assertYeekeeRound, latestShotId, listShotsSince } from './yeekee.ts';
