// Every answer the tests' clients receive is checked against its endpoint's declared answer
// (src/contract/endpoints/): a platform answer that drifts from the contract fails the test that
// saw it, on both engines, without the test asserting anything about it.
import { findEndpoint } from '../../src/contract/endpoints/all.ts';

export function checkAgainstContract(method: string, path: string, status: number, body: { error?: unknown; data?: unknown }): void {
  if (status !== 200 || body?.error !== 0) return;
  const endpoint = findEndpoint(method, new URL(path, 'http://x').pathname);
  if (!endpoint) return;
  const parsed = endpoint.answer.safeParse(body.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${method} ${endpoint.path} answered outside its contract: ${issues.join('; ')}`);
  }
}
