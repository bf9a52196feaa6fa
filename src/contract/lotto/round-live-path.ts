// The round stream's path, alone: the browser's Yeekee store opens it without loading the schemas
// (and zod) until an event arrives.
export const ROUND_STREAM_PATH = '/api/lotto/yeekee/stream';
