// The agent's public content as the agent calls answer it: deposit accounts, announcements,
// banners and events (active rows, in the operator's order).
import type { DatabaseSync } from 'node:sqlite';
import { all } from '../db/database.ts';

interface WordsRow {
  subtitle: string;
  show_text: number;
}

/** Banners and events: show_text as a boolean (the site writes title and subtitle over the image), no empty subtitle. */
function withWords<T extends WordsRow>(row: T): Omit<T, 'show_text' | 'subtitle'> & { subtitle: string | null; show_text: boolean } {
  return { ...row, subtitle: row.subtitle || null, show_text: row.show_text === 1 };
}

export function depositBankAccounts(db: DatabaseSync, agentId: number) {
  return all(
    db,
    `SELECT a.id, a.bank_code, b.name AS bank_name, a.account_no, a.account_name
     FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
     WHERE a.agent_id = ? AND a.active = 1 ORDER BY a.sort_order, a.id`,
    agentId,
  );
}

export function trueMoneyAccounts(db: DatabaseSync, agentId: number) {
  return all(
    db,
    `SELECT id, phone, account_name FROM agent_true_money_accounts
     WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
    agentId,
  );
}

export function notifications(db: DatabaseSync, agentId: number) {
  return all(
    db,
    `SELECT id, type, image, title, description FROM notifications
     WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
    agentId,
  );
}

export function banners(db: DatabaseSync, agentId: number) {
  return all<WordsRow>(
    db,
    `SELECT id, image, title, subtitle, show_text, link FROM banners
     WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
    agentId,
  ).map(withWords);
}

export function events(db: DatabaseSync, agentId: number) {
  return all<WordsRow>(
    db,
    `SELECT id, image, title, subtitle, show_text FROM events
     WHERE agent_id = ? AND active = 1 ORDER BY sort_order, id`,
    agentId,
  ).map(withWords);
}
