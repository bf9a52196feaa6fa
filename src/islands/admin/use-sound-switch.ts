// A desk's sound switch, remembered on this device. A browser plays sound only after a tap on the
// page: the switch's own tap prepares it; switched on from an earlier visit, the first tap or key
// anywhere on the page does.
import { useEffect, useState } from 'react';
import { beep, unlockBeep } from './beep.ts';

export function useSoundSwitch(storageKey: string): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (localStorage.getItem(storageKey) !== 'on' || !unlockBeep()) return;
    setOn(true);
    const wake = () => void unlockBeep();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [storageKey]);

  function toggle() {
    const next = !on && unlockBeep();
    localStorage.setItem(storageKey, next ? 'on' : 'off');
    setOn(next);
    if (next) beep();
  }
  return [on, toggle];
}
