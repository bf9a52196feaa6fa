// Serves the built site. Without PLATFORM_API_URL the embedded platform answers the API: its
// database under DATA_DIR is created, migrated and seeded here, before the first request.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';

if (!process.env.PLATFORM_API_URL) {
  const { resolve } = await import('node:path');
  const { getPlatform } = await import('../src/platform/index.ts');
  getPlatform();
  console.log(`Embedded platform ready: ${resolve(process.env.DATA_DIR ?? './data', 'platform.sqlite')}`);
} else {
  console.log(`Forwarding /api to ${process.env.PLATFORM_API_URL}`);
}

await import('../dist/server/entry.mjs');
