// What both workers of scripts/serve.mjs do around their handler (serve-worker.mjs: the site;
// platform-worker.mjs: the platform alone): name the database they opened, answer a request the
// HTTP parser rejects with the envelope, give up when the port is taken, and stop gracefully.

/** The database's host and name (never its password), or the SQLite file's path. */
export async function databaseWhere(platform) {
  const { resolve } = await import('node:path');
  const database = platform.kind === 'postgres' ? new URL(process.env.DATABASE_URL) : null;
  return database ? `PostgreSQL ${database.host}${database.pathname}` : resolve(process.env.DATA_DIR ?? './data', 'platform.sqlite');
}

/** Listens on host:port, printing `ready(url)`; a request the parser rejects still gets the envelope. */
export function listen(server, { host, port, log, scheme = 'http', ready }) {
  // A NUL in a header, a broken request line: the Thai envelope rather than Node's bare 400.
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
  server.listen(port, host, () => console.log(ready(`${scheme}://${host}:${port}`)));
}

/** Calls in flight get this long to finish once a stop is asked. */
const DRAIN_MS = 10_000;

/**
 * On SIGTERM, SIGINT or the supervisor gone: stops taking connections on every one of `servers`,
 * ends the live streams (`endStreams`), lets the calls in flight finish (up to DRAIN_MS), runs
 * `close` (the database), exits 0.
 */
export function stopGracefully(servers, close, endStreams = () => {}) {
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    const closed = Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    // Live streams never go idle by themselves: ended now (cleanly: their clients reconnect to a
    // node that is not stopping), their connections then close as idle ones do.
    endStreams();
    const each = (what) => () => servers.forEach((server) => server[what]());
    each('closeIdleConnections')();
    // Keep-alive connections that go idle after their answer are closed as they do.
    const idle = setInterval(each('closeIdleConnections'), 100);
    const deadline = setTimeout(each('closeAllConnections'), DRAIN_MS);
    await closed;
    clearInterval(idle);
    clearTimeout(deadline);
    await close();
    process.exit(0);
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void stop());
  // The supervisor is gone (killed, say): stop too rather than serve on unsupervised.
  process.once('disconnect', () => void stop());
}
