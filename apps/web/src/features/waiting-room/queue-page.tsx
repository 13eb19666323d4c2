import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import type { WaitingPlace } from '@portal/contract/waiting-room';
import { ApiError, call } from '../../lib/api';
import { PageHead } from '../../components/page-head';
import { admissions, stored } from '../../lib/stored-keys';
import './strings';
import './waiting-room.css';

/** Only a path of this site is a way back (never another site's address). */
const safeBack = (back: string | null) => (back && /^\/[a-z0-9-]+$/i.test(back) ? back : PATHS.home);

const indiaTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * An event's waiting room: the devotee's place and an estimated wait, asked again by itself
 * (as often as the server says: every 2 s near the front, less often further back; backing off
 * while the network fails), and, when the turn comes, back to the registration form with the
 * admission kept for this tab.
 */
export default function WaitingRoomPage() {
  const { t, i18n } = useTranslation();
  const head = <PageHead title={t('wroom.title')} />;
  const eventId = Number(useParams().id) || 0;
  const back = safeBack(useSearchParams()[0].get('back'));
  const navigate = useNavigate();
  const [place, setPlace] = useState<WaitingPlace>();
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failed = 0;
    const ask = async () => {
      let delay: number;
      try {
        const { data } = await call(calls.waitingRoomEnter, { params: { id: String(eventId) } });
        if (stopped) return;
        failed = 0;
        setFailures(0);
        setPlace(data);
        if (!data.active || data.admission) {
          if (data.admission) admissions.set(eventId, data.admission, data.admission_until);
          stored.setEventId(eventId);
          navigate(back, { replace: true });
          return;
        }
        delay = data.poll_seconds * 1000;
      } catch (err) {
        // An ended session moves on to login by itself; other failures are tried again, less often.
        if (stopped || (err instanceof ApiError && err.success === 2)) return;
        failed += 1;
        setFailures(failed);
        delay = Math.min(60_000, 2000 * 2 ** failed);
      }
      timer = setTimeout(() => void ask(), delay);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, back, navigate]);

  const minutes = place ? Math.ceil(place.wait_seconds / 60) : 0;
  const beforeOpening = !!place?.opens_at && Date.parse(place.opens_at) > Date.now();
  return (
    <div className="container page wroom-page">
      {head}
      <section className="card wroom-card">
        <h1>{t('wroom.title')}</h1>
        <p>{t('wroom.lead')}</p>
        <div className="wroom-place" role="status" aria-live="polite" aria-atomic="true" data-testid="wroom-place">
          {!place && <p>{t('wroom.checking')}</p>}
          {place && place.place > 0 && (
            <>
              <p className="wroom-number">{t('wroom.place', { place: place.place })}</p>
              <p>{place.wait_seconds < 60 ? t('wroom.waitSoon') : t('wroom.wait', { count: minutes })}</p>
            </>
          )}
          {place && place.place === 0 && <p>{t('wroom.turn')}</p>}
        </div>
        {beforeOpening && (
          <p className="muted">
            {t('wroom.opens', { time: indiaTime(place!.opens_at, i18n.language) })} {t('wroom.drawn')}
          </p>
        )}
        {failures > 0 && (
          <p className="muted" role="alert">
            {t('wroom.retrying')}
          </p>
        )}
      </section>
    </div>
  );
}
