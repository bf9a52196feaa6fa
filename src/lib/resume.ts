// A member whose session ended (HTTP 401) logs in again and comes back to the page they were on;
// that page may then pick up what they were doing on it (the bill being built), which it would
// otherwise start afresh. The mark is one path in sessionStorage, taken once.
const KEY = 'r999:resumeAfterLogin';

export function markResume(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // no storage: the page starts afresh, as it always did
  }
}

/** True once if the member was sent to log in from `path`; the mark is gone afterwards. */
export function takeResume(path: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== path) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
