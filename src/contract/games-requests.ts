// Game requests of SPEC.md section 7, with their Thai messages: the platform validates them with
// these. Apart from the answers (games.ts), so the browser's lobby pages do not carry them.
import { z } from 'zod/mini';
import { GAME_CATEGORIES, GAME_LIST_MAX_LIMIT } from './games.ts';

const category = z.enum(GAME_CATEGORIES, { error: 'ไม่พบหมวดเกมนี้' });

/**
 * A code of ours on the wire (a game, a provider: SPEC.md sends them as strings): a lowercase
 * letter first, then letters, digits and single dashes, 40 at most. So nothing a number turns
 * into ("0x2", "2e0", " 2 ") passes for one.
 */
const CODE = /^(?=.{1,40}$)[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const code = (label: string) => z.string({ error: `กรุณาระบุ${label}` }).check(z.regex(CODE, { error: `${label}ไม่ถูกต้อง` }));

export const lobbyConfigsRequest = z.object({ lobby_key: category });

export const gameListRequest = z.object({
  provider: z.optional(code('ค่ายเกม')),
  category: z.optional(category),
  limit: z.optional(
    z
      .pipe(z.string({ error: 'จำนวนเกมไม่ถูกต้อง' }).check(z.regex(/^[0-9]{1,4}$/, { error: 'จำนวนเกมต้องเป็นตัวเลข' })), z.transform(Number))
      .check(
        z.refine((limit: number) => limit >= 1 && limit <= GAME_LIST_MAX_LIMIT, { error: `จำนวนเกมต้องอยู่ระหว่าง 1-${GAME_LIST_MAX_LIMIT}` }),
      ),
  ),
});

export const gameWalletsRequest = z.object({
  game_id: code('รหัสเกม'),
  provider_id: code('ค่ายเกม'),
  // Our games have no sub-provider: empty, or a code like the others.
  sub_provider_id: z.optional(
    z.string({ error: 'รหัสค่ายย่อยไม่ถูกต้อง' }).check(z.refine((value) => value === '' || CODE.test(value), { error: 'รหัสค่ายย่อยไม่ถูกต้อง' })),
  ),
});
