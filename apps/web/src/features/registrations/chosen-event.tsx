import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventPicker } from '../../components/event-picker';

/**
 * A back-office page about one event (the door, the waiting list): its heading, the event found by
 * name (kept in the address as ?event={id}, so a link can open it) and, once chosen, the page's body.
 */
export function ChosenEventPage({
  title,
  className,
  children,
  pickerLabel,
  pickerPlaceholder,
  pickerEmpty,
}: {
  title: string;
  className: string;
  children: (eventId: number) => ReactNode;
  /** The picker's words when the page has its own (the door's); the defaults are the shown language's. */
  pickerLabel?: string;
  pickerPlaceholder?: string;
  pickerEmpty?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('event') ?? '') || 0;
  return (
    <section className={className}>
      <h1>{title}</h1>
      <div className="checkin-field">
        <EventPicker
          value={eventId ? String(eventId) : ''}
          onChange={(id) =>
            setParams((current) => {
              // The other parameters (the language) stay.
              const next = new URLSearchParams(current);
              if (id) next.set('event', id);
              else next.delete('event');
              return next;
            })
          }
          label={pickerLabel}
          placeholder={pickerPlaceholder ?? t('eventPicker.choose')}
          empty={pickerEmpty}
        />
      </div>
      {eventId > 0 && children(eventId)}
    </section>
  );
}
