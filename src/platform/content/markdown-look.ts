// A Sätteri hast plugin for the content pages' Markdown: each element gets the site's own classes
// (ones the stylesheet already has, so no page pays for a typography stylesheet) and, where the
// site has none, a small inline style. Used by the build (astro.config.mjs, the seed's Markdown
// files) and by the platform's renderer (markdown.ts), so a page looks the same built or published.
// src/styles/global.css points Tailwind at these classes.
import type { SatteriMarkdownProcessorOptions } from '@astrojs/markdown-satteri';

const LOOK: Record<string, { className?: string; style?: string }> = {
  h2: { className: 'mt-6 mb-2 text-lg font-semibold' },
  h3: { className: 'mt-4 mb-2 font-semibold' },
  p: { className: 'mb-3' },
  ul: { className: 'mb-3', style: 'list-style: disc; padding-left: 1.25rem' },
  ol: { className: 'mb-3', style: 'list-style: decimal; padding-left: 1.25rem' },
  li: { style: 'margin-bottom: 0.25rem' },
  a: { className: 'link' },
  strong: { className: 'font-semibold' },
  img: { className: 'w-full rounded-box' },
  table: { className: 'mb-3 w-full text-sm', style: 'display: block; overflow-x: auto; border-collapse: collapse' },
  th: { className: 'border border-base-300 p-2', style: 'text-align: left' },
  td: { className: 'border border-base-300 p-2' },
};

type HastPlugin = NonNullable<SatteriMarkdownProcessorOptions['hastPlugins']>[number];

/** The plugin (Sätteri's hast plugin shape: a name and visitors filtered by tag). */
export function markdownLook(): HastPlugin {
  return {
    name: 'r999-markdown-look',
    element: [
      {
        filter: Object.keys(LOOK),
        visit(node, ctx) {
          const { className, style } = LOOK[node.tagName] ?? {};
          const classes = (node.properties?.className as string[] | undefined) ?? [];
          if (className) ctx.setProperty(node, 'className', [...classes, ...className.split(' ')]);
          if (style) ctx.setProperty(node, 'style', style);
        },
      },
    ],
  };
}
