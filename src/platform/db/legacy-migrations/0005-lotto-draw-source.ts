import type { Migration } from './migration.ts';

// Where each category's numbers come from, and who entered an official result. A round whose draw
// was committed settles only from that draw; an operator enters results only for categories whose
// numbers come from an outside official draw. Both logs are public record: never edited or removed.
export const lottoDrawSource: Migration = {
  name: 'lotto draw sources, official result and draw source logs',
  sql: `
    -- committed: simulated, committed before betting opens; external: an outside official draw
    -- the operator enters; shots: Yeekee. Applies to rounds made after it is set.
    ALTER TABLE lotto_categories ADD COLUMN draw_source TEXT NOT NULL DEFAULT 'committed'
      CHECK (draw_source IN ('committed', 'external', 'shots'));
    UPDATE lotto_categories SET draw_source = 'external' WHERE kind = 'government';
    -- Its rules stop promising a committed simulation (an operator's own wording is left alone).
    UPDATE lotto_categories SET rule_text = replace(
      rule_text,
      'ผลจำลองถูกกำหนดไว้ก่อนเปิดรับแทง และเผยแพร่ค่า SHA-256 ของผลพร้อมรหัสลับ ตรวจสอบได้เมื่อผลออก',
      'ผลรางวัลตามการออกรางวัลอย่างเป็นทางการ ผู้ดูแลระบบเป็นผู้กรอกผลและแสดงเวลาที่กรอกพร้อมผล หากไม่มีผลภายในเวลาที่กำหนด ระบบคืนเงินทั้งงวด'
    ) WHERE kind = 'government';
    UPDATE lotto_categories SET draw_source = 'shots' WHERE kind = 'yeekee';

    CREATE TABLE lotto_official_results (
      id INTEGER PRIMARY KEY,
      round_id INTEGER NOT NULL UNIQUE REFERENCES lotto_rounds(id),
      result TEXT NOT NULL,            -- JSON: the numbers as entered
      entered_by TEXT NOT NULL,        -- the operator's name (--by, else the OS user)
      entered_at INTEGER NOT NULL
    );
    CREATE TRIGGER lotto_official_results_no_update BEFORE UPDATE ON lotto_official_results
    BEGIN SELECT RAISE(ABORT, 'official results are append-only'); END;
    CREATE TRIGGER lotto_official_results_no_delete BEFORE DELETE ON lotto_official_results
    BEGIN SELECT RAISE(ABORT, 'official results are append-only'); END;

    CREATE TABLE lotto_draw_source_changes (
      id INTEGER PRIMARY KEY,
      category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
      draw_source TEXT NOT NULL CHECK (draw_source IN ('committed', 'external')),
      changed_by TEXT NOT NULL,
      changed_at INTEGER NOT NULL
    );
    CREATE TRIGGER lotto_draw_source_changes_no_update BEFORE UPDATE ON lotto_draw_source_changes
    BEGIN SELECT RAISE(ABORT, 'draw source changes are append-only'); END;
    CREATE TRIGGER lotto_draw_source_changes_no_delete BEFORE DELETE ON lotto_draw_source_changes
    BEGIN SELECT RAISE(ABORT, 'draw source changes are append-only'); END;
  `,
};
