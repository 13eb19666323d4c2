import { TRANSLATION_PREFIX } from '@portal/contract/program-forms';
import type { Queryable } from '../../db/client.ts';
import { listTranslations } from './repository.ts';

export interface QuestionText {
  en: string;
  ta: string;
}

/** The questions of a program's forms in both languages, by field name (its translation entries). */
export async function formQuestionTexts(q: Queryable, programId: number): Promise<Map<string, QuestionText>> {
  const prefix = TRANSLATION_PREFIX[programId] ?? '';
  const texts = new Map<string, QuestionText>();
  if (!prefix) return texts;
  for (const e of await listTranslations(q, programId)) {
    if (e.trans_word.startsWith(prefix)) texts.set(e.trans_word.slice(prefix.length), { en: e.trans_en, ta: e.trans_ta || e.trans_en });
  }
  return texts;
}
