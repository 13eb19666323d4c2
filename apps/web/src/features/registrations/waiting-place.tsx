import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { programRoute } from '@portal/contract/programs';
import { call } from '../../lib/api';
import './seats-strings';

const offerTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * On a registration's page (/eventdetail/{id}): the person's place on the event's waiting list
 * ("You are number 3 on the waiting list"), or the seat offered to them and until when (India
 * time) with the way to take it; nothing when they are not on the list.
 */
export function WaitingPlace({ eventId, programId }: { eventId: number; programId: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['waiting-place', eventId],
    queryFn: async () => (await call(calls.waitingPlace, { params: { id: String(eventId) } })).data,
    retry: false,
    staleTime: 0,
  });
  if (!data) return null;
  if (data.offer_until) {
    return (
      <p className="seats-box seats-offer" role="status" data-testid="waiting-place">
        {t('seats.offerDetail', { until: offerTime(data.offer_until, i18n.language) })}{' '}
        <Link to={programRoute(programId) ?? '/'}>{t('seats.registerNow')}</Link>
      </p>
    );
  }
  if (data.waiting_position <= 0) return null;
  return (
    <p className="seats-box seats-full" role="status" data-testid="waiting-place">
      {t('seats.place', { place: data.waiting_position })}
    </p>
  );
}
