// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Our own prefetch (src/lib/prefetch.ts) skips 2g and data-saver connections entirely.
  prefetch: false,
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  // The API door refuses cross-site posts itself, with the JSON envelope and a Thai message
  // (src/pages/api/[...path].ts); Astro's own check would answer 403 text/plain in English.
  security: { checkOrigin: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
