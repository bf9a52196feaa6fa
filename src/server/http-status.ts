// A page that answers with an error status says so on the status line too: Astro keeps "OK" as
// the status text unless a page sets it, so a 404 page went out as "404 OK".
import { STATUS_CODES } from 'node:http';

export function setStatus(response: Pick<ResponseInit, 'status' | 'statusText'>, status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? '';
}

/** An error page (4xx, 5xx) is being rendered: what the page set so far, read from a layout. */
export function isErrorStatus(response: Pick<ResponseInit, 'status'>): boolean {
  return (response.status ?? 200) >= 400;
}
