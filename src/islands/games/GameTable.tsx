// A game of the embedded platform, as the launcher's frame shows it: the game, what it plays with
// (the wallet chosen at launch, or demo chips), the engine's own table (the slot title's machine,
// the free-spin slot, baccarat, dragon tiger, the fishing game, virtual football), and the fairness
// panel. After each round the site around the frame is told, so its header total follows.
import { useState } from 'react';
import type { Side } from '../../rules/games/baccarat.ts';
import { schoolOf } from '../../rules/games/fishing.ts';
import { leagueOf } from '../../rules/games/football.ts';
import { MACHINES, machineOf } from '../../rules/games/slot-machines.ts';
import type { CommittedSeed, Played, Table } from '../../contract/games/games-table.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { ROUND_PLAYED_MESSAGE } from '../../stores/games/games.ts';
import BaccaratTable from './BaccaratTable.tsx';
import type { CardTableProps } from './CardTable.tsx';
import DragonTigerTable from './DragonTigerTable.tsx';
import FairnessPanel from './FairnessPanel.tsx';
import FishingGame from './FishingGame.tsx';
import FootballMatch from './FootballMatch.tsx';
import FreeSpinSlot from './FreeSpinSlot.tsx';
import SlotMachine from './SlotMachine.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Props {
  link: string;
  table: Table;
  /** Winners of the member's latest hands at this game (baccarat), oldest first. */
  road: Side[];
}

export default function GameTable({ link, table, road }: Props) {
  const [balance, setBalance] = useState(table.balance);
  const [seed, setSeed] = useState<CommittedSeed>(table.seed);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [played, setPlayed] = useState(0);
  const engine = table.game.engine;
  const machine = machineOf(table.game.game_id);

  function onPlayed(round: Played) {
    setRefusal(null);
    setBalance(round.balance);
    setSeed(round.seed);
    setPlayed((count) => count + 1);
    if (!table.demo && window.parent !== window) window.parent.postMessage(ROUND_PLAYED_MESSAGE, location.origin);
  }

  const cardTable: CardTableProps = {
    link,
    chips: table.limits.chips,
    balance,
    maxSide: table.limits.max_side,
    minHand: table.limits.min_hand,
    onPlayed,
    onRefused: setRefusal,
  };

  // The table's bets, spins and seed wait for the island: a tap or a seed typed before is lost.
  return (
    <Hydrated>
      <div className="mx-auto max-w-2xl space-y-4 p-3">
        <header className="flex items-center justify-between gap-2">
          <div className="min-w-0">
            <h1 className="truncate font-semibold">{table.game.name}</h1>
            <p className="text-xs text-base-content/70">{table.game.provider_name}</p>
          </div>
          <div className="text-right">
            <p className="text-xs text-base-content/70">{table.demo ? t.table.chips : (table.wallet?.wallet_name ?? t.table.balance)}</p>
            <p className="font-semibold tabular-nums" data-testid="game-balance">
              {formatBaht(balance)}
            </p>
          </div>
        </header>
        {table.demo ? <p className="alert alert-warning py-2 text-sm">{t.table.demoNote}</p> : null}
        <div role="alert" className={refusal ? 'alert alert-error py-2 text-sm' : 'hidden'} data-testid="game-refusal">
          {refusal}
        </div>
        {engine === 'slot' ? (
          <SlotMachine link={link} machine={machine} lineBets={table.limits.line_bets} onPlayed={onPlayed} onRefused={setRefusal} />
        ) : engine === 'fishing' ? (
          <FishingGame link={link} school={schoolOf(table.game.game_id)} onPlayed={onPlayed} onRefused={setRefusal} />
        ) : engine === 'football' ? (
          <FootballMatch link={link} league={leagueOf(table.game.game_id)} onPlayed={onPlayed} onRefused={setRefusal} />
        ) : engine === 'freespin' ? (
          <FreeSpinSlot link={link} lineBets={table.limits.line_bets} onPlayed={onPlayed} onRefused={setRefusal} />
        ) : engine === 'dragon_tiger' ? (
          <DragonTigerTable {...cardTable} />
        ) : (
          <BaccaratTable {...cardTable} road={road} />
        )}
        <FairnessPanel
          link={link}
          engine={engine}
          demo={table.demo}
          rtpPercent={engine === 'slot' ? MACHINES[machine].rtpPercent : undefined}
          seed={seed}
          onSeed={setSeed}
          played={played}
          onRefused={setRefusal}
        />
      </div>
    </Hydrated>
  );
}
