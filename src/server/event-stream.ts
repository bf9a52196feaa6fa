// A server-sent events answer (the member's live stream, platform/stream/) written to the socket as
// it comes: never buffered, never compressed (the front door hands it here before either), and
// never let to grow in memory: a client that stops reading is dropped once the socket holds more
// than SOCKET_LIMIT unsent bytes (EventSource reconnects by itself, with Last-Event-ID, when it can).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Unsent bytes on a stream's socket past which its reader is taken to be gone. */
const SOCKET_LIMIT = 64 * 1024;

export function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

export async function writeEventStream(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.writeHead(response.status);
  res.flushHeaders();
  const reader = response.body!.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.once('close', stop);
  if (req.method === 'HEAD') return void (stop(), res.end());
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
      if (res.writableLength > SOCKET_LIMIT) {
        stop();
        res.destroy();
        return;
      }
    }
    res.end();
  } catch {
    res.destroy();
  }
}
