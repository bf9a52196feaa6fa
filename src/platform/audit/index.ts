// The face of platform/audit/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { operatorActor, recordAudit, staffActor } from './trail.ts';
export type { Actor, AuditEntry } from './trail.ts';
