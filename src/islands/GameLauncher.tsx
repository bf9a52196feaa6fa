// The game launcher sheet of the default layout (SPEC.md section 4): on every page, so it stays
// small until it is needed. It listens for a selected game and only then loads the sheet itself
// (islands/games/LauncherSheet.tsx); closing the sheet clears the selection and unmounts it.
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $selectedGame } from '../stores/games.ts';

const LauncherSheet = lazy(() => import('./games/LauncherSheet.tsx'));

export default function GameLauncher() {
  const game = useStore($selectedGame);
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      <LauncherSheet game={game} />
    </Suspense>
  );
}
