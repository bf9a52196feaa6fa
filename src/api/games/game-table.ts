// The calls a game page makes from inside the launcher's frame (the calls beyond SPEC.md, docs/api.md).
// Not through the site's client: a refusal or an ended session is told inside the game, and the
// frame never navigates on its own (the launcher around it decides).
import type { AnswerOf, Endpoint } from '../../contract/endpoint.ts';
import * as games from '../../contract/endpoints/games/games.ts';
import { readEnvelope } from '../../contract/envelope.ts';
import { th } from '../../i18n/shell/th-shell.ts';

export type TableAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

async function ask<E extends Endpoint>(endpoint: E, input: { link: string } & Record<string, unknown>): Promise<TableAnswer<AnswerOf<E>>> {
  const body = endpoint.method === 'POST' ? input : undefined;
  const path = body ? endpoint.path : `${endpoint.path}?link=${encodeURIComponent(input.link)}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: th.errors.network };
  }
  const envelope = readEnvelope(await response.json().catch(() => null));
  if (response.status === 401) return { ok: false, message: th.errors.sessionExpired };
  if (!envelope) return { ok: false, message: th.errors.generic };
  if (envelope.error !== 0) return { ok: false, message: envelope.message || th.errors.generic };
  const parsed = endpoint.answer.safeParse(envelope.data);
  return parsed.success ? { ok: true, data: parsed.data as AnswerOf<E> } : { ok: false, message: th.errors.generic };
}

export const getRounds = (link: string) => ask(games.rounds, { link });
export const spinSlot = (link: string, lineBet: number) => ask(games.slotSpin, { link, line_bet: lineBet });
export const dealBaccarat = (link: string, bets: Record<string, number>) => ask(games.baccaratDeal, { link, bets });
export const rotateSeed = (link: string, clientSeed?: string) => ask(games.rotateSeed, { link, client_seed: clientSeed });
export const shootFish = (link: string, stake: number, fish: string) => ask(games.fishingShot, { link, stake, fish });
export const betFootball = (link: string, bets: Record<string, { pick: string; stake: number }>) => ask(games.footballBet, { link, bets });
export const spinFreeSpin = (link: string, lineBet: number) => ask(games.freeSpinSpin, { link, line_bet: lineBet });
export const dealDragonTiger = (link: string, bets: Record<string, number>) => ask(games.dragonTigerDeal, { link, bets });
