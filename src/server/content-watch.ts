// Every node reads the content version once a second (a one-row read in the shared database) and,
// when it has moved, forgets the visitor pages and agent content it keeps in memory: a publish, a
// banner or a promotion changed on another node, or a scheduled minute passing, shows on every
// node within about a second. On its own node a content desk call forgets at once: the API door
// reads the endpoint's declaration (`invalidates: 'content'`).
import * as content from '../contract/endpoints/content/content.ts';
import { getPlatform } from '../platform/index.ts';
import { forgetAgentContent } from './agent-content.ts';
import { isUpstream } from './gateway.ts';
import { forgetVisitorPages } from './page-cache.ts';
import { load } from './page-load.ts';

const CHECK_MS = 1_000;

/** Forgets what this node keeps of the content desk's work (the next visitor gets a fresh render). */
export function forgetContent(): void {
  forgetVisitorPages();
  forgetAgentContent();
}

/** The version, from the embedded platform in this process, else asked of the operator's; null when unanswered. */
async function readVersion(): Promise<string | null> {
  if (isUpstream()) return (await load(content.version)).data?.version ?? null;
  return (await getPlatform()).contentVersion();
}

let watch: NodeJS.Timeout | undefined;

/** Starts the check (once per process); it never keeps the process alive. */
export function watchContent(): void {
  if (watch) return;
  let seen: string | null = null;
  let asking = false;
  watch = setInterval(() => {
    if (asking) return;
    asking = true;
    readVersion()
      .then((version) => {
        // An unanswered check keeps what is kept; the next one asks again.
        if (version === null) return;
        // The first reading too: what was kept before it may be older than the version it read
        // (a change on another node between this node's first render and its first check).
        if (version !== seen) forgetContent();
        seen = version;
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  }, CHECK_MS);
  watch.unref();
}
