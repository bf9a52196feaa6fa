// The server is the clock (DESIGN.md "Time"): answers carry `server_time`; the browser keeps only
// the offset between its own clock and the server's, and counts down with it.
import { atom } from 'nanostores';

/** Server time minus browser time, in ms. */
export const $serverOffset = atom(0);

/** Call with an answer's `server_time` (ISO). */
export function syncServerTime(serverTime: string | undefined | null): void {
  if (!serverTime) return;
  const server = Date.parse(serverTime);
  if (!Number.isNaN(server)) $serverOffset.set(server - Date.now());
}

export function serverNow(): number {
  return Date.now() + $serverOffset.get();
}

/** Time left as Thai-readable H:MM:SS (or D วัน HH:MM:SS); 00:00:00 once past. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days} วัน ${clock}` : clock;
}
