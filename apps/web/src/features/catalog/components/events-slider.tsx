import type { EventItem } from '@portal/contract/catalog';
import { EventCard } from '../../../components/event-card';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { Slider } from '../../../components/lazy-slider';

/** The 'All Upcoming' slider: event cards with their favourite hearts. */
export function EventsSlider({ events, label }: { events: EventItem[]; label: string }) {
  return (
    <Slider
      items={events}
      itemKey={(e) => e.id}
      label={label}
      testId="events-slider"
      renderItem={(event) => (
        <EventCard event={event} heart={<FavouriteHeart kind="event" id={event.id} name={event.event_name} />} />
      )}
    />
  );
}
