// The face of platform/member/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export {
  bankAccountOwner,
  findMemberById,
  findMemberByPhone,
  findMemberByRefCode,
  insertMember,
  setPasswordHash,
  setSubBankAccount,
  userInfo,
} from './records.ts';
export type { Member, UserInfo } from './records.ts';
