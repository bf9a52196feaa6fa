// The lotto lobby (SPEC.md section 3, lobby): every category with its open rounds. The page seeds
// it from the server's render; from the first island that shows it until the last one goes, the
// store takes a fresh lobby (and clock) at once, then asks again just after the next round closes
// or opens, soon after a failure, when a phone shows the page again, and when the member's live
// stream tells of a round's change (closed early, made, settled, its numbers' rules).
import { atom, onMount } from 'nanostores';
import type { z } from 'zod/mini';
import { toastError } from '../../api/client.ts';
import { getLobby } from '../../api/lotto/lotto.ts';
import type { lobbySchema } from '../../contract/lotto/lotto.ts';
import { refreshDelay } from '../../lib/lotto/lobby-rounds.ts';
import { serverNow, syncServerTime } from '../server-clock.ts';
import { onLive } from '../live-events.ts';

export type Lobby = z.infer<typeof lobbySchema>;

/** After a failed refresh, try again this soon instead of waiting for the next round to change. */
const RETRY_MS = 15_000;
/** A round's change reaches every open lobby at once: each asks within this long, not all in the same instant. */
const SPREAD_MS = 1_000;

/** null until known: the server could not ask, and no fetch has answered yet. */
export const $lobby = atom<Lobby | null>(null);
/** Failed fetches since the last answer. */
export const $lobbyFailures = atom(0);

let loading = false;
/** Asked again while an answer was on its way: that answer may be from before the change. */
let askedAgain = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let active = false;

/** The lobby the server rendered the page with, and its clock (null: the store asks itself). */
export function showLobby(initial: Lobby | null): void {
  if (!initial) return;
  syncServerTime(initial.server_time);
  $lobby.set(initial);
  $lobbyFailures.set(0);
  schedule();
}

/** Ask again just after the next close or opening, or soon after a failure (none without a lobby). */
function schedule(): void {
  clearTimeout(timer);
  // Not while nobody listens (and reading the store then would start it).
  if (!active) return;
  const lobby = $lobby.get();
  if (!lobby) return;
  const delay = $lobbyFailures.get() > 0 ? RETRY_MS : refreshDelay(lobby.categories, serverNow());
  timer = setTimeout(() => void loadLobby(), delay);
}

/** `tellFailure`: the member asked (retry), so a failure is told. */
export async function loadLobby(tellFailure = false): Promise<void> {
  if (loading) {
    askedAgain = true;
    return;
  }
  loading = true;
  try {
    const answer = await getLobby();
    syncServerTime(answer.server_time);
    // The same rounds as on screen (the usual answer to the check right after the page loads):
    // keep them, and nothing is drawn again.
    const shown = $lobby.get();
    if (!shown || JSON.stringify(shown.categories) !== JSON.stringify(answer.categories)) $lobby.set(answer);
    $lobbyFailures.set(0);
  } catch (error) {
    $lobbyFailures.set($lobbyFailures.get() + 1);
    if (tellFailure) toastError(error);
  } finally {
    loading = false;
    // Each answer schedules the next check, even when its rounds were the same.
    if (askedAgain) {
      askedAgain = false;
      void loadLobby();
    } else schedule();
  }
}

onMount($lobby, () => {
  if (typeof document === 'undefined') return;
  active = true;
  // Phones freeze timers in the background: catch up when the page is seen again.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void loadLobby();
  };
  document.addEventListener('visibilitychange', onVisible);
  const told = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void loadLobby(), Math.random() * SPREAD_MS);
  };
  const unheard = [onLive('round', told), onLive('reload', told)];
  // The server-rendered lobby is already some time old: take a fresh one at once.
  void loadLobby();
  return () => {
    active = false;
    clearTimeout(timer);
    unheard.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
  };
});
