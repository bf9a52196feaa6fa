// UI state (SPEC.md section 3): dialogs open and close by boolean flags.
import { atom, map } from 'nanostores';

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
}

export function closeDialog(name: DialogName): void {
  $dialogs.setKey(name, false);
}
