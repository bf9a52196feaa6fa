// The face of platform/stream/: the node's live streams (sse.ts), for the platform's own face
// (index.ts: its streams end when the node stops; the metrics count them).
export { endStreams, openStreams } from './sse.ts';
