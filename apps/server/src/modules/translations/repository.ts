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
