// The face of platform/stream/: the member's live stream (member-streams.ts), for the platform's
// own face (index.ts: its streams end when the node stops).
export { endStreams, openStreams } from './member-streams.ts';
