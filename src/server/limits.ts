/** Largest request body the API takes: refused on its declared size, and the stream is capped. */
const MAX_API_BODY_BYTES = 64 * 1024;
/** The content desk's picture upload: a 5 MB picture as base64 in JSON, with room to spare. */
const MAX_PICTURE_BODY_BYTES = 7 * 1024 * 1024;
const PICTURE_UPLOAD_PATH = '/api/admin/content/picture';

/** The body limit of one API path: the picture upload's, or every other call's. */
export function maxApiBodyBytes(pathname: string): number {
  return pathname === PICTURE_UPLOAD_PATH ? MAX_PICTURE_BODY_BYTES : MAX_API_BODY_BYTES;
}
