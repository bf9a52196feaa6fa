// Serves the embedded platform alone, as an operator's API (`npm run platform`, the worker of the
// supervisor in scripts/serve.mjs): the site nodes in front of it set PLATFORM_API_URL to it. Its
// database (DATABASE_URL, else the SQLite file under DATA_DIR) is created, migrated and seeded
// here, before the first request. Port: PLATFORM_PORT, else PORT, else 4400.
import http from 'node:http';
import { enableCompileCache } from 'node:module';
import { databaseWhere, listen, stopGracefully } from './worker-life.mjs';

// The platform is loaded from TypeScript below: Node keeps the compiled modules on disk, so a
// worker started again (a restart, another node) starts sooner.
enableCompileCache();

process.env.NODE_ENV ??= 'production';
const { getPlatform, log } = await import('../src/platform/index.ts');
const { createPlatformDoor } = await import('../src/server/platform-door.ts');
const port = Number(process.env.PLATFORM_PORT || process.env.PORT || 4400);
const host = process.env.HOST ?? 'localhost';

const platform = await getPlatform();
console.log(`Platform ready: ${await databaseWhere(platform)}`);

const server = http.createServer(createPlatformDoor(platform));

listen(server, { host, port, log, ready: (url) => `Platform API listening on ${url}` });
stopGracefully([server], () => platform.close());
