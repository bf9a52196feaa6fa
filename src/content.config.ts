// The marketers' content (issue 15): Markdown files with front matter, checked against these schemas
// when the site is built. A file whose front matter does not fit stops the build with a message
// naming the file and the field. How to add a page: docs/content.md, "Content pages".
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { isOwnPath } from './contract/own-path.ts';

/** A path on our own origin (the site loads nothing from elsewhere): the desk's rule (contract/own-path.ts). */
const ownPath = z.string().refine(isOwnPath, 'must be a path on this site, starting with one /');

const seo = {
  /** The page's title: the browser tab, search results and link previews */
  title: z.string().min(1).max(80),
  /** One or two sentences for search results and link previews */
  description: z.string().min(20).max(200),
};

/** Promotion landing pages: /promotions/{file name}. */
const promotions = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/promotions' }),
  schema: z.object({
    ...seo,
    /** The picture at the top and in link previews, under public/ */
    image: ownPath,
    /** The headline figure, e.g. "โบนัส 50%" */
    highlight: z.string().min(1).max(40),
    /** The button at the end */
    cta: z.object({ label: z.string().min(1).max(40), href: ownPath }),
    /** The platform promotion the button takes in one tap (its id in the operator's list); leave
        out and the button is a plain link to cta.href */
    promotion: z.number().int().positive().optional(),
    /** Shown on the home page, in this order (lower first); leave out to keep it off the home page */
    home_order: z.number().int().min(1).optional(),
    published: z.coerce.date(),
  }),
});

/** How-to, rules, policies and the FAQ: /help/{file name}. */
const guides = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/guides' }),
  schema: z.object({
    ...seo,
    group: z.enum(['how-to', 'rules', 'policy', 'faq']),
    /** The order within its group on /help (lower first) */
    order: z.number().int().min(1),
    updated: z.coerce.date(),
  }),
});

export const collections = { promotions, guides };
