// The operator's `setting` command's functions: a value the setting's schema refuses is named and
// changes nothing; a good one applies at once and leaves its audit row with what it was before.
import { afterEach, describe, expect, it } from 'vitest';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { getSetting } from '../../../src/platform/settings.ts';
import { changeSetting, isSettingKey, settingValueProblem } from '../../../src/platform/setting-change.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

describe('changing a setting from the command line', () => {
  it('knows the keys, refuses a value its schema does not take, and audits a change', async () => {
    t = await testPlatform();
    expect(isSettingKey('auth.reset_requests_per_client')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(settingValueProblem('auth.reset_requests_per_client', '-3')).not.toBeNull();
    expect(settingValueProblem('auth.reset_requests_per_client', 'many')).not.toBeNull();
    expect(await getSetting(t.db, 'auth.reset_requests_per_client')).toBe(10);

    expect(await changeSetting(t.db, operatorActor('somchai'), 'auth.reset_requests_per_client', '200')).toBe(10);
    expect(await getSetting(t.db, 'auth.reset_requests_per_client')).toBe(200);
    const rows = await t.db.selectFrom('audit_trail').selectAll().where('action', '=', 'setting.change').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_name: 'somchai',
      target_id: 'auth.reset_requests_per_client',
      before_json: '10',
      after_json: '200',
    });
  });
});
