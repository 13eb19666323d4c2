import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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
  pickerPlaceholder = 'Choose the event: type a name, date or city',
  pickerEmpty,
}: {
  title: string;
  className: string;
  children: (eventId: number) => ReactNode;
  /** The picker's words in the page's language (the door reads Tamil); the defaults are English. */
  pickerLabel?: string;
  pickerPlaceholder?: string;
  pickerEmpty?: string;
}) {
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('event') ?? '') || 0;
  return (
    <section className={className}>
      <h1>{title}</h1>
      <div className="checkin-field">
        <EventPicker
          value={eventId ? String(eventId) : ''}
          onChange={(id) => setParams(id ? { event: id } : {})}
          label={pickerLabel}
          placeholder={pickerPlaceholder}
          empty={pickerEmpty}
        />
      </div>
      {eventId > 0 && children(eventId)}
    </section>
  );
}
