// The face of platform/auth/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { provePassword } from './login.ts';
export { hashPasswordSync } from './password-hash.ts';
export { hashToken } from './tokens.ts';
export { admitAttempt, attemptQueues, clearKey, failAttempt, forgiveAttempt } from './lockout.ts';
export type { AttemptLimit } from './lockout.ts';
export { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';
export { newToken } from './tokens.ts';
export { endMemberSessions, lockMember, sendMemberResetCode, unlockMember } from './member-desk.ts';
