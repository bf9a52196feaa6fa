// The face of platform/line/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { bindLine, lineConfigFromEnv, type LineConfig } from './config.ts';
export { memberOfLineUser, noteLineFollow } from './links.ts';
export { queueForLine } from './outbox.ts';
export { startLineSender } from './sender.ts';
export { replyOnLine, signedLineEvents, type LineEvent } from './webhook.ts';
