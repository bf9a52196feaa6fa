// A labelled form field in the site's style; the input itself is passed as children. The hint
// sits outside the label so the field's accessible name is the label alone.
import type { ReactNode } from 'react';

export default function Field({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label className="block">
        <span className="mb-1 block text-sm text-base-content/80">{label}</span>
        {children}
      </label>
      {hint ? <div className="mt-1 text-xs text-base-content/50">{hint}</div> : null}
    </div>
  );
}
