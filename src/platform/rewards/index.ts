// The face of platform/rewards/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { questList } from './quests.ts';
export { boughtSpins } from './shop.ts';
