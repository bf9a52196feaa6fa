// The face of platform/inbox/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { tellMember, tellMembers, unreadCount, type MessageToMember } from './messages.ts';
