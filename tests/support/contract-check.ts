// Every answer the tests' clients receive is checked against its endpoint's declared answer
// (src/contract/endpoints/): a platform answer that drifts from the contract fails the test that
// saw it, on both engines, without the test asserting anything about it. A refusal is checked too:
// its code must be one the endpoint declares (or one any call may answer), so a declaration's
// refusal list cannot fall behind what its route answers.
import { findEndpoint } from '../../src/contract/endpoints/all.ts';
import { ERRORS, type ErrorKey } from '../../src/platform/errors.ts';

/** Codes below 1100 any call may answer: the HTTP-mirrored ones (the door, the router) and input checks. */
const ANY_CALL = 1100;
const codeOf = new Map<number, ErrorKey>(Object.entries(ERRORS).map(([key, entry]) => [entry.code, key as ErrorKey]));

function checkRefusal(method: string, path: string, declared: readonly string[], code: number): void {
  if (code < ANY_CALL) return;
  const key = codeOf.get(code);
  if (key && declared.includes(key)) return;
  throw new Error(`${method} ${path} answered refusal ${code} (${key ?? 'not in errors.ts'}), which its declaration does not list`);
}

export function checkAgainstContract(method: string, path: string, status: number, body: { error?: unknown; data?: unknown }): void {
  const endpoint = findEndpoint(method, new URL(path, 'http://x').pathname);
  if (!endpoint) return;
  if (typeof body?.error === 'number' && body.error !== 0) return checkRefusal(method, endpoint.path, endpoint.refusals, body.error);
  if (status !== 200 || body?.error !== 0) return;
  const parsed = endpoint.answer.safeParse(body.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${method} ${endpoint.path} answered outside its contract: ${issues.join('; ')}`);
  }
}
