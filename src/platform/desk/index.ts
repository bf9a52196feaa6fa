// The face of platform/desk/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { candidates } from './statement.ts';
