// Serves the embedded platform alone, as an operator's API (`npm run platform`, the worker of the
// supervisor in scripts/serve.mjs): the site nodes in front of it set PLATFORM_API_URL to it. Its
// database (DATABASE_URL, else the SQLite file under DATA_DIR) is created, migrated and seeded
// here, before the first request. Port: PLATFORM_PORT, else PORT, else 4400.
import http from 'node:http';
import { resolve } from 'node:path';

process.env.NODE_ENV ??= 'production';
const { getPlatform, log } = await import('../src/platform/index.ts');
const { createPlatformDoor } = await import('../src/server/platform-door.ts');
const port = Number(process.env.PLATFORM_PORT || process.env.PORT || 4400);
const host = process.env.HOST ?? 'localhost';

const platform = await getPlatform();
const database = platform.kind === 'postgres' ? new URL(process.env.DATABASE_URL) : null;
const where = database ? `PostgreSQL ${database.host}${database.pathname}` : resolve(process.env.DATA_DIR ?? './data', 'platform.sqlite');
console.log(`Platform ready: ${where}`);

const server = http.createServer(createPlatformDoor(platform));

// A request the HTTP parser rejects still gets the envelope.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  log.warn({ why: error.code ?? 'unreadable' }, 'refused: unreadable request');
  const body = JSON.stringify({ error: 400, message: 'คำขอไม่ถูกต้อง', data: null });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
});
server.on('error', (error) => {
  console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Platform API listening on http://${host}:${port}`));

/** Calls in flight get this long to finish once a stop is asked. */
const DRAIN_MS = 10_000;
let stopping = false;

/** Stops taking connections, lets the calls in flight finish, closes the database, exits 0. */
async function stop() {
  if (stopping) return;
  stopping = true;
  const closed = new Promise((done) => server.close(done));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
  await platform.close();
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void stop());
process.once('disconnect', () => void stop());
