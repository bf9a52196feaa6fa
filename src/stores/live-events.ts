// What the member's live stream heard, for the islands that show it: each listens with `onLive`
// to the events it cares about, without loading the stream (stores/live.ts opens it, from the
// header's wallet chip) or its schemas. `reload` is also heard when the stream opens: whatever
// changed before it was open is read once then. While it is open (`liveOpen`) the islands' polls
// stand down; they are the fallback when it cannot be opened.
import type { LiveEvents } from '../contract/account/live.ts';
import type { LiveEventName } from '../contract/account/live-names.ts';

type Handler = (data: never) => void;
const handlers = new Map<LiveEventName, Set<Handler>>();
let open = false;

/** Calls `handler` with each `name` event's data (checked against its schema); answers the unsubscribe. */
export function onLive<N extends LiveEventName>(name: N, handler: (data: LiveEvents[N]) => void): () => void {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as Handler);
  handlers.set(name, set);
  return () => void set.delete(handler as Handler);
}

/** The stream heard `name` (stores/live.ts). */
export function heardLive<N extends LiveEventName>(name: N, data: LiveEvents[N]): void {
  for (const handler of handlers.get(name) ?? []) (handler as (data: LiveEvents[N]) => void)(data);
}

/** Whether the member's stream is open now: a poll waits while it is. */
export const liveOpen = (): boolean => open;

export function setLiveOpen(now: boolean): void {
  if (now && !open) {
    open = true;
    heardLive('reload', null);
  }
  open = now;
}
