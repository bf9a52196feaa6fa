// The desks' live stream in the browser (GET /api/admin/stream): one EventSource per back-office
// tab, opened with the first desk that listens and closed with the last. A desk reads its list
// when told (`queue` for its desk, `reload`, and once when the stream opens: what changed before
// it), and its own poll asks only while the stream is not open (`staffLiveOpen`): opening,
// reconnecting, or refused (a node restarting), when it is tried again after reconnectDelay.
import { reconnectDelay } from '../../lib/shell/reconnect-delay.ts';
import { STAFF_STREAM_PATH, staffEvents, type StaffEventName, type StaffEvents } from '../../contract/admin/staff-live.ts';

type Handler = (data: never) => void;
const handlers = new Map<StaffEventName, Set<Handler>>();
/** Times the browser gave up on the stream since it was last open. */
let failures = 0;
let source: EventSource | undefined;
let open = false;
let retry: ReturnType<typeof setTimeout> | undefined;

function heard<N extends StaffEventName>(name: N, data: StaffEvents[N]): void {
  for (const handler of handlers.get(name) ?? []) (handler as (data: StaffEvents[N]) => void)(data);
}

function start(): void {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(STAFF_STREAM_PATH);
  source = stream;
  stream.onopen = () => {
    open = true;
    failures = 0;
    heard('reload', null);
  };
  stream.onerror = () => {
    open = false;
    if (stream.readyState !== EventSource.CLOSED) return;
    source = undefined;
    retry = setTimeout(start, reconnectDelay(failures++));
  };
  for (const name of Object.keys(staffEvents) as StaffEventName[])
    stream.addEventListener(name, (event) => {
      const parsed = staffEvents[name].safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) heard(name, parsed.data as never);
    });
}

function stop(): void {
  clearTimeout(retry);
  source?.close();
  source = undefined;
  open = false;
}

/** Calls `handler` with each `name` event (opening the stream with the first listener); answers the unsubscribe. */
export function onStaffLive<N extends StaffEventName>(name: N, handler: (data: StaffEvents[N]) => void): () => void {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as Handler);
  handlers.set(name, set);
  start();
  return () => {
    set.delete(handler as Handler);
    if ([...handlers.values()].every((each) => each.size === 0)) stop();
  };
}

/** Whether the stream is open now: a desk's poll waits while it is. */
export const staffLiveOpen = (): boolean => open;
