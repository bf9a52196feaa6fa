// The API door forgets this node's kept visitor pages and agent content after a call whose
// declaration says it changes content (`invalidates: 'content'`) and that succeeded: the
// declaration decides, not the path. And it hands a signed webhook's body and signature on as they
// came (LINE's, issue 44).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../../src/contract/endpoints/all.ts';
import * as desk from '../../../src/contract/endpoints/admin/admin-content.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as line from '../../../src/contract/endpoints/account/line.ts';

const answers = vi.hoisted(() => ({
  next: { error: 0, message: 'สำเร็จ', data: null } as object,
  status: 200,
  calls: [] as { body?: string; signed?: Record<string, string> }[],
}));
vi.mock('../../../src/server/gateway.ts', () => ({
  isUpstream: () => false,
  dispatch: async (call: { body?: string; signed?: Record<string, string> }) => {
    answers.calls.push(call);
    return Response.json(answers.next, { status: answers.status });
  },
}));

const { answerApi } = await import('../../../src/server/api-door.ts');
const { visitorPagesForgotten } = await import('../../../src/server/page-cache.ts');

/** Whether the call made the door forget. */
async function forgets(method: 'GET' | 'POST', path: string): Promise<boolean> {
  const before = visitorPagesForgotten();
  const answer = await answerApi(
    new Request(`http://localhost${path}`, {
      method,
      body: method === 'POST' ? '{}' : undefined,
      headers: { 'content-type': 'application/json' },
    }),
  );
  expect(answer.status).toBe(answers.status);
  return visitorPagesForgotten() !== before;
}

describe('the API door forgets kept content by the declaration', () => {
  beforeEach(() => {
    answers.next = { error: 0, message: 'สำเร็จ', data: null };
    answers.status = 200;
  });

  it('after each call declared to change content', async () => {
    const declared = allEndpoints().filter((endpoint) => endpoint.invalidates === 'content');
    expect(declared.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([desk.contentPublish.path, desk.contentBannerSave.path, desk.contentPromotionSave.path]),
    );
    for (const endpoint of declared) expect(await forgets(endpoint.method, endpoint.path), endpoint.path).toBe(true);
  });

  it('not after a content desk call that changes nothing shown (the path alone says nothing)', async () => {
    expect(await forgets('POST', desk.contentPreview.path)).toBe(false);
    expect(await forgets('GET', desk.contentBanners.path)).toBe(false);
    expect(await forgets('POST', auth.login.path)).toBe(false);
  });

  it('not when the call was refused or failed', async () => {
    answers.next = { error: 1, message: 'ไม่พบหน้า', data: null };
    expect(await forgets('POST', desk.contentPublish.path)).toBe(false);
    answers.status = 500;
    answers.next = { error: 500, message: 'เกิดข้อผิดพลาด', data: null };
    expect(await forgets('POST', desk.contentBannerSave.path)).toBe(false);
  });
});

describe("the API door hands LINE's webhook on as it came", () => {
  it('the body byte for byte and X-Line-Signature, with no origin or session', async () => {
    answers.calls = [];
    const body = '{"destination":"U1","events":[ {"type":"follow"} ]}';
    await answerApi(
      new Request(`http://localhost${line.webhook.path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': 'c2lnbmVk' },
      }),
    );
    expect(answers.calls).toHaveLength(1);
    expect(answers.calls[0]!.body).toBe(body);
    expect(answers.calls[0]!.signed).toEqual({ 'x-line-signature': 'c2lnbmVk' });
  });
});
