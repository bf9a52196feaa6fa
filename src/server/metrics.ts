// /metrics in the Prometheus text format (prom-client), off unless METRICS_TOKEN is set and then
// only for `Authorization: Bearer <token>`: requests by route and status with their latency,
// bills, spins, deposits, withdrawals and LINE messages by state, the settlement lag, the database pool and the
// transactions run again, and the process's own (event-loop lag, memory, CPU). Each serving
// process answers for itself (several on PostgreSQL: the scraper sees them one at a time).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import client from 'prom-client';
import type { Platform } from '../platform/index.ts';

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const labelNames = ['method', 'route', 'status'] as const;
const requests = new client.Counter({ name: 'http_requests_total', help: 'Requests answered', labelNames, registers: [registry] });
const latency = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const gauge = (name: string, help: string, labels: string[] = []) =>
  new client.Gauge({ name, help, labelNames: labels, registers: [registry] });
const bills = gauge('lotto_bills', 'Lottery bills by status', ['status']);
const spins = gauge('game_spins', 'Game rounds played, by result', ['result']);
const deposits = gauge('deposits', 'Deposit requests by status', ['status']);
const withdrawals = gauge('withdrawals', 'Withdrawal requests by status', ['status']);
const lineMessages = gauge('line_messages', 'LINE messages in the outbox by state (waiting piling up: LINE failing)', ['state']);
const settlementLag = gauge('lotto_settlement_lag_seconds', 'How long the oldest due round has waited to settle (0: none waiting)');
const pool = gauge('db_pool_connections', 'PostgreSQL pool connections by state (none on SQLite)', ['state']);
const retries = gauge('db_transaction_retries', 'Transactions run again after a conflict since the process started');
const streams = gauge('live_streams_open', 'Live streams this process holds open (members, rounds, staff)');

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  requests.inc(labels);
  latency.observe(labels, seconds);
}

function setByState(target: client.Gauge, label: string, counts: Record<string, number>): void {
  target.reset();
  for (const [state, n] of Object.entries(counts)) target.set({ [label]: state }, n);
}

async function readPlatform(platform: Platform): Promise<void> {
  const figures = await platform.figures();
  setByState(bills, 'status', figures.bills);
  setByState(spins, 'result', figures.spins);
  setByState(deposits, 'status', figures.deposits);
  setByState(withdrawals, 'status', figures.withdrawals);
  setByState(lineMessages, 'state', figures.lineMessages);
  settlementLag.set(figures.settlementLagSeconds);
  const database = platform.databaseFigures();
  pool.reset();
  if (database.pool) for (const [state, n] of Object.entries(database.pool)) pool.set({ state }, n);
  retries.set(database.transactionRetries);
  streams.set(platform.openStreams());
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ error: status, message, data: null }));
}

/** GET /metrics; `platform` is null when the API is an upstream's (then only this process's figures). */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, platform: Platform | null): Promise<void> {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) return refuse(res, 404, 'ไม่พบหน้าที่ต้องการ');
  const given = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  if (!sameToken(given, token)) return refuse(res, 401, 'ไม่ได้รับอนุญาต', { 'www-authenticate': 'Bearer' });
  if (platform) await readPlatform(platform);
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}
