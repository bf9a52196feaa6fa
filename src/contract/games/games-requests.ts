// Game requests of SPEC.md section 7, with their Thai messages: the platform validates them with
// these. Apart from the answers (games.ts), so the browser's lobby pages do not carry them.
import { z } from 'zod/mini';
import { BACCARAT_MAX_SIDE, BACCARAT_MIN_HAND, CLIENT_SEED, GAME_CATEGORIES, GAME_LIST_MAX_LIMIT, SLOT_LINE_BETS } from './games.ts';
import { FOOTBALL_MAX_STAKE, FOOTBALL_MIN_STAKE } from './games-football.ts';
import { ALL_STAKES, FISH } from './games-fishing.ts';
import { id } from '../ids.ts';

const category = z.enum(GAME_CATEGORIES, { error: 'ไม่พบหมวดเกมนี้' });

/**
 * A code of ours on the wire (a game, a provider: SPEC.md sends them as strings): a small
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

/** Our agent code, as the demo call carries it (any other agent's members are not ours). */
const agentCode = z.string({ error: 'กรุณาระบุรหัสเอเย่นต์' }).check(z.maxLength(32, { error: 'รหัสเอเย่นต์ไม่ถูกต้อง' }));
const isMobile = z.optional(z.boolean({ error: 'is_mobile ต้องเป็น true หรือ false' }));
const source = z.optional(z.string({ error: 'ที่มาของเกมไม่ถูกต้อง' }).check(z.maxLength(40, { error: 'ที่มาของเกมไม่ถูกต้อง' })));

export const gameLinkRequest = z.object({
  wallet_id: id('กระเป๋าเงิน'),
  game_id: code('รหัสเกม'),
  provider_id: code('ค่ายเกม'),
  is_mobile: isMobile,
  source,
});

export const gameDemoRequest = z.object({
  game_id: code('รหัสเกม'),
  provider_id: code('ค่ายเกม'),
  is_mobile: isMobile,
  source,
  agent_code: z.optional(agentCode),
});

/** A link's key as the game page sends it back: 32 base64url characters. */
const linkKey = z
  .string({ error: 'ไม่พบลิงก์เกมนี้ กรุณาเปิดเกมใหม่อีกครั้ง' })
  .check(z.regex(/^[A-Za-z0-9_-]{32}$/, { error: 'ไม่พบลิงก์เกมนี้ กรุณาเปิดเกมใหม่อีกครั้ง' }));

export const gameTableRequest = z.object({ link: linkKey });

export const slotSpinRequest = z.object({
  link: linkKey,
  line_bet: z.number({ error: 'กรุณาเลือกเดิมพันต่อไลน์' }).check(
    z.refine((bet) => (SLOT_LINE_BETS as readonly number[]).includes(bet), {
      error: `เดิมพันต่อไลน์ต้องเป็น ${SLOT_LINE_BETS.join(', ')} บาท`,
    }),
  ),
});

const side = z.number({ error: 'เดิมพันต้องเป็นตัวเลข' }).check(
  z.refine((stake) => Number.isInteger(stake), { error: 'เดิมพันต้องเป็นจำนวนเต็มบาท' }),
  z.gte(0, { error: 'เดิมพันต้องไม่ติดลบ' }),
  z.lte(BACCARAT_MAX_SIDE, { error: `เดิมพันสูงสุดฝั่งละ ${BACCARAT_MAX_SIDE.toLocaleString('en-US')} บาท` }),
);

export const baccaratDealRequest = z.object({
  link: linkKey,
  bets: z.object({ banker: z.optional(side), player: z.optional(side), tie: z.optional(side) }, { error: 'กรุณาวางเดิมพัน' }).check(
    z.refine((bets) => (bets.banker ?? 0) + (bets.player ?? 0) + (bets.tie ?? 0) >= BACCARAT_MIN_HAND, {
      error: `เดิมพันขั้นต่ำตาละ ${BACCARAT_MIN_HAND} บาท`,
    }),
  ),
});

export const fishingShotRequest = z.object({
  link: linkKey,
  stake: z
    .number({ error: 'กรุณาเลือกเดิมพันต่อนัด' })
    .check(
      z.refine((stake) => (ALL_STAKES as readonly number[]).includes(stake), { error: `เดิมพันต่อนัดต้องเป็น ${ALL_STAKES.join(', ')} บาท` }),
    ),
  fish: z.enum(FISH, { error: 'กรุณาแตะปลาที่ต้องการยิง' }),
});

const footballStake = z.number({ error: 'เดิมพันต้องเป็นตัวเลข' }).check(
  z.refine((stake) => Number.isInteger(stake), { error: 'เดิมพันต้องเป็นจำนวนเต็มบาท' }),
  z.gte(FOOTBALL_MIN_STAKE, { error: `เดิมพันขั้นต่ำตลาดละ ${FOOTBALL_MIN_STAKE} บาท` }),
  z.lte(FOOTBALL_MAX_STAKE, { error: `เดิมพันสูงสุดตลาดละ ${FOOTBALL_MAX_STAKE.toLocaleString('en-US')} บาท` }),
);

export const footballBetRequest = z.object({
  link: linkKey,
  bets: z
    .strictObject(
      {
        x12: z.optional(
          z.object(
            { pick: z.enum(['home', 'draw', 'away'], { error: 'ผลการแข่งขันต้องเป็น เจ้าบ้าน เสมอ หรือ ทีมเยือน' }), stake: footballStake },
            { error: 'กรุณาเลือกผลการแข่งขัน' },
          ),
        ),
        ou: z.optional(
          z.object(
            { pick: z.enum(['over', 'under'], { error: 'สูง/ต่ำต้องเป็น สูง หรือ ต่ำ' }), stake: footballStake },
            { error: 'กรุณาเลือกสูงหรือต่ำ' },
          ),
        ),
      },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? 'ตลาดที่เปิดรับมีเพียงผลการแข่งขัน (1X2) และสูง/ต่ำ 2.5 ประตู' : 'กรุณาเลือกเดิมพัน'),
      },
    )
    .check(z.refine((bets) => bets.x12 !== undefined || bets.ou !== undefined, { error: 'กรุณาเลือกเดิมพันอย่างน้อยหนึ่งตลาด' })),
});

const dragonTigerSide = side;

export const dragonTigerDealRequest = z.object({
  link: linkKey,
  bets: z
    .object(
      { dragon: z.optional(dragonTigerSide), tiger: z.optional(dragonTigerSide), tie: z.optional(dragonTigerSide) },
      { error: 'กรุณาวางเดิมพัน' },
    )
    .check(
      z.refine((bets) => (bets.dragon ?? 0) + (bets.tiger ?? 0) + (bets.tie ?? 0) >= BACCARAT_MIN_HAND, {
        error: `เดิมพันขั้นต่ำตาละ ${BACCARAT_MIN_HAND} บาท`,
      }),
    ),
});

export const seedRotateRequest = z.object({
  link: linkKey,
  client_seed: z.optional(
    z.string({ error: 'ซีดของคุณไม่ถูกต้อง' }).check(z.regex(CLIENT_SEED, { error: 'ซีดของคุณต้องเป็นตัวอักษรอังกฤษ ตัวเลข - หรือ _ ยาว 1-64 ตัว' })),
  ),
});
