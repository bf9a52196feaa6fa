// Who a request is for, noted by the router as it finds out (the member's or the staff's session,
// the declared route) and read by the front door's log line and metrics. One store per request,
// carried by AsyncLocalStorage through every await of it, pages' server loads included.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestNotes {
  memberId?: number;
  staffId?: number;
  /** The declared API path the call matched (never the raw URL: no query, no key in a path). */
  route?: string;
  /** An audit row was written for this request (audit/trail.ts). */
  audited?: boolean;
}

const store = new AsyncLocalStorage<RequestNotes>();

/** Runs one request's work with its own notes. */
export function withRequestNotes<T>(notes: RequestNotes, run: () => T): T {
  return store.run(notes, run);
}

/**
 * Runs a call's work in the request's notes, or in notes of its own when no door opened them (a
 * caller in the same process, the tests'): what the router checks after the handler (the audit row)
 * is then checked for every caller, not only for those that came through a door.
 */
export function withinRequest<T>(run: () => T): T {
  return store.getStore() ? run() : store.run({}, run);
}

/** Adds to the current request's notes (nothing outside a request: the CLI, the tests, the tick). */
export function noteRequest(notes: RequestNotes): void {
  const current = store.getStore();
  if (!current) return;
  // A page's own loads call the API too: the first route seen is the page's first call, not the
  // page, so a route noted already stays.
  if (notes.route && current.route === undefined) current.route = notes.route;
  if (notes.memberId !== undefined) current.memberId = notes.memberId;
  if (notes.staffId !== undefined) current.staffId = notes.staffId;
  if (notes.audited) current.audited = true;
}

/** Whether the current request wrote an audit row (false outside a request). */
export function requestAudited(): boolean {
  return store.getStore()?.audited === true;
}
