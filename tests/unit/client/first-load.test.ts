import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wipeTestStorage } from './helpers.ts';

type FirstLoad = typeof import('../../../src/boot/first-load.ts');

/** A document whose #first-load element holds `text` in data-known (or no such element for null). */
function pageWith(text: string | null): Document {
  const element = { getAttribute: (name: string) => (name === 'data-known' ? text : null) };
  return { getElementById: (id: string) => (id === 'first-load' && text !== null ? element : null) } as unknown as Document;
}

const member = { id: 7, phone: '0812345678', full_name: 'สมชาย ใจดี', bank_account_masked: 'xxx-x-x2333-x' };
const agent = { agent_code: 'r999', agent_id: 33, name: 'R999', agent_logo: '/images/logo.svg', line_admin_url: '', line_contact_url: '' };

describe('first load from what the server knows', () => {
  let firstLoad: FirstLoad;

  beforeEach(async () => {
    vi.resetModules();
    const persistent = await import('@nanostores/persistent');
    persistent.useTestStorageEngine();
    wipeTestStorage(persistent.getTestStorage());
    firstLoad = await import('../../../src/boot/first-load.ts');
  });

  it('puts the server-known member and agent configuration in the stores, with no API call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    firstLoad.firstLoad(pageWith(firstLoad.serverKnownJson({ agent, member } as never)));
    const { $userInfo } = await import('../../../src/stores/account/user.ts');
    const { $agentConfig } = await import('../../../src/stores/content/agent.ts');
    expect($userInfo.get()).toEqual(member);
    expect($agentConfig.get()).toEqual(agent);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the stores alone for a visitor, a page without the element, or unreadable JSON', async () => {
    const { $userInfo } = await import('../../../src/stores/account/user.ts');
    for (const text of [firstLoad.serverKnownJson({ agent: null, member: null }), null, '{oops']) {
      firstLoad.firstLoad(pageWith(text));
      expect($userInfo.get()).toBeNull();
    }
  });
});
