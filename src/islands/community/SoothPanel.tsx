// The baccarat formulas (/sooth): the rooms (tables) to pick from, the picked room's bead road and
// big road, and each formula's suggestion beside its hit rate so far, always under the house edge
// and the warning that these are statistics, not a promise. The picked room is kept in the UI
// store; the server renders the room in the address (or the first), and the island moves to the
// stored one after hydration, in the same fixed space.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FORMULAS, type SoothDetail, type SoothRoom } from '../../contract/community/sooth.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { soothTh as t } from '../../i18n/community/sooth.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { $soothRoom } from '../../stores/shell/ui.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import ProgressBar from '../shell/ui/ProgressBar.tsx';
import { BeadRoad, BigRoad } from './Roads.tsx';

const soothApi = () => import('../../api/community/sooth.ts');

interface Props {
  rooms: readonly SoothRoom[];
  detail: SoothDetail;
  /** The address named the room (?room=): it wins over the stored one. */
  fromAddress: boolean;
}

export default function SoothPanel({ rooms, detail: firstDetail, fromAddress }: Props) {
  const [detail, setDetail] = useState(firstDetail);
  const stored = useStore($soothRoom);
  const { error, busy, run } = useSubmit();
  const room = detail.room;

  function show(roomId: number) {
    void run(async () => {
      setDetail(await (await soothApi()).soothDetail(roomId));
      $soothRoom.set(roomId);
      const url = new URL(location.href);
      url.searchParams.set('room', String(roomId));
      history.replaceState(history.state, '', url);
    });
  }

  // After hydration: the room picked on an earlier visit, unless the address names one.
  useEffect(() => {
    if (fromAddress) $soothRoom.set(firstDetail.room.room_id);
    else if (stored !== null && stored !== firstDetail.room.room_id && rooms.some((r) => r.room_id === stored)) show(stored);
    // Once, on hydration: later picks go through show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Hydrated>
      <div className="space-y-4">
        <div role="note" className="alert alert-warning" data-testid="sooth-warning">
          <div>
            <p className="font-semibold">{t.warningTitle}</p>
            <p className="text-sm">{t.warning}</p>
            <p className="text-sm font-semibold" data-testid="house-edge">
              {t.edge(detail.house_edge.banker, detail.house_edge.player, detail.house_edge.tie)}
            </p>
          </div>
        </div>
        <nav aria-label={t.rooms} className="flex gap-2 overflow-x-auto" style={{ paddingBottom: 4 }}>
          {rooms.map((option) => (
            <button
              key={option.room_id}
              type="button"
              className={`btn btn-sm shrink-0 ${option.room_id === room.room_id ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={option.room_id === room.room_id}
              disabled={busy}
              onClick={() => show(option.room_id)}
            >
              {option.name}
            </button>
          ))}
        </nav>
        <FormError message={error} />
        <section className="card border border-base-300 bg-base-100" data-testid="sooth-room" data-room-id={room.room_id}>
          <div className="card-body gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold">{room.name}</h2>
                <p className="text-sm text-base-content/70">
                  {room.provider} · {t.hands(room.hands)}
                </p>
              </div>
              <button type="button" className="btn btn-outline btn-sm shrink-0" disabled={busy} onClick={() => show(room.room_id)}>
                {t.refresh}
              </button>
            </div>
            <p className="flex flex-wrap gap-2 text-sm" data-testid="sooth-counts">
              <span className="badge" style={{ background: '#dc2626', color: '#fff' }}>
                {t.result.B} {room.counts.banker}
              </span>
              <span className="badge" style={{ background: '#2563eb', color: '#fff' }}>
                {t.result.P} {room.counts.player}
              </span>
              <span className="badge" style={{ background: '#15803d', color: '#fff' }}>
                {t.result.T} {room.counts.tie}
              </span>
            </p>
            {detail.results.length === 0 && <p className="text-sm text-base-content/70">{t.empty}</p>}
            <BeadRoad results={detail.results} />
            <BigRoad results={detail.results} />
            <p className="text-xs text-base-content/70">
              {t.updated} {formatThaiDateTime(detail.updated_at)}
            </p>
          </div>
        </section>
        <section aria-label={t.formulas}>
          <h2 className="mb-2 font-semibold">{t.formulas}</h2>
          <ul className="grid gap-3 md:grid-cols-3">
            {FORMULAS.map((formula) => {
              const record = detail.formulas.find((row) => row.formula === formula)!;
              return (
                <li key={formula} className="card border border-base-300 bg-base-100" data-testid="formula" data-formula={formula}>
                  <div className="card-body gap-2 p-4">
                    <h3 className="font-semibold">{t.formula[formula].name}</h3>
                    <p className="text-sm text-base-content/70">{t.formula[formula].how}</p>
                    <p className="text-sm">
                      {t.next}:{' '}
                      <span className="font-semibold text-primary" data-testid="formula-suggestion">
                        {record.suggestion ? t.result[record.suggestion] : t.noSuggestion}
                      </span>
                    </p>
                    <ProgressBar label={`${t.hitRate} ${t.formula[formula].name}`} value={record.hits} max={Math.max(1, record.tries)} />
                    <p className="text-sm tabular-nums" data-testid="formula-record">
                      {record.hit_rate === null ? t.noRecord : `${t.record(record.hits, record.tries)} (${record.hit_rate}%)`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <a href="/lobby/casino" className="btn btn-primary">
          {t.play}
        </a>
      </div>
    </Hydrated>
  );
}
