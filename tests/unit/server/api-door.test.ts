// The API door forgets this node's kept visitor pages and agent content after a call whose
// declaration says it changes content (`invalidates: 'content'`) and that succeeded: the
// declaration decides, not the path.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../../src/contract/endpoints/all.ts';
import * as desk from '../../../src/contract/endpoints/admin/admin-content.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';

const answers = vi.hoisted(() => ({ next: { error: 0, message: 'สำเร็จ', data: null } as object, status: 200 }));
vi.mock('../../../src/server/gateway.ts', () => ({
  isUpstream: () => false,
  dispatch: async () => Response.json(answers.next, { status: answers.status }),
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
