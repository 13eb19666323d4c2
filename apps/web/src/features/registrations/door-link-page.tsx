import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { doorSessionStore, useDoorSession } from '../../lib/admin-client';
import { ApiError, callAs, errorMessage } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';
import { EventDoor } from './check-in-page';
import './door/door-strings';
import './check-in.css';

/** Refusals the page reads in the volunteer's language (by code, never by the server's text). */
const REFUSALS = ['door_session_revoked', 'door_session_ended', 'door_link_invalid'] as const;

/**
 * /admin/check-in/door#{token}: the shared door phone (docs/decisions/check-in.md "Door links").
 * Opening the coordinator's link (once) makes this tab's door session; the page is then the door
 * of that one event, and keeps working with no network like the staff door (its manifest in
 * IndexedDB, the page kept by the service worker: it lives under /admin/check-in).
 */
export default function DoorLinkPage() {
  const { t } = useTranslation();
  const session = useDoorSession();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    function open() {
      const token = window.location.hash.slice(1);
      if (!token) return;
      // The secret leaves the address at once (history, a screenshot, a shared screen).
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      // A new link replaces whatever door this tab had: if it does not open, this tab is no door.
      doorSessionStore.set(null);
      setProblem(null);
      setOpening(true);
      callAs({ token: () => undefined, ended: () => undefined }, calls.doorLinkOpen, { body: { token } })
        .then((res) => doorSessionStore.set({ csrf_token: res.csrf_token, event: res.event, door_name: res.door_name, expires_at: res.expires_at }))
        .catch((err: unknown) => setProblem(err instanceof ApiError && err.code ? err.code : errorMessage(err)))
        .finally(() => setOpening(false));
    }
    open();
    // A link opened in this same tab (only the fragment changes) loads no new page.
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  const refusal = (code: string) => ((REFUSALS as readonly string[]).includes(code) ? t(`doorLink.refused.${code}`) : t('doorLink.refused.other'));

  if (opening) return <p className="door-phone">{t('doorLink.opening')}</p>;
  if (!session) {
    return (
      <section className="checkin door-phone">
        <p role="alert">{problem ? ((REFUSALS as readonly string[]).includes(problem) ? refusal(problem) : problem) : t('doorLink.noLink')}</p>
      </section>
    );
  }
  return (
    <section className="checkin door-phone">
      <header className="door-phone-head">
        <h1>{t('doorLink.pageTitle', { event: session.event.name })}</h1>
        <p className="checkin-hint">{t('doorLink.pageDoor', { door: session.door_name || t('doorLink.unnamed'), when: indiaDateTime(session.expires_at) })}</p>
      </header>
      {session.ended ? (
        <p role="alert" className="checkin-problem" data-testid="door-refused">
          {refusal(session.ended)}
        </p>
      ) : (
        <EventDoor eventId={session.event.id} doorPhone />
      )}
    </section>
  );
}
