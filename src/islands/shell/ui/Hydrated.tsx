// Every control inside is disabled until the island has hydrated: a tap or a typed value before
// React takes over would otherwise be lost (the server's HTML looks ready before it is).
import type { ReactNode } from 'react';
import { useMounted } from '../../../hooks/use-mounted.ts';

export default function Hydrated({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  return (
    <fieldset disabled={!mounted} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
