// The wheel's intro names the agent's own daily free spins (a setting), not a fixed number.
import { describe, expect, it } from 'vitest';
import { wheelTh } from '../../../src/i18n/rewards/wheel.ts';

describe('the wheel intro', () => {
  it('says the daily free spins the setting gives, and only points when there are none', () => {
    expect(wheelTh.intro(5)).toMatch(/^หมุนฟรีวันละ 5 ครั้ง หมดแล้วหมุนต่อด้วยพอยท์ /);
    expect(wheelTh.intro(0)).toMatch(/^หมุนด้วยพอยท์ /);
    expect(wheelTh.intro(0)).not.toContain('ฟรี');
  });
});
