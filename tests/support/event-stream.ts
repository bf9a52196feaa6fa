// Reads a server-sent events body as a test does: events in order, each with its id, name and
// data (parsed JSON), and whether the stream has ended.
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
      // Cancelled.
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
    ended: (waitMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (done ? resolve() : waiters.push(check));
        setTimeout(() => reject(new Error(`the stream did not end within ${waitMs} ms`)), waitMs).unref?.();
        check();
      }),
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
