// Serves the built site, as the worker of the supervisor in scripts/serve.mjs. Without
// PLATFORM_API_URL the embedded platform answers the API: its database (DATABASE_URL, else the
// SQLite file under DATA_DIR) is created, migrated and seeded here, before the first request.
// Every request goes through the front door (src/server/front-door.ts) before Astro's handler.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { enableCompileCache } from 'node:module';
import https from 'node:https';
import { fileURLToPath } from 'node:url';
import { databaseWhere, listen, stopGracefully } from './worker-life.mjs';

// The platform is loaded from TypeScript below: Node keeps the compiled modules on disk, so a
// worker started again (a restart, another node) starts sooner.
enableCompileCache();

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
  const { getPlatform } = await import('../src/platform/index.ts');
  platform = await getPlatform();
  console.log(`Embedded platform ready: ${await databaseWhere(platform)}`);
} else {
  console.log(`Forwarding /api to ${process.env.PLATFORM_API_URL}`);
}

const { handler } = await import('../dist/server/entry.mjs');
const { createFrontDoor } = await import('../src/server/front-door.ts');
const listener = await createFrontDoor(handler, { clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)) });

const { SERVER_CERT_PATH: cert, SERVER_KEY_PATH: key } = process.env;
const server =
  cert && key ? https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, listener) : http.createServer(listener);

listen(server, { host, port, log, scheme: cert && key ? 'https' : 'http', ready: (url) => `Listening on ${url}` });

// PLATFORM_PORT: this node also serves its embedded platform as an operator's API there (the door of
// `npm run platform`: the spec's answers, Bearer tokens, no pages), for site nodes in gateway mode
// whose PLATFORM_API_URL points at it. A port for your own network only, like the platform node's.
const servers = [server];
if (platform && process.env.PLATFORM_PORT) {
  const { createPlatformDoor } = await import('../src/server/platform-door.ts');
  const platformServer = http.createServer(createPlatformDoor(platform));
  const platformPort = Number(process.env.PLATFORM_PORT);
  listen(platformServer, { host, port: platformPort, log, ready: (url) => `Platform API listening on ${url}` });
  servers.push(platformServer);
}
stopGracefully(
  servers,
  async () => platform?.close(),
  () => platform?.endStreams(),
);
