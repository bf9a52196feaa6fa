// How long a live stream waits before it is opened again after the browser gave up on it (a node
// restarting, a refusal): soon at first, then longer each time up to a minute, each tab at its own
// moment, so a restarted node is not met by every tab in the same second.
const FIRST_MS = 2_000;
const LONGEST_MS = 60_000;

/** The wait before attempt `failures + 1` (`failures` since the stream was last open). */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_MS, FIRST_MS * 2 ** Math.min(failures, 10));
  return Math.round(ceiling * (0.5 + random() / 2));
}
