// A setting changed to a value its schema accepts, in one transaction with its audit row (what it
// was, what it became): the operator's `setting` command, and the back office's few settings of its
// own (the risk desk's alert share) through the same function.
import { recordAudit, type Actor } from './audit/index.ts';
import { contextOf, tx, type Db } from './db/database.ts';
import { getSetting, setSetting, SETTINGS, type SettingKey } from './settings.ts';

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** A value as typed: JSON when it reads as JSON (numbers, lists, objects), else the text itself. */
function typed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Why `text` is no value of `key` (the schema's words), or null when it is one. */
export function settingValueProblem(key: SettingKey, text: string): string | null {
  const checked = SETTINGS[key].schema.safeParse(typed(text));
  return checked.success ? null : checked.error.issues.map((issue) => issue.message).join('; ');
}

/** Sets `key` to `text` (checked first: settingValueProblem) and writes the audit row; answers the value before. */
export function changeSetting(db: Db, actor: Actor, key: SettingKey, text: string): Promise<unknown> {
  return tx(db, async (trx) => {
    const before = await getSetting(trx, key);
    const after = SETTINGS[key].schema.parse(typed(text));
    await setSetting(trx, key, after as never);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'setting.change',
      targetKind: 'setting',
      targetId: key,
      before,
      after,
      reason: null,
    });
    return before;
  });
}
