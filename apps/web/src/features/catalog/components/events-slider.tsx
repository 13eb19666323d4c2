import type { EventItem } from '@portal/contract/catalog';
import { EventCard } from '../../../components/event-card';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { Slider, SlidesPreview } from '../../../components/lazy-slider';

const eventKey = (e: EventItem) => e.id;
const renderEvent = (event: EventItem) => (
  <EventCard event={event} heart={<FavouriteHeart kind="event" id={event.id} name={event.event_name} />} />
);

/**
 * The 'All Upcoming' slider: event cards with their favourite hearts. `preview`: only its first
 * cards as plain markup (the server's HTML, and the page until the slider comes near).
 */
export function EventsSlider({ events, label, preview }: { events: EventItem[]; label: string; preview?: boolean }) {
  const first = <SlidesPreview items={events} itemKey={eventKey} label={label} renderItem={renderEvent} />;
  if (preview) return first;
  return <Slider items={events} itemKey={eventKey} label={label} testId="events-slider" renderItem={renderEvent} fallback={first} />;
}
