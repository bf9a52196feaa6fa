// Every node asks the platform for the content version once a second (a one-row read) and, when it
// has moved, forgets the visitor pages and agent content it keeps in memory: a publish, a banner
// or a promotion changed on one node, or a scheduled minute passing, shows on every node within
// about a second. The API door also forgets at once on its own node's desk calls.
import * as content from '../contract/endpoints/content.ts';
import { forgetAgentContent } from './agent-content.ts';
import { forgetVisitorPages } from './page-cache.ts';
import { load } from './page-load.ts';

const CHECK_MS = 1_000;

/** Forgets what this node keeps of the content desk's work (the next visitor gets a fresh render). */
export function forgetContent(): void {
  forgetVisitorPages();
  forgetAgentContent();
}

/** Starts the check (once per process); it never keeps the process alive. */
export function watchContent(): void {
  const holder = globalThis as typeof globalThis & { __r999ContentWatch?: NodeJS.Timeout };
  if (holder.__r999ContentWatch) return;
  let seen: string | null = null;
  let asking = false;
  holder.__r999ContentWatch = setInterval(() => {
    if (asking) return;
    asking = true;
    load(content.version)
      .then(({ data }) => {
        // An unanswered check keeps what is kept; the next one asks again.
        if (!data) return;
        // The first reading too: what was kept before it may be older than the version it read
        // (a change on another node between this node's first render and its first check).
        if (data.version !== seen) forgetContent();
        seen = data.version;
      })
      .finally(() => (asking = false));
  }, CHECK_MS);
  holder.__r999ContentWatch.unref();
}
