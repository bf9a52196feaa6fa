// `client:wanted="name"`: an island that hydrates on its first use, not with the page (issue 30:
// the drawer, the dialogs and the launcher cost the phone's main thread on every page, and most
// pages never open them). Its server HTML is what the member sees meanwhile. It wakes when:
// - the member reaches for it: a pointer over it or down on it, focus, a key; the tap that wakes
//   it is held and given again once React has hydrated it (so the first tap is never lost);
// - something else asks for it by name (lib/wanted.ts: openDialog, selectGame).
// Registered in astro.config.mjs; Astro inlines it in the pages that use it.
import type { ClientDirective } from 'astro';
import { WANTED_EVENT } from '../lib/wanted.ts';

const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const wanted: ClientDirective = (load, options, island) => {
  const name = options.value as string;
  let held: HTMLElement | null = null;
  let started = false;

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, a, [role="button"]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void wake();
  };
  const onWanted = (event: Event) => {
    if ((event as CustomEvent<string>).detail === name) void wake();
  };
  const stopListening = () => {
    for (const type of INTENT) island.removeEventListener(type, wake);
    island.removeEventListener('click', hold, true);
    document.removeEventListener(WANTED_EVENT, onWanted);
  };

  async function wake() {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // Its code did not load (the network): the next tap tries again, none is held meanwhile.
      started = false;
      held = null;
      return;
    }
    stopListening();
    // React hydrates in a transition: give the held tap once it has committed (a task later).
    if (held) {
      const target = held;
      held = null;
      setTimeout(() => target.isConnected && target.click(), 0);
    }
  }

  for (const type of INTENT) island.addEventListener(type, wake, { passive: true });
  island.addEventListener('click', hold, true);
  document.addEventListener(WANTED_EVENT, onWanted);
  // The router swaps the page: an island that never woke stops listening with it.
  island.addEventListener('astro:unmount', stopListening, { once: true });
};

export default wanted;
