// Shortcut buttons for the chosen digit count. Those that need a typed number or digit (6 กลับ,
// 19 ประตู, รูด) switch the keypad into their mode; the sets (เบิ้ล, ตอง, ต่ำ/สูง, คู่/คี่) add at once.
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { shortcutsFor, type ShortcutId } from '../../lib/lotto/lotto-shortcuts.ts';

interface Props {
  digits: number;
  mode: ShortcutId | null;
  onMode: (mode: ShortcutId | null) => void;
  onApply: (id: ShortcutId) => void;
  disabled: boolean;
}

export default function BillShortcuts({ digits, mode, onMode, onApply, disabled }: Props) {
  const shortcuts = shortcutsFor(digits);
  if (shortcuts.length === 0) return null;
  // Small chips that wrap (nine for two digits take two rows on a phone), the keypad stays in view.
  return (
    <div role="group" aria-label={t.shortcuts.title} className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-base-content/60">{t.shortcuts.title}</span>
      {shortcuts.map((shortcut) => {
        const name = t.shortcuts.names[shortcut.id];
        if (shortcut.input === 0)
          return (
            <button
              key={shortcut.id}
              type="button"
              className="btn btn-sm border-base-content/20 btn-outline px-2 font-normal"
              disabled={disabled}
              onClick={() => onApply(shortcut.id)}
            >
              {name}
            </button>
          );
        const on = mode === shortcut.id;
        return (
          <button
            key={shortcut.id}
            type="button"
            aria-pressed={on}
            className={`btn btn-sm px-2 font-normal ${on ? 'btn-secondary' : 'btn-outline border-secondary/60 text-base-content'}`}
            disabled={disabled}
            onClick={() => onMode(on ? null : shortcut.id)}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
