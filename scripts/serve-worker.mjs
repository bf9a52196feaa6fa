// Serves the built site, as the worker of the supervisor in scripts/serve.mjs. Without
// PLATFORM_API_URL the embedded platform answers the API: its database (DATABASE_URL, else the
// SQLite file under DATA_DIR) is created, migrated and seeded here, before the first request.
// Every request goes through the front door (src/server/front-door.ts) before Astro's handler.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// React and other server dependencies pick their production builds from this (the development
// builds validate every element and render several times slower).
process.env.NODE_ENV ??= 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled'; // we listen ourselves, with the front door in front
const { log } = await import('../src/platform/index.ts');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

let platform;
if (!process.env.PLATFORM_API_URL) {
  const { resolve } = await import('node:path');
  const { getPlatform } = await import('../src/platform/index.ts');
  platform = await getPlatform();
  // The database's host and name, never its password.
  const database = platform.kind === 'postgres' ? new URL(process.env.DATABASE_URL) : null;
  const where = database ? `PostgreSQL ${database.host}${database.pathname}` : resolve(process.env.DATA_DIR ?? './data', 'platform.sqlite');
  console.log(`Embedded platform ready: ${where}`);
} else {
  console.log(`Forwarding /api to ${process.env.PLATFORM_API_URL}`);
}

const { handler } = await import('../dist/server/entry.mjs');
const { createFrontDoor } = await import('../src/server/front-door.ts');
const listener = await createFrontDoor(handler, { clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)) });

const { SERVER_CERT_PATH: cert, SERVER_KEY_PATH: key } = process.env;
const server =
  cert && key ? https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, listener) : http.createServer(listener);

// A request the HTTP parser rejects (a NUL in a header, a broken request line) still gets our envelope.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  log.warn({ why: error.code ?? 'unreadable' }, 'refused: unreadable request');
  const body = JSON.stringify({ error: 400, message: 'คำขอไม่ถูกต้อง', data: null });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
});

server.on('error', (error) => {
  // The port taken, say: this process cannot serve; the supervisor tries again, then gives up.
  console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Listening on ${cert && key ? 'https' : 'http'}://${host}:${port}`));

/** Calls in flight get this long to finish once a stop is asked. */
const DRAIN_MS = 10_000;
let stopping = false;

/** Stops taking connections, lets the calls in flight finish, closes the database, exits 0. */
async function stop() {
  if (stopping) return;
  stopping = true;
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // Keep-alive connections that go idle after their answer are closed as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
  await platform?.close();
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void stop());
// The supervisor is gone (killed, say): stop too rather than serve on unsupervised.
process.once('disconnect', () => void stop());
