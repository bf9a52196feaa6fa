// The 2 px loading bar of SPEC.md section 9: shown only when work lasts longer than the 200 ms
// throttle, creeping towards the end over 5000 ms, completed when the work is done.
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let creepTimer: ReturnType<typeof setInterval> | undefined;
let fadeTimers: ReturnType<typeof setTimeout>[] = [];

function bar(): HTMLElement | null {
  return document.getElementById('loading-bar');
}

function show(): void {
  const el = bar();
  if (!el) return;
  // A fade-out still running from the previous load must not blank this one.
  fadeTimers.forEach(clearTimeout);
  fadeTimers = [];
  const started = performance.now();
  el.style.opacity = '1';
  el.style.width = '10%';
  clearInterval(creepTimer);
  creepTimer = setInterval(() => {
    const progress = Math.min(1, (performance.now() - started) / LOADING_DURATION_MS);
    el.style.width = `${10 + 80 * (1 - (1 - progress) ** 2)}%`;
  }, 100);
}

export function startLoading(): void {
  pending += 1;
  if (pending === 1) showTimer = setTimeout(show, LOADING_THROTTLE_MS);
}

export function finishLoading(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending > 0) return;
  clearTimeout(showTimer);
  clearInterval(creepTimer);
  const el = bar();
  if (!el || el.style.opacity !== '1') return;
  el.style.width = '100%';
  fadeTimers = [setTimeout(() => (el.style.opacity = '0'), 150), setTimeout(() => (el.style.width = '0'), 450)];
}
