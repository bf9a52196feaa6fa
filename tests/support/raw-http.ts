// Raw HTTP/1.1 over a socket, for requests fetch() refuses to send: header values with NUL, CR,
// LF or bytes outside Latin-1, declared sizes that never arrive, undecodable URLs.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

function parse(raw: Buffer): RawAnswer {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  let body = split === -1 ? '' : text.slice(split + 4);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(at + 1).trim());
  }
  if (headers['transfer-encoding']?.[0] === 'chunked') {
    let decoded = '';
    let rest = Buffer.from(body, 'utf8');
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
      if (!size) break;
      decoded += rest.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8');
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body };
}

/** A whole answer with a Content-Length has arrived (the request may still be open). */
function complete(raw: Buffer): boolean {
  const split = raw.indexOf('\r\n\r\n');
  if (split === -1) return false;
  const length = /content-length:\s*(\d+)/i.exec(raw.subarray(0, split).toString('latin1'))?.[1];
  return length !== undefined && raw.length - split - 4 >= Number(length);
}

/**
 * Sends `head` (request line and headers, without the blank line) and then `body`, and reads the
 * answer until the server closes, or until a whole answer has arrived: a server that answers before
 * the body is complete is seen answering. Bytes are sent as given.
 */
export function rawRequest(baseUrl: string, head: Buffer | string, body: Buffer | string = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const raw = Buffer.concat(chunks);
      if (complete(raw)) {
        socket.destroy();
        resolve(parse(raw));
      }
    });
    socket.on('error', (error) => (chunks.length ? resolve(parse(Buffer.concat(chunks))) : reject(error)));
    socket.on('close', () => resolve(parse(Buffer.concat(chunks))));
    socket.on('connect', () => {
      socket.write(Buffer.concat([Buffer.from(head), Buffer.from('\r\nConnection: close\r\n\r\n'), Buffer.from(body)]));
    });
  });
}
