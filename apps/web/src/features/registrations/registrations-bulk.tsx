import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { BULK_ROLES, type BulkStartBody } from '@portal/contract/bulk-actions';
import { BROADCAST_ROLES, audienceOfStatus } from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkRunReport, type BulkSelection } from '../../components/bulk-selection';
import { useConfirm } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { RefundOrForfeit } from './admin-transfer';
import './admin-strings';

type Filter = { q: string; status: string; payment: string; event_id: string; program_id: string; from: string; to: string };

/**
 * The registrations list's bulk actions (docs/decisions/bulk-actions.md): check in and cancel run
 * as a queued job through the single-row services, with live progress and a report per row;
 * export the selection; message the event's participants. Each shows what it will do and to how
 * many first; check-in and cancel ask in the confirm dialog (neither is undone in bulk).
 */
export function RegistrationsBulk({ selection, total, filter, query }: { selection: BulkSelection; total: number | undefined; filter: Filter; query: Record<string, unknown> }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [runId, setRunId] = useState<number>();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState('');
  if (!staff) return null;
  const may = (roles: readonly string[]) => roleAllowed(staff.role, roles as never);
  const n = selection.count;
  const rows = t('adminRegistrations.bulk.rows', { count: n });
  const chosen = (): Pick<BulkStartBody, 'ids' | 'filter'> => (selection.all ? { filter: { ...filter } as never } : { ids: selection.ids });

  async function start(body: Omit<BulkStartBody, 'ids' | 'filter'>) {
    setError('');
    try {
      const resp = await adminCall(calls.adminBulkStart, { body: { ...chosen(), ...body } as never });
      setRunId(resp.data.id);
      selection.clear();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function checkIn() {
    const yes = await confirm({
      title: t('adminRegistrations.bulk.checkInTitle', { rows }),
      body: (
        <ul>
          <li>{t('adminRegistrations.bulk.checkInEach', { rows })}</li>
          <li>{t('adminRegistrations.bulk.checkInLeft')}</li>
        </ul>
      ),
      confirmLabel: t('adminRegistrations.bulk.checkInConfirm', { rows }),
    });
    if (yes) await start({ action: 'check_in', reason: '', paid_money: undefined });
  }

  async function cancel(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const reason = String(f.get('reason') ?? '');
    const paid = String(f.get('paid_money') ?? '') as 'refund_due' | 'forfeit';
    setCancelling(false);
    const yes = await confirm({
      title: t('adminRegistrations.bulk.cancelTitle', { rows }),
      body: (
        <ul>
          <li>{t('adminRegistrations.bulk.cancelEach', { reason })}</li>
          <li>{paid === 'refund_due' ? t('adminRegistrations.bulk.moneyRefund') : t('adminRegistrations.bulk.moneyForfeit')}</li>
          <li>{t('adminRegistrations.bulk.told')}</li>
        </ul>
      ),
      confirmLabel: t('adminRegistrations.bulk.cancelConfirm', { rows }),
    });
    if (yes) await start({ action: 'cancel', reason, paid_money: paid });
  }

  const eventChosen = /^\d{1,9}$/.test(filter.event_id);
  return (
    <>
      {runId !== undefined && (
        <BulkRunReport runId={runId} onDone={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] })} onClose={() => setRunId(undefined)} />
      )}
      <BulkBar selection={selection} total={total} noun={t('adminRegistrations.bulk.noun')}>
        {may(BULK_ROLES) && (
          <button type="button" className="btn" onClick={() => void checkIn()}>
            {t('adminRegistrations.bulk.checkIn')}
          </button>
        )}
        {may(BULK_ROLES) && (
          <button type="button" className="btn btn-outline" onClick={() => setCancelling(true)}>
            {t('adminRegistrations.bulk.cancelMore')}
          </button>
        )}
        {may(BROADCAST_ROLES) && eventChosen && (
          <Link
            className="btn btn-outline"
            to={
              selection.all
                ? `${ADMIN_PATHS.root}/message-participants?event=${filter.event_id}&audience=${audienceOfStatus(filter.status) || 'everyone'}`
                : `${ADMIN_PATHS.root}/message-participants?event=${filter.event_id}&audience=selected&registrations=${selection.ids.join(',')}`
            }
          >
            {t('adminRegistrations.bulk.message')}
          </Link>
        )}
        <AdminExport call={calls.adminExportRegistrations} query={selection.exportQuery(query)} what={t('adminExport.exportSelection')} hint="" />
      </BulkBar>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <Modal open={cancelling} onClose={() => setCancelling(false)} title={t('adminRegistrations.bulk.cancelConfirm', { rows })}>
        <form className="bulk-cancel-form" onSubmit={(ev) => void cancel(ev)}>
          <label>
            {t('adminRegistrations.bulk.reason')}
            <input name="reason" required minLength={3} maxLength={500} />
          </label>
          <RefundOrForfeit legend={t('adminRegistrations.bulk.moneyPaid')} name="paid_money" />
          <div className="admin-form-actions">
            <button type="submit" className="btn">
              {t('adminRegistrations.bulk.continue')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setCancelling(false)}>
              {t('adminRegistrations.bulk.back')}
            </button>
          </div>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
