// PostgreSQL's identity columns hand out ids from a sequence that rows written with their own id
// (the seed's agent 33 and wallet types, every row copy-to-postgres brings over) do not move. Here
// each sequence is moved past its table's largest id, so the next row the platform writes gets a
// free one. Only ever forward: a node doing this while another writes takes no id back.
import { sql } from 'kysely';
import type { Db } from './database.ts';

export async function moveIdentitySequencesPastRows(db: Db): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`
      SELECT setval(seq, GREATEST(top, COALESCE(used, 0), 1), top > 0 OR used IS NOT NULL)
      FROM (SELECT pg_get_serial_sequence(${table}, ${column}) AS seq,
                   (SELECT COALESCE(MAX(${sql.ref(column)}), 0) FROM ${sql.table(table)}) AS top) AS t
      LEFT JOIN LATERAL (SELECT last_value AS used FROM pg_sequences
                         WHERE schemaname || '.' || sequencename = t.seq) AS s ON true`.execute(db);
  }
}
