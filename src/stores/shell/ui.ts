// UI state (SPEC.md section 3): dialogs open and close by boolean flags; the selected sooth room.
import { persistentAtom } from '@nanostores/persistent';
import { atom, map } from 'nanostores';
import { wantIsland } from '../../lib/wanted.ts';

export type DialogName = 'promotion' | 'notification' | 'deposit' | 'login' | 'register' | 'event' | 'memberMenu' | 'logout';

export const $navDrawer = atom(false);
export const $dialogs = map<Record<DialogName, boolean>>({
  promotion: false,
  notification: false,
  deposit: false,
  login: false,
  register: false,
  event: false,
  memberMenu: false,
  logout: false,
});

export function openDialog(name: DialogName): void {
  $dialogs.setKey(name, true);
  // The dialog's island may still wait for its first use (client:wanted): wake it.
  wantIsland(name);
}

export function closeDialog(name: DialogName): void {
  $dialogs.setKey(name, false);
}

/**
 * The baccarat room last looked at on /sooth (its game id), kept in localStorage; null: none yet.
 * Only the browser knows it: the page renders the room in its address (or the first) and the
 * island moves to this one after hydration, in the same fixed space.
 */
export const $soothRoom = persistentAtom<number | null>('r999:soothRoom', null, {
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
  },
});
