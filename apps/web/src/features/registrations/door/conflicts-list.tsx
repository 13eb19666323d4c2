import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { adminCall } from '../../../lib/admin-client';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * For the coordinator: people scanned at more than one door (the first check-in and each "also
 * scanned at"), and people let in with no network whom the server refused when the scan arrived.
 */
export function ConflictsList({ eventId, refreshKey }: { eventId: number; refreshKey: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['admin', 'check-in', eventId, 'conflicts', refreshKey],
    queryFn: () => adminCall(calls.adminDoorConflicts, { params: { event_id: String(eventId) } }),
    refetchInterval: 15_000,
  });
  if (!data) return null;
  return (
    <section className="door-conflicts" aria-labelledby="door-conflicts-title">
      <h2 id="door-conflicts-title">{t('door.conflicts')}</h2>
      {data.data.length === 0 && <p>{t('door.noConflicts')}</p>}
      <ul data-testid="door-conflicts">
        {data.data.map((c) => (
          <li key={c.registration_id} data-testid="door-conflict">
            <strong>{c.name}</strong> <span className="checkin-hint">{c.reg_number || `#${c.registration_id}`}</span>
            <ul>
              {c.scans.map((s) => {
                const values = { time: timeOf(s.scanned_at), door: s.device || t('door.online'), staff: s.staff, reason: s.reason ? t(`door.reason.${s.reason}`) : '' };
                const key = s.outcome === 'checked_in' ? 'door.firstIn' : s.outcome === 'also' ? 'door.alsoScanned' : s.outcome === 'refused' ? 'door.refusedScan' : 'door.undoneScan';
                return (
                  <li key={s.scan_id} data-outcome={s.outcome}>
                    {t(key, values)}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
