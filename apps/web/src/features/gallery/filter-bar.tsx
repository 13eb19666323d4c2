import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { galleryFilterSchema, isEmptyFilter } from '@portal/contract/gallery';
import { DateInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { useHydrated } from '../../components/lazy-slider';

export interface FilterValues {
  start_date: string;
  end_date: string;
  search_txt: string;
}

type Input = z.input<typeof galleryFilterSchema>;
type Output = z.output<typeof galleryFilterSchema>;
const EMPTY: FilterValues = { start_date: '', end_date: '', search_txt: '' };

/**
 * The date range and search of both galleries: dates picked
 * DD/MM/YYYY with future days blocked, checked with the contract's schema (a range may not run
 * backwards). Go with all three empty behaves like Reset.
 */
export function FilterBar({
  onGo,
  onReset,
  busy,
  searchPlaceholder,
}: {
  onGo: (values: FilterValues) => void;
  onReset: () => void;
  busy?: boolean;
  searchPlaceholder: string;
}) {
  const { t } = useTranslation();
  // Marks the form once its code runs in the browser (until then it is the server's HTML).
  const hydrated = useHydrated();
  const { control, register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(galleryFilterSchema),
    defaultValues: EMPTY,
  });

  const doReset = () => {
    reset(EMPTY);
    onReset();
  };
  const onSubmit = handleSubmit((v) => {
    const values = { start_date: v.start_date, end_date: v.end_date, search_txt: v.search_txt };
    if (isEmptyFilter(values)) doReset();
    else onGo(values);
  });

  const e = formState.errors;
  return (
    <form className="gallery-filter" onSubmit={onSubmit} noValidate role="search" aria-label={t('gallery.filter.legend')} data-hydrated={hydrated || undefined}>
      <FormField label={t('gallery.filter.start')} error={e.start_date?.message}>
        {(p) => (
          <Controller
            control={control}
            name="start_date"
            render={({ field }) => (
              <DateInput {...p} name="start_date" value={field.value ?? ''} onChange={field.onChange} noFuture />
            )}
          />
        )}
      </FormField>
      <FormField label={t('gallery.filter.end')} error={e.end_date?.message}>
        {(p) => (
          <Controller
            control={control}
            name="end_date"
            render={({ field }) => <DateInput {...p} name="end_date" value={field.value ?? ''} onChange={field.onChange} noFuture />}
          />
        )}
      </FormField>
      <FormField label={t('gallery.filter.search')} error={e.search_txt?.message}>
        {(p) => <input {...p} {...register('search_txt')} type="search" placeholder={searchPlaceholder} maxLength={100} enterKeyHint="search" />}
      </FormField>
      <div className="gallery-filter-actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('gallery.filter.go')}
        </button>
        <button type="button" className="btn btn-outline" onClick={doReset}>
          {t('gallery.filter.reset')}
        </button>
      </div>
    </form>
  );
}
