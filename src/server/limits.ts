// The largest request body each API call takes: refused on its declared size, and the stream is
// capped. A call whose fields need more declares it with the endpoint (`maxBodyBytes`: the content
// desk's page and its picture); every other call takes 64 KiB.
import { findEndpoint } from '../contract/endpoints/all.ts';

const MAX_API_BODY_BYTES = 64 * 1024;

/** The body limit of one API path (bodies are POSTed). */
export function maxApiBodyBytes(pathname: string): number {
  return findEndpoint('POST', pathname)?.maxBodyBytes ?? MAX_API_BODY_BYTES;
}
