// The desks' picture picker (a hidden file input inside a button-styled label). It stays off until
// the island runs: a file picked before hydration would be dropped without a word.
import type { ChangeEvent } from 'react';
import { useMounted } from '../../hooks/use-mounted.ts';

interface Props {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId?: string;
}

export default function PictureInput({ onChange, testId }: Props) {
  const ready = useMounted();
  return (
    <input
      type="file"
      accept="image/jpeg,image/png,image/webp"
      className="hidden"
      disabled={!ready}
      data-testid={testId}
      onChange={onChange}
    />
  );
}
