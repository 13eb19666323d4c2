import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KARMAYOGAM_PROGRAM_ID } from '@portal/contract/programs';
import { KARMAYOGAM_FIELDS, type RegistrationFormInput } from '@portal/contract/registrations';
import { FormField } from '../../components/form-field';
import { translationsQuery } from '../../lib/queries';

const YES_NO = new Set(['physical_problem', 'similar_program']);

/**
 * Karmayogam's extra questions, labelled in the language picked on the form
 * (0 English, 1 Tamil) from the foundation's translation entries, with our own labels until they come.
 */
export function KarmayogamFields({ form }: { form: UseFormReturn<RegistrationFormInput> }) {
  const { t } = useTranslation();
  const { register, watch, formState } = form;
  const language = watch('language');
  const labels = useQuery(translationsQuery(KARMAYOGAM_PROGRAM_ID));
  const label = (field: string) => {
    const entry = labels.data?.find((e) => e.trans_word === `karmayogam_${field}`);
    const text = entry && (language === '1' ? entry.trans_ta : entry.trans_en);
    return text || t(`reg.karma.${field}`);
  };
  const word = (key: 'yes' | 'no') => {
    const entry = labels.data?.find((e) => e.trans_word === key);
    return (entry && (language === '1' ? entry.trans_ta : entry.trans_en)) || t(`reg.${key}`);
  };
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  return (
    <>
      <FormField label={t('reg.language')}>
        {(p) => (
          <select {...p} {...register('language')}>
            <option value="0">{t('reg.english')}</option>
            <option value="1">{t('reg.tamil')}</option>
          </select>
        )}
      </FormField>
      {KARMAYOGAM_FIELDS.map((field) =>
        YES_NO.has(field) ? (
          <FormField key={field} label={label(field)} error={errors[field]?.message}>
            {(p) => (
              <select {...p} {...register(field)}>
                <option value="No">{word('no')}</option>
                <option value="Yes">{word('yes')}</option>
              </select>
            )}
          </FormField>
        ) : (
          <FormField key={field} label={label(field)} error={errors[field]?.message} required>
            {(p) => <textarea {...p} {...register(field)} rows={3} maxLength={5000} />}
          </FormField>
        ),
      )}
    </>
  );
}
