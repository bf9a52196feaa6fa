// The back office's form parts: a labelled text field with its Thai error, and a form's message.
import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
}

export function TextField({ name, label, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="text-sm">{label}</span>
      <input
        id={id}
        name={name}
        type={type}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <span id={`${id}-error`} className="text-error text-sm">
          {error}
        </span>
      )}
    </label>
  );
}

export function FormError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="alert alert-error text-sm">
      {message}
    </p>
  ) : null;
}
