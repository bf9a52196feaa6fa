// The member stream's path, alone: the browser's stream (stores/live.ts) opens it without loading
// the schemas (and zod) until an event arrives.
export const MEMBER_STREAM_PATH = '/api/member/stream';
