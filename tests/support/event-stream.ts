// Reads a server-sent events body as a test does: events in order, each with its id, name and
// data (parsed JSON), and whether the stream has ended; and opens one over HTTP as a browser would.
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

export interface OpenedStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The events, when the answer is a stream. */
  events: EventReader | null;
  /** The envelope, when it is a refusal. */
  envelope: { error: number; message: string; data: unknown } | null;
}

/** GETs `url` with the cookies (and from `from`, a loopback address, when given), gzip asked as a browser does. */
export function openStream(url: string, options: { cookie?: string; from?: string; lastEventId?: string } = {}): Promise<OpenedStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const asked = httpRequest(url, { headers, localAddress: options.from }, (incoming) => {
      const status = incoming.statusCode ?? 0;
      if ((incoming.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        const events = readEvents(Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        return resolve({ status, headers: incoming.headers, events, envelope: null });
      }
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status, headers: incoming.headers, events: null, envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}
export interface StreamEvent {
  id: string | null;
  event: string | null;
  data: unknown;
}

export interface EventReader {
  /** The next event with a name (not an id-only line), or throws after `waitMs`. */
  next(waitMs?: number): Promise<StreamEvent>;
  /** The next event named `name` (the others stay queued). */
  nextNamed(name: string, waitMs?: number): Promise<StreamEvent>;
  /** The last id the stream gave (as EventSource keeps it for a reconnect). */
  lastId(): string | null;
  /** Whether the body broke off (the connection lost mid-stream) rather than ended. */
  brokeOff(): boolean;
  /** Resolves when the body ends (the server closed it). */
  ended(waitMs?: number): Promise<void>;
  cancel(): Promise<void>;
}

export function readEvents(body: ReadableStream<Uint8Array>): EventReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  let lastId: string | null = null;
  let done = false;
  let broken = false;
  const wake = () => waiters.splice(0).forEach((waiter) => waiter());
  const pump = async () => {
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          let id: string | null = null;
          let event: string | null = null;
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') id = value;
            if (field === 'event') event = value;
            if (field === 'data') data = data === null ? value : `${data}\n${value}`;
          }
          if (id !== null) lastId = id;
          if (event !== null) queue.push({ id, event, data: data === null ? null : JSON.parse(data) });
        }
        wake();
      }
    } catch {
      // Cancelled, or the connection lost.
      broken = true;
    }
    done = true;
    wake();
  };
  void pump();
  const waitFor = (ready: () => boolean, waitMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) return resolve();
        if (done) return reject(new Error(`the stream ended before ${what}`));
        waiters.push(check);
      };
      setTimeout(() => reject(new Error(`no ${what} within ${waitMs} ms`)), waitMs).unref?.();
      check();
    });
  return {
    async next(waitMs = 5_000) {
      await waitFor(() => queue.length > 0, waitMs, 'event');
      return queue.shift()!;
    },
    async nextNamed(name, waitMs = 5_000) {
      await waitFor(() => queue.some((one) => one.event === name), waitMs, `${name} event`);
      return queue.splice(
        queue.findIndex((one) => one.event === name),
        1,
      )[0]!;
    },
    lastId: () => lastId,
    brokeOff: () => broken,
    ended: (waitMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (done ? resolve() : waiters.push(check));
        setTimeout(() => reject(new Error(`the stream did not end within ${waitMs} ms`)), waitMs).unref?.();
        check();
      }),
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
