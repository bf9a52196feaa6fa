// The LIFF pages' start (layouts/Liff.astro): when the page carries a LIFF id, the LINE SDK is
// loaded (its own chunk, never on other pages) and initialised; the page says where it runs on
// <html data-liff>: 'client' inside LINE, 'browser' outside it, 'failed' when LINE could not be
// reached. Nothing on the page waits for it: without an id, or should it fail, the page works as
// a normal page.
export type LiffState = 'client' | 'browser' | 'failed';

interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isInClient(): boolean;
}

const loadSdk = async (): Promise<LiffSdk> => (await import('@line/liff')).default;

export async function startLiff(liffId: string | undefined, load: () => Promise<LiffSdk> = loadSdk): Promise<LiffState | null> {
  if (!liffId) return null;
  let state: LiffState;
  try {
    const liff = await load();
    await liff.init({ liffId });
    state = liff.isInClient() ? 'client' : 'browser';
  } catch {
    state = 'failed';
  }
  document.documentElement.dataset.liff = state;
  return state;
}
