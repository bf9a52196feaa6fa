// Pages call the API on the server through the same functions islands use (src/api/): those calls
// go to the gateway here, without a session, so only calls open to visitors (e.g. the banks).
import { setServerTransport } from '../api/client.ts';
import { dispatch } from './gateway.ts';

export function installServerTransport(): void {
  setServerTransport(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    return dispatch({
      method: request.method,
      path: url.pathname + url.search,
      body: body || undefined,
      contentType: request.headers.get('content-type') ?? undefined,
    });
  });
}
