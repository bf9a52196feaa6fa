// The face of platform/games/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { openGameLink, resolveLink } from './links.ts';
export { playRound } from './play.ts';
export { committed, memberSeed, rotateSeed, takeNonce } from './seeds.ts';
