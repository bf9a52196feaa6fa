// Asks for an island that waits for its first use (`client:wanted`, src/boot/client-wanted.ts):
// a dialog opened from elsewhere (the bell opens the announcements), a game selected for the
// launcher. The island hydrates, then reads the store that was set before it woke.
export const WANTED_EVENT = 'r999:wanted';

export function wantIsland(name: string): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent(WANTED_EVENT, { detail: name }));
}
