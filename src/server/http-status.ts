// A page that answers with an error status says so on the status line too: Astro keeps "OK" as
// the status text unless a page sets it, so a 404 page went out as "404 OK".
import { STATUS_CODES } from 'node:http';

export function setStatus(response: { status: number; statusText: string }, status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? '';
}
