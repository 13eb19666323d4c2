import type { TranslationEntry } from '@portal/contract/program-forms';
import type { Queryable } from '../../db/client.ts';

/** A program's form labels plus the words every form shares (program 0), by the unique index. */
export const listTranslations = (q: Queryable, programId: number) =>
  q.query<TranslationEntry>(
    `SELECT trans_word, trans_en, trans_ta
       FROM translations
      WHERE program_id = ANY($1::smallint[])
      ORDER BY program_id, trans_word`,
    [programId === 0 ? [0] : [0, programId]],
  );

export interface OverrideRow {
  key: string;
  ta: string;
  reviewed: boolean;
}

/** The office's Tamil corrections (`translation_overrides`), every one: a few hundred rows at most. */
export const listOverrides = (q: Queryable) => q.query<OverrideRow>(`SELECT key, ta, reviewed FROM translation_overrides ORDER BY key`);

export const findOverride = (q: Queryable, key: string) => q.one<OverrideRow>(`SELECT key, ta, reviewed FROM translation_overrides WHERE key = $1`, [key]);

export const saveOverride = (q: Queryable, row: OverrideRow, staffId: number) =>
  q.query(
    `INSERT INTO translation_overrides (key, ta, reviewed, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET ta = EXCLUDED.ta, reviewed = EXCLUDED.reviewed, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [row.key, row.ta, row.reviewed, staffId],
  );

export const deleteOverride = (q: Queryable, key: string) => q.query(`DELETE FROM translation_overrides WHERE key = $1`, [key]);
