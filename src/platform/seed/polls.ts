// Polls and their events (issue 15): poll 1 is open (the event dialog leads to /poll/1), poll 2
// closed last week with the demo member's votes, so its winners show. Choice pictures are the game
// artwork already on our origin. Seed data only: an operator changes the tables.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { bangkokDay } from '../../rules/bangkok-calendar.ts';
import { AGENT } from './agent.ts';
import { DEMO_MEMBER } from './demo-member.ts';

const DAY_MS = 86_400_000;

const POLLS = [
  {
    title: 'โหวตเกมโปรดประจำสัปดาห์',
    description: 'เลือกเกมที่คุณชอบที่สุด โหวตได้วันละ 3 ครั้ง ประกาศผลและรายชื่อผู้โหวตเกมที่ชนะเมื่อปิดโหวต',
    image: '/images/events/event-1.webp',
    votes_per_day: 3,
    opensIn: -1,
    closesIn: 60,
    choices: [
      { title: 'บาคาร่า', image: '/images/games/r999-baccarat-1.svg' },
      { title: 'สล็อตผลไม้', image: '/images/games/r999-fruits.svg' },
      { title: 'เสือมังกร', image: '/images/games/r999-dragon-tiger.svg' },
      { title: 'ผลไม้ฟรีสปิน', image: '/images/games/siam-fruit-free-spins.svg' },
    ],
  },
  {
    title: 'ธีมกิจกรรมเทศกาลที่อยากเห็น',
    description: 'โพลที่ปิดแล้ว: ธีมที่ได้คะแนนมากที่สุดจะเป็นกิจกรรมเดือนหน้า',
    image: '/images/events/event-2.webp',
    votes_per_day: 2,
    opensIn: -14,
    closesIn: -7,
    choices: [
      { title: 'สงกรานต์', image: '/images/games/siam-songkran.svg' },
      { title: 'ช้างทองนำโชค', image: '/images/games/siam-golden-elephant.svg' },
      { title: 'ไข่มุกอันดามัน', image: '/images/games/andaman-pearl.svg' },
    ],
  },
] as const;

/** The demo member's votes on the closed poll, by choice index, one day each. */
const CLOSED_POLL_VOTES = [0, 0, 1];

export const pollsData: SeedStep = {
  name: 'polls and events',
  async run(db: Db) {
    const now = nowMs(db);
    const pollIds: number[] = [];
    for (const poll of POLLS) {
      const { id } = await db
        .insertInto('polls')
        .values({
          agent_id: AGENT.id,
          title: poll.title,
          description: poll.description,
          image: poll.image,
          votes_per_day: poll.votes_per_day,
          opens_at: now + poll.opensIn * DAY_MS,
          closes_at: now + poll.closesIn * DAY_MS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pollIds.push(id);
      await db
        .insertInto('poll_choices')
        .values(poll.choices.map((choice, index) => ({ poll_id: id, ...choice, sort_order: index + 1 })))
        .execute();
    }
    const demo = await db.selectFrom('members').select('id').where('phone', '=', DEMO_MEMBER.phone).executeTakeFirst();
    const closedPoll = pollIds[1]!;
    const choices = await db.selectFrom('poll_choices').select('id').where('poll_id', '=', closedPoll).orderBy('sort_order').execute();
    if (demo) {
      for (const [day, choice] of CLOSED_POLL_VOTES.entries()) {
        const at = now - (12 - day) * DAY_MS;
        await db
          .insertInto('poll_votes')
          .values({ poll_id: closedPoll, choice_id: choices[choice]!.id, member_id: demo.id, day: bangkokDay(at), slot: 1, created_at: at })
          .execute();
      }
    }
    // The first event leads to the open poll and counts towards the lottery quest; the wheel's to check-in.
    const events = await db
      .selectFrom('events')
      .select('id')
      .where('agent_id', '=', AGENT.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const links = [
      { poll_id: pollIds[0]!, quest_code: 'lotto-50' },
      { poll_id: null, quest_code: 'checkin' },
    ];
    for (const [index, event] of events.slice(0, links.length).entries()) {
      await db.updateTable('events').set(links[index]!).where('id', '=', event.id).execute();
    }
  },
};
