// True once the island runs in the browser: persisted stores differ between server and browser,
// so islands show a stable placeholder until then to avoid hydration mismatches.
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
