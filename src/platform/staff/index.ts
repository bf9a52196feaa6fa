// The face of platform/staff/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { can } from './permissions.ts';
export { staffSessionStillLive } from './sessions.ts';
