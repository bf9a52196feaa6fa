// The pages the bench measures, read from the site itself: the files under src/pages (Astro's
// route table), with who may open each from the site's route table (src/lib/routes.ts). Dynamic
// routes get real samples from the running site.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { guardOf } from '../src/lib/routes.ts';

const PAGE_EXTENSIONS = /\.(astro|md|mdx|html)$/;
/** Astro renders these itself for errors (the middleware, 503); they are not routes a member opens. */
const ERROR_PAGES = new Set(['/404', '/500', '/503']);

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Astro's route patterns from the page files: `lotto/[round_id].astro` -> `/lotto/[round_id]`.
 * Endpoints (.ts/.js, e.g. the API door) and `_`-prefixed files are not pages.
 */
/** @returns {string[]} */
export function pagePatterns(pagesDir = 'src/pages') {
  return listFiles(pagesDir)
    .map((file) => relative(pagesDir, file).split(sep))
    .filter((parts) => PAGE_EXTENSIONS.test(parts.at(-1)) && !parts.some((part) => part.startsWith('_')))
    .map((parts) => {
      const segments = [...parts.slice(0, -1), parts.at(-1).replace(PAGE_EXTENSIONS, '')];
      if (segments.at(-1) === 'index') segments.pop();
      return `/${segments.join('/')}`;
    })
    .filter((pattern) => !ERROR_PAGES.has(pattern))
    .sort();
}

/** Who may open a path: the guards send members away from guest pages and visitors from member pages. */
export function rolesOf(path) {
  const guard = guardOf(path);
  return {
    guard,
    roles: ['visitor', 'member'].filter((role) => !(guard === 'member' && role === 'visitor') && !(guard === 'guest' && role === 'member')),
  };
}

/** The pages of a content collection: its Markdown files' names (src/content/{collection}). */
function contentPages(collection) {
  return readdirSync(join('src/content', collection))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ value: file.replace(/\.md$/, ''), note: collection }));
}

/** The open rounds, Yeekee and ordinary, from the lobby's call. */
async function openRounds(baseUrl) {
  const answer = await (await fetch(`${baseUrl}/api/lotto/rounds?status=open`)).json();
  return answer.data ?? [];
}

/**
 * Samples for dynamic segments, by parameter name (called with the site's address, the page's
 * pattern and the bench's member). A new dynamic page needs one here; until then the bench reports
 * it as not measured (a miss), it does not skip it silently.
 */
const SAMPLERS = {
  /** An open Yeekee round (the busiest page) and the open ordinary round that closes last. */
  async round_id(baseUrl) {
    const open = await openRounds(baseUrl);
    const yeekee = open.find((round) => round.is_yeekee);
    const ordinary = open.filter((round) => !round.is_yeekee).sort((a, b) => Date.parse(b.close_at) - Date.parse(a.close_at))[0];
    return [
      yeekee && { value: String(yeekee.round_id), note: 'yeekee' },
      ordinary && { value: String(ordinary.round_id), note: ordinary.category_code },
    ].filter(Boolean);
  },
  /** Every promotion landing page (/promotions/{promotion}): the Markdown files of the content. */
  async promotion() {
    return contentPages('promotions');
  },
  /** Every help page (/help/{guide}). */
  async guide() {
    return contentPages('guides');
  },
  /** The content desk's lists of rows (/admin/content/{desk}). */
  async desk() {
    return ['announcements', 'events', 'promotions', 'coupons'].map((name) => ({ value: name, note: `content ${name}` }));
  },
  /** The LINE pages (/liff/{page}). */
  async page() {
    return ['register', 'deposit', 'lotto'].map((name) => ({ value: name, note: `liff ${name}` }));
  },
  /** The open poll and the closed one of the demo data (/poll/{poll_id}). */
  async poll_id(baseUrl) {
    const samples = [];
    for (const id of ['1', '2']) {
      const answer = await (await fetch(`${baseUrl}/api/poll/config?poll_id=${id}`)).json();
      if (answer.error === 0) samples.push({ value: id, note: `${answer.data.config.status} poll` });
    }
    return samples;
  },
  /** Every game lobby (/lobby/{name}). */
  async name(baseUrl) {
    const categories = await Promise.all(
      ['casino', 'slot', 'fishing', 'sport', 'freespin'].map(async (key) => {
        const answer = await (await fetch(`${baseUrl}/api/lobby/configs?lobby_key=${key}`)).json();
        return answer.error === 0 ? key : null;
      }),
    );
    return categories.filter(Boolean).map((key) => ({ value: key, note: key }));
  },
  /**
   * The back office's pages of one record: a round's risk desk (/admin/lotto/rounds/{id}/risk, the
   * open ordinary round that closes last) and a member's page (/admin/members/{id}, the bench's
   * member). Without a staff session they answer the log-in page, as they would a visitor.
   */
  async id(baseUrl, pattern, member) {
    if (pattern.startsWith('/admin/lotto/rounds/')) {
      const ordinary = (await openRounds(baseUrl))
        .filter((round) => !round.is_yeekee)
        .sort((a, b) => Date.parse(b.close_at) - Date.parse(a.close_at))[0];
      return ordinary ? [{ value: String(ordinary.round_id), note: `risk desk ${ordinary.category_code}` }] : [];
    }
    if (pattern.startsWith('/admin/members/') && member) return [{ value: String(member.memberId), note: 'the bench member' }];
    return [];
  },
  /** A game page (/game/{key}) on a demo link of each engine, as the launcher would open it. */
  async key(baseUrl) {
    const samples = [];
    for (const [game_id, engine] of [
      ['r999-fruits', 'slot'],
      ['r999-baccarat-1', 'baccarat'],
    ]) {
      const answer = await (
        await fetch(`${baseUrl}/api/game/demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ game_id, provider_id: 'r999', is_mobile: true, source: 'r999' }),
        })
      ).json();
      if (answer.error === 0) samples.push({ value: answer.data.link.split('/').pop(), note: `demo ${engine}` });
    }
    return samples;
  },
};

/**
 * Every path to measure: { path, pattern, note, guard, roles }, and the patterns that could not be
 * sampled ({ pattern, reason }). `member`: the bench's registered member ({ memberId }).
 * @param {string} baseUrl
 * @param {{ member?: { memberId: number }; pagesDir?: string }} [options]
 */
export async function resolveRoutes(baseUrl, { member, pagesDir = 'src/pages' } = {}) {
  const routes = [];
  const unmeasured = [];
  const add = (path, pattern, note = '') => routes.push({ path, pattern, note, ...rolesOf(path) });

  for (const pattern of pagePatterns(pagesDir)) {
    const param = pattern.match(/\[([^\].]+)\]/);
    if (param) {
      const sampler = SAMPLERS[param[1]];
      const samples = sampler ? await sampler(baseUrl, pattern, member) : [];
      if (!samples.length)
        unmeasured.push({ pattern, reason: sampler ? `no ${param[1]} to sample now` : `no sampler for [${param[1]}] in bench/routes.mjs` });
      for (const sample of samples) add(pattern.replace(param[0], sample.value), pattern, sample.note);
    } else {
      add(pattern, pattern);
    }
  }
  return { routes, unmeasured };
}
