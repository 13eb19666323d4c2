import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import type { EventChoice } from '@portal/contract/admin-event-choices';
import { adminCall } from '../lib/admin-client';
import { isoToDisplay } from '../lib/iso-date';
import { useProgramOptions } from '../lib/program-choices';
import { Combobox } from './combobox';
import './admin-strings';

/** How a chosen event reads in the field: its name and first day (DD/MM/YYYY, India). */
const choiceText = (e: EventChoice) => `${e.event_name} (${isoToDisplay(e.event_date)})`;

/** Whether every word typed appears in what the option shows (name, date, city, program). */
function showsAll(e: EventChoice, typed: string) {
  const shown = `${e.event_name} ${isoToDisplay(e.event_date)} ${e.city_name ?? ''} ${e.program_name}`.toLowerCase();
  return typed
    .toLowerCase()
    .split(/\s+/)
    .every((word) => shown.includes(word));
}

/**
 * A back-office filter's event: found by name, date, city or program (GET admin/event-choices),
 * never by typing its number. `value` is the chosen event's id as text ('' for all events), as
 * the list calls take it.
 */
export function EventPicker({
  value,
  onChange,
  label,
  placeholder,
  empty,
}: {
  value: string;
  onChange: (id: string) => void;
  label?: string;
  /** What the empty field says: a filter's "all events" (the default), or a page's "choose the event". */
  placeholder?: string;
  /** What the list says when nothing matches. */
  empty?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDeferredValue(typed ?? '');
  const { data, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['admin', 'event-choices', search, value],
    queryFn: () => adminCall(calls.adminEventChoices, { query: { q: search, id: value } }),
    placeholderData: keepPreviousData,
  });
  // While the answer for the latest words is on its way the previous one stays on screen, narrowed
  // to what still matches, so that Enter never picks an event the typed words exclude.
  const stale = isPlaceholderData || search !== (typed ?? '');
  const choices = (data?.data ?? []).filter((e) => !stale || showsAll(e, typed ?? ''));
  const chosen = value ? choices.find((e) => String(e.id) === value) : undefined;
  // While nothing is being typed the field names the chosen event (once its name has arrived).
  const text = typed ?? (chosen ? choiceText(chosen) : '');
  return (
    <Combobox
      label={label ?? t('eventPicker.label')}
      text={text}
      onText={setTyped}
      // The chosen event comes with every answer (so the field can name it): it is offered only
      // when the words typed find it.
      options={choices.filter((e) => e !== chosen || (typed !== null && showsAll(e, typed)))}
      optionKey={(e) => e.id}
      renderOption={(e) => (
        <>
          <span>{e.event_name}</span>
          <small>
            {isoToDisplay(e.event_date)}
            {e.city_name ? `, ${e.city_name}` : ''} · {e.program_name}
            {e.status === 'cancelled' ? ` · ${t('eventPicker.cancelled')}` : ''}
            {!e.published ? ` · ${t('eventPicker.unpublished')}` : ''}
          </small>
        </>
      )}
      onChoose={(e) => {
        setTyped(null);
        onChange(e ? String(e.id) : '');
      }}
      placeholder={placeholder ?? t('eventPicker.placeholder')}
      loading={isFetching}
      empty={empty ?? t('eventPicker.empty')}
      testId="event-picker"
    />
  );
}

/** A filter's program, chosen by its name ('' for all programs), among every program the office keeps. */
export function ProgramFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const programs = useProgramOptions();
  return (
    <label>
      {t('eventPicker.program')}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('eventPicker.allPrograms')}</option>
        {programs.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
    </label>
  );
}
