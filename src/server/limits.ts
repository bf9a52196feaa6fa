/** Largest request body the API takes: refused on its declared size, and the stream is capped. */
export const MAX_API_BODY_BYTES = 64 * 1024;
