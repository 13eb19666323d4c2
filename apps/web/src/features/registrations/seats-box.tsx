import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SeatStatus } from '@portal/contract/seats';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { seatsApi, seatsQueryKey } from './seats-api';
import './seats-strings';
import './seats.css';

/** An event's seats and the caller's place on its waiting list (refetched after a refused submit). */
export function useSeats(eventId: string) {
  return useQuery({
    queryKey: seatsQueryKey(eventId),
    queryFn: async () => (await seatsApi.status(Number(eventId))).data,
    enabled: !!eventId,
    retry: false,
    staleTime: 0,
  });
}

/** Whether the registration form may be submitted: seats are free, or one is offered to the caller. */
export const canRegister = (s: SeatStatus | undefined) => !s || !s.full || s.offer_until !== '';

const offerTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * Seats left on a limited event; on a full one the offer to join the waiting list, the caller's
 * place on it and a way to leave, or the seat offered to them and until when.
 */
export function SeatsBox({ seats }: { seats: SeatStatus }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { showError, showSuccess, clear } = useMessage();
  const change = useMutation({
    mutationFn: (action: 'join' | 'leave') => (action === 'join' ? seatsApi.join(seats.event_id) : seatsApi.leave(seats.event_id)),
    onMutate: () => clear(),
    onSuccess: (resp) => {
      client.setQueryData(seatsQueryKey(seats.event_id), resp.data);
      showSuccess(resp.message);
    },
    onError: (err) => showError(errorMessage(err)),
  });

  if (seats.capacity === null) return null;
  if (seats.offer_until) {
    return (
      <p className="seats-box seats-offer" role="status" data-testid="seats-box">
        {t('seats.offer', { until: offerTime(seats.offer_until, i18n.language) })}
      </p>
    );
  }
  if (!seats.full) {
    return (
      <p className="seats-box" data-testid="seats-box">
        {t('seats.left', { count: seats.seats_left ?? 0 })}
      </p>
    );
  }
  return (
    <div className="seats-box seats-full" role="status" data-testid="seats-box">
      {seats.waiting_position > 0 ? (
        <>
          <p>{t('seats.place', { place: seats.waiting_position })}</p>
          <button type="button" className="btn btn-outline" disabled={change.isPending} onClick={() => change.mutate('leave')}>
            {t('seats.leave')}
          </button>
        </>
      ) : (
        <>
          <p>{t('seats.full')}</p>
          <button type="button" className="btn" disabled={change.isPending} onClick={() => change.mutate('join')}>
            {t('seats.join')}
          </button>
        </>
      )}
    </div>
  );
}
