// The game launcher sheet of the default layout (SPEC.md section 4): on every page, so it stays
// small until it is needed. It listens for a selected game and only then loads the sheet itself
// (islands/games/LauncherSheet.tsx); closing the sheet clears the selection and unmounts it.
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $selectedGame } from '../../stores/games/games.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

const LauncherSheet = lazy(() => import('./LauncherSheet.tsx'));

export default function GameLauncher() {
  const game = useStore($selectedGame);
  // It wakes (client:wanted) when a game is selected: hydrate empty, as the server drew it, first.
  const mounted = useMounted();
  if (!game || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <LauncherSheet game={game} />
    </Suspense>
  );
}
