// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/**
 * sonner (the toast library) injects its stylesheet into <head> when its module loads. The page
 * router swaps <head> on every navigation and drops it, and the site allows no runtime-injected
 * CSS: the toasts' look is src/styles/toasts.css instead, a static stylesheet of ours. This strips
 * the injection from sonner's build, and stops the build if a new sonner no longer has it (then
 * compare toasts.css with the new version's dist/styles.css).
 */
function sonnerWithoutInjectedCss() {
  const injection = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
  return {
    name: 'r999:sonner-without-injected-css',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0] ?? '')) return null;
      if (!injection.test(code)) throw new Error(`sonner: no injected stylesheet found in ${id}; check src/styles/toasts.css`);
      return { code: code.replace(injection, ''), map: null };
    },
  };
}

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
    plugins: [tailwindcss(), sonnerWithoutInjectedCss()],
    // Served through the plugin above in development too (pre-bundled dependencies skip plugins).
    optimizeDeps: { exclude: ['sonner'] },
  },
});
