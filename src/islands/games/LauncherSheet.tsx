// The game launcher (SPEC.md section 4): a full-screen sheet over the page. A demo game asks for a
// demo link; otherwise the member's wallets for the game are fetched, kept to those with money or
// the main wallet, picked automatically when one remains, and the link for the chosen wallet is
// loaded in a sandboxed iframe, with a brief "taking you into the game" toast. A link refusal shows
// the centred alert with the server's message; a demo-link or wallets failure a 3-second toast.
// Closing clears link, wallet and selection. The header total follows each round (the game page
// posts a message) and is refreshed once more on close.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Wallet } from '../../contract/account/member.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { ERROR_TOAST_MS, GAME_ENTRY_TOAST_MS } from '../../lib/shell/toast-durations.ts';
import {
  $gameLink,
  $gameWalletId,
  $selectedGame,
  closeGame,
  MOBILE_MAX_WIDTH,
  playableWallets,
  ROUND_PLAYED_MESSAGE,
  type SelectedGame,
} from '../../stores/games/games.ts';
import { loadWallets, refreshWallets } from '../../stores/account/session.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';

type Stage = { name: 'loading' } | { name: 'pick'; wallets: Wallet[] } | { name: 'failed'; message: string } | { name: 'playing' };

const isMobile = () => window.innerWidth <= MOBILE_MAX_WIDTH;
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : t.launcher.failedTitle);

/** The frame fills the space under the bar (an iframe does not stretch to its insets). */
const FILL = { width: '100%', height: '100%' };

/** Game pages need their scripts and our origin (the session cookie); nothing else: no popups, no top navigation. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** The sheet for the selected game (GameLauncher.tsx loads it once a game is selected). */
export default function LauncherSheet({ game }: { game: SelectedGame }) {
  const link = useStore($gameLink);
  const walletId = useStore($gameWalletId);
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [fullscreen, setFullscreen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  // The game a late answer belongs to: one for a closed or replaced game is dropped.
  const current = useRef<SelectedGame | null>(null);

  async function openLink(chosen: SelectedGame, wallet: number) {
    $gameWalletId.set(wallet);
    setStage({ name: 'loading' });
    const { getGameLink } = await import('../../api/games/games.ts');
    try {
      const answer = await getGameLink(chosen, wallet, isMobile());
      if (current.current !== chosen) return;
      if (answer.error !== 0 || !answer.data) return setStage({ name: 'failed', message: answer.message });
      $gameLink.set(answer.data.link);
      setStage({ name: 'playing' });
      notify.info(t.launcher.entering, { duration: GAME_ENTRY_TOAST_MS });
    } catch (error) {
      if (current.current === chosen) setStage({ name: 'failed', message: messageOf(error) });
    }
  }

  async function start(chosen: SelectedGame) {
    setStage({ name: 'loading' });
    const { getDemoLink, getGameWallets } = await import('../../api/games/games.ts');
    try {
      if (chosen.is_demo) {
        const answer = await getDemoLink(chosen, isMobile());
        if (current.current !== chosen) return;
        $gameLink.set(answer.link);
        setStage({ name: 'playing' });
        notify.info(t.launcher.entering, { duration: GAME_ENTRY_TOAST_MS });
        return;
      }
      const wallets = playableWallets(await getGameWallets(chosen));
      if (current.current !== chosen) return;
      if (wallets.length === 1) return void openLink(chosen, wallets[0]!.id);
      setStage({ name: 'pick', wallets });
    } catch (error) {
      if (current.current !== chosen) return;
      if (!(error && typeof error === 'object' && 'code' in error && error.code === 401))
        notify.error(messageOf(error), { duration: ERROR_TOAST_MS });
      closeGame();
    }
  }

  useEffect(() => {
    current.current = game;
    void start(game);
    // Closed: an answer still on its way is dropped (no link set, no toast after closing).
    return () => {
      current.current = null;
    };
    // A new selection starts the flow again; `start` reads only its argument.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game]);

  // The header total follows each round played in the frame.
  useEffect(() => {
    if (!link) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data === ROUND_PLAYED_MESSAGE) void loadWallets().catch(() => {});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [link]);

  // The page behind does not scroll while the sheet is up; Escape closes it.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) close();
    };
    document.addEventListener('keydown', onKey);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === sheet.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [game]);

  function close() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    const played = $gameLink.get() !== null && !$selectedGame.get()?.is_demo;
    closeGame(); // the sheet unmounts
    if (played) void refreshWallets().catch(() => {});
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void sheet.current?.requestFullscreen().catch(() => {});
  }

  return (
    <div
      ref={sheet}
      role="dialog"
      aria-modal="true"
      aria-label={`${t.launcher.label} ${game.name}`}
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-black"
      data-testid="game-launcher"
    >
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-base-300 bg-base-100 px-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">
          {game.name}
          {game.is_demo ? <span className="badge badge-warning badge-sm ml-1">{t.launcher.demo}</span> : null}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={toggleFullscreen} aria-pressed={fullscreen}>
          {fullscreen ? t.launcher.exitFullscreen : t.launcher.fullscreen}
        </button>
        <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={close} aria-label={t.launcher.close}>
          <CloseIcon />
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        {link && stage.name === 'playing' ? (
          <iframe
            src={link}
            title={game.name}
            sandbox={SANDBOX}
            allow="fullscreen; autoplay"
            className="absolute inset-0 bg-black"
            style={FILL}
            data-wallet-id={walletId ?? undefined}
          />
        ) : null}
        {stage.name === 'loading' ? (
          <div className="absolute inset-0 flex items-center justify-center gap-3 text-base-content/80" role="status">
            <span className="spinner" aria-hidden="true" /> {t.launcher.loading}
          </div>
        ) : null}
        {stage.name === 'pick' ? <WalletPicker wallets={stage.wallets} onPick={(id) => void openLink(game, id)} /> : null}
        {stage.name === 'failed' ? <FailedAlert message={stage.message} onClose={close} /> : null}
      </div>
    </div>
  );
}

function WalletPicker({ wallets, onPick }: { wallets: Wallet[]; onPick: (walletId: number) => void }) {
  return (
    <div className="absolute inset-0 mx-auto flex max-w-md flex-col justify-center gap-3 p-4">
      <h3 className="text-center font-semibold">{wallets.length ? t.launcher.pickWallet : t.launcher.noWallet}</h3>
      <ul className="space-y-2">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" className="btn btn-block h-14 justify-between" onClick={() => onPick(wallet.id)}>
              <span>{wallet.wallet_name}</span>
              <span className="text-sm tabular-nums">
                {t.launcher.balance} {formatBaht(wallet.balance)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FailedAlert({ message, onClose }: { message: string; onClose: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-black/60 p-4">
      <div
        role="alertdialog"
        aria-labelledby="game-failed-title"
        aria-describedby="game-failed-text"
        className="w-full max-w-sm rounded-box bg-base-100 p-6 text-center shadow-xl"
      >
        <h3 id="game-failed-title" className="text-lg font-semibold">
          {t.launcher.failedTitle}
        </h3>
        <p id="game-failed-text" className="mt-2 text-base-content/80">
          {message}
        </p>
        <button ref={ok} type="button" className="btn btn-primary mt-4" onClick={onClose}>
          {t.launcher.ok}
        </button>
      </div>
    </div>
  );
}
