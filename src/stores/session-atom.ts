// An atom kept in sessionStorage (the spec keeps session state there; @nanostores/persistent
// only speaks localStorage). On the server it is a plain atom with the initial value.
import { atom, type WritableAtom } from 'nanostores';

export function sessionAtom<T>(key: string, initial: T): WritableAtom<T> {
  const store = atom<T>(initial);
  if (typeof sessionStorage === 'undefined') return store;
  try {
    const saved = sessionStorage.getItem(key);
    if (saved !== null) store.set(JSON.parse(saved) as T);
  } catch {
    sessionStorage.removeItem(key);
  }
  store.listen((value) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled: the state still lives in memory
    }
  });
  return store;
}
