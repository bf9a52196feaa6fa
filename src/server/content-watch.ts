// When the content desk's work changes what a node keeps in memory (the visitor pages, the agent
// content), the node forgets it. With the embedded platform: the live bus says so the moment a
// change commits on any node (PostgreSQL: NOTIFY), a timer fires at the next scheduled moment (a
// publish, an expiry, an active date), and a slow check of the content version every SAFETY_MS
// catches anything else (a clock moved, a row edited by hand). In front of an operator's platform
// (gateway) there is no bus to hear: the version is asked for every UPSTREAM_CHECK_MS. On its own
// node a content desk call forgets at once: the API door reads the endpoint's declaration
// (`invalidates: 'content'`).
import * as content from '../contract/endpoints/content/content.ts';
import { getPlatform, type Platform } from '../platform/index.ts';
import { forgetAgentContent } from './agent-content.ts';
import { isUpstream } from './gateway.ts';
import { forgetVisitorPages } from './page-cache.ts';
import { load } from './page-load.ts';

const UPSTREAM_CHECK_MS = 1_000;
const SAFETY_MS = 15_000;
/** A timer further ahead than this is set again from there (the clock may have moved meanwhile). */
const LONGEST_WAIT_MS = 60 * 60_000;

/** Forgets what this node keeps of the content desk's work (the next visitor gets a fresh render). */
export function forgetContent(): void {
  forgetVisitorPages();
  forgetAgentContent();
}

let started = false;

/** Starts watching (once per process); nothing of it keeps the process alive. */
export function watchContent(): void {
  if (started) return;
  started = true;
  if (isUpstream()) return checkEvery(UPSTREAM_CHECK_MS, async () => (await load(content.version)).data?.version ?? null);
  void getPlatform()
    .then(follow)
    .catch(() => (started = false));
}

/** Reads the version every `ms` and forgets when it moved (the first reading too: what was kept may be older). */
function checkEvery(ms: number, read: () => Promise<string | null>): void {
  let seen: string | null = null;
  let asking = false;
  setInterval(() => {
    if (asking) return;
    asking = true;
    read()
      .then((version) => {
        // An unanswered check keeps what is kept; the next one asks again.
        if (version === null) return;
        if (version !== seen) forgetContent();
        seen = version;
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  }, ms).unref();
}

/** The embedded platform: its bus, a timer for the next scheduled moment, and the slow check. */
function follow(platform: Platform): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    platform
      .nextContentMoment()
      .then((inMs) => {
        if (inMs === null) return;
        timer = setTimeout(
          () => {
            if (inMs <= LONGEST_WAIT_MS) forgetContent();
            arm();
          },
          // A moment's own millisecond counts as passed (`<=`): a little after it, never before.
          Math.min(inMs + 50, LONGEST_WAIT_MS),
        );
        timer.unref();
      })
      .catch(() => undefined);
  };
  platform.onContentChange(() => {
    forgetContent();
    // A change may have scheduled something sooner than the timer set.
    arm();
  });
  arm();
  checkEvery(SAFETY_MS, () => platform.contentVersion());
}
