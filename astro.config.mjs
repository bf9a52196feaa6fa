// @ts-check
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { transform as transformCss } from 'lightningcss';
import { markdownLook } from './src/platform/content/markdown-look.ts';

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

/**
 * `css` without each `head…{…}` block's wrapper: the block's contents stay, in place.
 * @param {string} css @param {string} head
 */
function unwrapBlocks(css, head) {
  let out = '';
  let from = 0;
  for (let at = css.indexOf(head); at >= 0; at = css.indexOf(head, from)) {
    let depth = 0;
    let end = at + head.length - 1;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(from, at) + css.slice(at + head.length, end);
    from = end + 1;
  }
  return out + css.slice(from);
}

/**
 * `css` without the blocks that start with `head` (which may open several).
 * @param {string} css @param {string} head
 */
function dropEach(css, head) {
  let out = '';
  let from = 0;
  for (let at = css.indexOf(head); at >= 0; at = css.indexOf(head, from)) {
    let depth = 0;
    let end = at;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(from, at);
    from = end + 1;
  }
  return out + css.slice(from);
}

/**
 * `client:wanted`: islands that hydrate on their first use (src/boot/client-wanted.ts). Astro
 * inlines a directive's script in the page; the content security policy allows inline scripts by
 * hash, so the build writes the script as Astro inlines it to dist/server/client-directives.json,
 * where the front door reads it (src/server/security-headers.ts).
 */
function wantedDirective() {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'r999:client-wanted',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} setup */
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'wanted', entrypoint: fileURLToPath(new URL('./src/boot/client-wanted.ts', import.meta.url)) }),
      /** @param {{ config: { outDir: URL } }} done */
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      /** @param {{ manifest: { clientDirectives: [string, string][] } }} build */
      'astro:build:ssr': ({ manifest }) => {
        if (!outDir) return;
        const server = new URL('./server/', outDir);
        mkdirSync(server, { recursive: true });
        const ours = Object.fromEntries(manifest.clientDirectives.filter(([name]) => name === 'wanted'));
        writeFileSync(new URL('./client-directives.json', server), JSON.stringify(ours));
      },
    },
  };
}

/**
 * One module graph per process. The built server runs inside scripts/serve-worker.mjs, which loads
 * the front door and the embedded platform from src/ itself (Node runs the .ts files as they are);
 * were the server glue and the platform bundled too, the process would hold two copies of each
 * (two page caches, two platforms). So the server build leaves src/server/ and src/platform/ out
 * and imports those files from where they are, by a path relative to the built file: the pages and
 * the front door share the very same modules. `astro dev` is one Vite graph already: build only.
 */
function serverGlueFromSource() {
  const source = fileURLToPath(new URL('./src/', import.meta.url));
  const shared = ['server', 'platform'].map((folder) => join(source, folder) + sep);
  return {
    name: 'r999:server-glue-from-source',
    apply: /** @type {const} */ ('build'),
    enforce: /** @type {const} */ ('pre'),
    /** @param {{ name: string }} environment */
    applyToEnvironment: (environment) => environment.name === 'ssr',
    /**
     * @this {{ resolve: (source: string, importer?: string, options?: object) => Promise<{ id: string; external?: unknown } | null> }}
     * @param {string} id @param {string | undefined} importer @param {object} options
     */
    async resolveId(id, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.endsWith('.ts') || !shared.some((folder) => resolved.id.startsWith(folder)))
        return null;
      return { id: resolved.id, external: /** @type {const} */ ('absolute') };
    },
    /**
     * The absolute paths written above, made relative to each built file (the build may move).
     * @param {{ dir?: string }} output @param {Record<string, { type: string; fileName: string; code?: string }>} bundle
     */
    generateBundle(output, bundle) {
      if (!output.dir) throw new Error('server-glue-from-source: the server build has no output folder');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.code === undefined) continue;
        const from = dirname(join(output.dir, chunk.fileName));
        chunk.code = chunk.code.replace(/(["'])([^"'\n]+\.ts)\1/g, (quoted, quote, path) => {
          if (!shared.some((folder) => path.startsWith(folder))) return quoted;
          const near = relative(from, path).split(sep).join('/');
          return quote + (near.startsWith('.') ? near : `./${near}`) + quote;
        });
      }
    },
  };
}

/**
 * The modules every page's first scripts share, bundled as one file each (manualChunks below): the
 * shell's React parts (`shell-ui`) and the shell's stores and helpers (`shell`), by path under src/.
 * A path that no longer names a file stops the build: a moved file would silently split the shell
 * into a dozen small chunks again (each a request on every page).
 */
