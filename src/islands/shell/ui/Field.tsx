// A labelled form field in the site's style; the input itself is passed as children. The hint
// sits outside the label so the field's accessible name is the label alone. An error shows under
// the field it is about, marks the input invalid and is read out with it.
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** The Thai message of what is wrong with this field, if anything. */
  error?: string;
  children: ReactNode;
}

export default function Field({ label, hint, error, children }: FieldProps) {
  const errorId = useId();
  const input =
    error && isValidElement(children)
      ? cloneElement(children as ReactElement<Record<string, unknown>>, { 'aria-invalid': true, 'aria-describedby': errorId })
      : children;
  return (
    <div>
      <label className="block">
        <span className="mb-1 block text-sm text-base-content/80">{label}</span>
        {input}
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hint ? <div className="mt-1 text-xs text-base-content/50">{hint}</div> : null}
    </div>
  );
}
