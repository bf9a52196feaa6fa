// The bill builder's conveniences beside the shortcuts (issue 27): the member's number sets
// (เลขชุด: save this bill's lines, add a set in one tap) and pasting numbers from text.
import { lottoConveniences as t } from '../../i18n/lotto/lotto-conveniences.ts';

interface Props {
  onSets: () => void;
  onPaste: () => void;
  disabled: boolean;
}

export default function BillTools({ onSets, onPaste, disabled }: Props) {
  return (
    <div role="group" aria-label={t.tools} className="flex flex-wrap items-center gap-1.5">
      <button type="button" className="btn btn-sm btn-outline btn-primary px-3 font-normal" disabled={disabled} onClick={onSets}>
        {t.sets.open}
      </button>
      <button type="button" className="btn btn-sm btn-outline btn-primary px-3 font-normal" disabled={disabled} onClick={onPaste}>
        {t.paste.open}
      </button>
    </div>
  );
}
