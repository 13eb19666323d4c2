import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_PREFIX, type TranslationEntry } from '@portal/contract/program-forms';
import { translationsQuery } from '../../lib/queries';
import './strings';

export type FormLang = 0 | 1;

/**
 * The labels of a program's forms from its translation entries (trans_word keyed by
 * program prefix plus field name; program 0 holds shared words). An entry that is missing
 * falls back to this feature's own string, so a form never shows a bare key.
 */
export function useFormLabels(programId: number, lang: FormLang) {
  const { i18n } = useTranslation();
  const query = useQuery({ ...translationsQuery(programId), retry: 1 });
  const entries = useMemo(
    () => new Map<string, TranslationEntry>((query.data ?? []).map((e) => [e.trans_word, e])),
    [query.data],
  );
  const ft = useMemo(() => i18n.getFixedT(lang === 1 ? 'ta' : 'en'), [i18n, lang]);

  const pick = useCallback(
    (word: string, fallback: string) => {
      const e = entries.get(word);
      if (!e) return fallback;
      return lang === 1 ? e.trans_ta || e.trans_en : e.trans_en;
    },
    [entries, lang],
  );

  return {
    /** Settled (loaded or failed): a failed list leaves the fallbacks, as failed lists are only logged. */
    ready: !query.isPending,
    /** The label of a form field of this program. */
    field: useCallback(
      (name: string) => pick(`${TRANSLATION_PREFIX[programId] ?? ''}${name}`, ft(`programForms.fields.${name}`)),
      [pick, programId, ft],
    ),
    /** A word every form shares (program 0): yes, no, select, submit, language, please_register, accept_terms. */
    word: useCallback((word: string, fallbackKey: string) => pick(word, ft(`programForms.${fallbackKey}`)), [pick, ft]),
    /** This feature's own strings in the form's language. */
    t: ft,
  };
}
