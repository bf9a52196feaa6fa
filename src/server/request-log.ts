// One log line per request (pino, through the platform's logger) and its figures for the metrics:
// a request id the answer carries too (x-request-id), method, route, status, duration, and the
// member or staff the router found. The route is a template, never the URL as sent: no query, no
// key or token in a path (/game/<key> is /game/:param), so neither a secret nor an unbounded
// number of routes reaches the log or the metrics.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log, type RequestNotes } from '../platform/index.ts';
import { observeRequest } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests a probe makes every few seconds: logged only at debug level. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** A path segment that names one thing (an id, a key, a code) rather than a place. */
function isParameter(segment: string): boolean {
  return /\d/.test(segment) || segment.length > 24 || !/^[a-z][a-z-]*$/.test(segment);
}

/** The route of a request that is not an API call: the path with its parameters named. */
export function pageRoute(url: string, status: number): string {
  if (status === 404) return 'not_found';
  const path = url.split('?')[0] ?? '/';
  const segments = path.split('/').filter(Boolean);
  return `/${segments.map((segment) => (isParameter(segment) ? ':param' : segment)).join('/')}`;
}

export interface RequestRecord {
  id: string;
  started: bigint;
  notes: RequestNotes;
  /** What kind of answer it got, for requests no route names (static files, refusals). */
  kind?: 'static' | 'api' | 'probe';
}

/** Starts a request's record and names it in the answer. */
export function beginRequest(res: ServerResponse): RequestRecord {
  const record: RequestRecord = { id: randomUUID(), started: process.hrtime.bigint(), notes: {} };
  res.setHeader(REQUEST_ID_HEADER, record.id);
  return record;
}

/** The log line and the metrics of a request, once its answer is sent (or its connection gone). */
export function endRequest(req: IncomingMessage, res: ServerResponse, record: RequestRecord): void {
  const seconds = Number(process.hrtime.bigint() - record.started) / 1e9;
  const rawMethod = (req.method ?? 'GET').toUpperCase();
  const method = METHODS.has(rawMethod) ? rawMethod : 'OTHER';
  const status = res.headersSent ? res.statusCode : 0;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const route =
    record.kind === 'static'
      ? 'static'
      : record.kind === 'probe'
        ? path
        : record.kind === 'api'
          ? (record.notes.route ?? 'api:unknown')
          : pageRoute(path, status);
  observeRequest(method, route, status, seconds);
  const { memberId, staffId } = record.notes;
  const line = {
    reqId: record.id,
    method,
    route,
    status,
    ms: Math.round(seconds * 10_000) / 10,
    ...(memberId !== undefined ? { memberId } : {}),
    ...(staffId !== undefined ? { staffId } : {}),
    ...(res.writableFinished ? {} : { aborted: true }),
  };
  const message = `${method} ${route} ${status}`;
  if (PROBES.has(path)) log.debug(line, message);
  else if (status >= 500 || status === 0) log.error(line, message);
  else log.info(line, message);
}
