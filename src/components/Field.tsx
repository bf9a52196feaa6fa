// A labelled form field in the site's style; the input itself is passed as children.
import type { ReactNode } from 'react';

export default function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm text-base-content/80">{label}</span>
      {children}
      {hint ? <span className="mt-1 block text-xs text-base-content/50">{hint}</span> : null}
    </label>
  );
}
