// The deposit queue's sound for a new request: a short beep made with WebAudio (no sound file).
// The browser lets a page play sound only after a tap on it: the cashier's switch is that tap.
let context: AudioContext | null = null;

/** Prepares the sound (call from a tap); answers whether the browser can play it. */
export function unlockBeep(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  context ??= new AudioContext();
  void context.resume();
  return true;
}

export function beep(): void {
  if (!context) return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.2, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.25);
}
