// The audit trail's one table of action names (contract/admin/admin-audit.ts) against the keys the code
// writes: every key named inside a call that writes the trail in src/platform (recordAudit, the
// content desk's recordContentChange, a desk's audit helper) has its Thai name, and every name is of
// a key still written. A writer names its action as a literal (a template would hide it from this test).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES } from '../../../src/contract/admin/admin-audit.ts';
import { PERMISSIONS } from '../../../src/contract/admin/staff.ts';
import { SETTINGS } from '../../../src/platform/settings.ts';

const PLATFORM = join(import.meta.dirname, '../../../src/platform');
const WRITES = /\brecordAudit\(|\brecordContentChange\(|\baudit\(trx/;
// The first part of every audit key; a setting's or permission's key is not an action.
const KEY = /'((?:staff|deposit|withdrawal|member|lotto|setting|content|device)(?:\.[a-z_]+)+)'/g;
const notActions = new Set<string>([...Object.keys(SETTINGS), ...PERMISSIONS]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

const writers = sources(PLATFORM)
  .filter((file) => !file.includes('/audit/') && !file.includes('/db/'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  .filter(({ text }) => WRITES.test(text));
/** The text of each call that writes the trail: from its name to its closing parenthesis. */
function calls(text: string): string[] {
  const found: string[] = [];
  for (const start of text.matchAll(new RegExp(WRITES, 'g'))) {
    let depth = 0;
    for (let at = start.index + start[0].indexOf('('); at < text.length; at += 1) {
      if (text[at] === '(') depth += 1;
      if (text[at] === ')') depth -= 1;
      if (depth === 0) {
        found.push(text.slice(start.index, at + 1));
        break;
      }
    }
  }
  return found;
}

const written = new Set(
  writers
    .flatMap(({ text }) => calls(text))
    .flatMap((call) => [...call.matchAll(KEY)].map((match) => match[1]!))
    .filter((key) => !notActions.has(key)),
);

describe('the audit actions', () => {
  it('are found in the writers of the platform', () => {
    expect(writers.length).toBeGreaterThan(10);
    expect(written).toContain('member.adjust_asked');
    expect(written).toContain('lotto.numbers.auto_closed');
    expect(written).toContain('content.announcement.save');
  });

  it('each written key has its Thai name', () => {
    const unnamed = [...written].filter((key) => !Object.hasOwn(AUDIT_ACTION_NAMES, key));
    expect(unnamed).toEqual([]);
    for (const name of Object.values(AUDIT_ACTION_NAMES)) expect(name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('each named key is still written', () => {
    expect(Object.keys(AUDIT_ACTION_NAMES).filter((key) => !written.has(key))).toEqual([]);
  });

  it('no writer builds its key from a template', () => {
    const templated = writers.filter(({ text }) => /\baction: `/.test(text)).map(({ file }) => file);
    expect(templated).toEqual([]);
  });
});