const SHELL_UI_SOURCES = [
  'islands/shell/ui/icons.tsx',
  'islands/shell/ui/Modal.tsx',
  'islands/content/ContentPicture.tsx',
  'hooks/use-mounted.ts',
];
const SHELL_SOURCES = [
  'stores/shell/ui.ts',
  'stores/content/agent.ts',
  'stores/account/user.ts',
  'stores/account/session.ts',
  'stores/session-atom.ts',
  'i18n/shell/th-shell.ts',
  'lib/shell/notify.ts',
  'lib/shell/navigation.ts',
  'lib/account/return-path.ts',
  'lib/routes.ts',
  'lib/money/money.ts',
  'lib/shell/toast-durations.ts',
  'contract/content/site.ts',
  'api/unauthorized.ts',
];
const SOURCE_ROOT = fileURLToPath(new URL('./src/', import.meta.url));
/** @param {string[]} paths the files' paths under src/, checked to exist */
function sourceFiles(paths) {
  const files = paths.map((path) => join(SOURCE_ROOT, path));
  for (const file of files) if (!existsSync(file)) throw new Error(`astro.config.mjs: the shell's chunks name ${file}, which is gone`);
  return new Set(files);
}
const SHELL_UI_FILES = sourceFiles(SHELL_UI_SOURCES);
const SHELL_FILES = sourceFiles(SHELL_SOURCES);
/**
 * Whether a module id (a file path, with a query perhaps) is one of `files`.
 * @param {Set<string>} files
 * @param {string} id
 */
const isSourceOf = (files, id) => files.has(id.split('?')[0]);

const COLOR_MIX_FALLBACK = '@supports (color:color-mix(in lab, red, red)){';
const AT_PROPERTY_FALLBACK = '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block)))';

/**
 * The stylesheet blocks first paint, so it carries only what the browsers Tailwind 4 supports
 * (Safari 16.4, Chrome 111, Firefox 128) use. Tailwind writes each colour with an opacity twice, a
 * plain fallback and then color-mix() under `@supports (color: color-mix(...))`, and declares its
 * custom properties again for browsers without @property: all of them have both, so the color-mix
 * rules lose their wrapper (and, merged by Lightning CSS, override the fallbacks in place) and the
 * @property stand-in goes. About 1.5 KiB gzip of the 12 KiB budget.
 */
function modernCssOnly() {
  return {
    name: 'r999:modern-css-only',
    apply: /** @type {const} */ ('build'),
    enforce: /** @type {const} */ ('post'),
    /** @param {unknown} _ @param {Record<string, { type: string; fileName: string; source?: string | Uint8Array }>} bundle */
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css') || file.source === undefined) continue;
        const css = typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
        const trimmed = dropEach(unwrapBlocks(css, COLOR_MIX_FALLBACK), AT_PROPERTY_FALLBACK);
        const { code } = transformCss({
          filename: file.fileName,
          code: Buffer.from(trimmed),
          minify: true,
        });
        file.source = Buffer.from(code).toString('utf8');
      }
    },
  };
}

export default defineConfig({
  output: 'server',
  // The public address, when the build knows it: the content pages' Open Graph and canonical URLs.
  site: process.env.SITE_URL?.trim() || undefined,
  markdown: { processor: satteri({ hastPlugins: [markdownLook()] }) },
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), wantedDirective()],
  // Our own prefetch (src/boot/prefetch.ts) skips 2g and data-saver connections entirely.
  prefetch: false,
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  // The API door refuses cross-site posts itself, with the JSON envelope and a Thai message
  // (src/pages/api/[...path].ts); Astro's own check would answer 403 text/plain in English.
  security: { checkOrigin: false },
  vite: {
    plugins: [tailwindcss(), sonnerWithoutInjectedCss(), modernCssOnly(), serverGlueFromSource()],
    // Served through the plugin above in development too (pre-bundled dependencies skip plugins).
    optimizeDeps: { exclude: ['sonner'] },
    build: {
      // A page's small script is never inlined: the content security policy allows inline scripts
      // by hash only (the directive's and the service worker's), a file of ours by 'self'.
      assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith('.js') ? false : undefined),
      rollupOptions: {
        output: {
          /**
           * Stylesheets named by their content only: the pages built ahead of time and the server's
           * pages are bundled apart, and the same stylesheet then gets the same address (one download).
           * @param {{ names?: string[] }} asset
           */
          assetFileNames: (asset) =>
            asset.names?.some((name) => name.endsWith('.css')) ? '_astro/site.[hash][extname]' : '_astro/[name].[hash][extname]',
          /**
           * Every page runs React and the shell's islands (header, drawer, dialogs): their modules go
           * in two files instead of some thirty small ones, each with its own imports and its own
           * gzip window. What loads later (forms, lotto, the API client, sonner) keeps its chunks.
           * @param {string} id
           */
          manualChunks(id) {
            if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
            // The shell's React parts in their own file: the page's first scripts (router, loading
            // bar) import the shell and must not pull React in before the page has painted.
            if (/[\\/]node_modules[\\/]@nanostores[\\/]react[\\/]/.test(id)) return 'shell-ui';
            if (isSourceOf(SHELL_UI_FILES, id)) return 'shell-ui';
            if (/[\\/]node_modules[\\/](nanostores|@nanostores)[\\/]/.test(id)) return 'shell';
            if (isSourceOf(SHELL_FILES, id)) return 'shell';
            return undefined;
          },
        },
      },
    },
  },
});
