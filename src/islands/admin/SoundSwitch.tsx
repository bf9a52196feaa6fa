// A desk's sound switch (the deposit queue, the risk grid): a toggle remembered on this device
// (use-sound-switch.ts); the desk reads `on` to beep when something new arrives.
interface Props {
  on: boolean;
  onToggle: () => void;
  /** Off until the island runs: a tap before would not reach it. */
  ready: boolean;
  label: string;
  testId: string;
  className?: string;
}

export default function SoundSwitch({ on, onToggle, ready, label, testId, className = '' }: Props) {
  return (
    <label className={`label cursor-pointer gap-2 ${className}`.trim()}>
      <input type="checkbox" className="toggle toggle-primary" disabled={!ready} checked={on} onChange={onToggle} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
}
