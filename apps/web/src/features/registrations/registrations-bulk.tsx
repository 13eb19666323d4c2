import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { BULK_ROLES, bulkStartSchema, type BulkStartBody } from '@portal/contract/bulk-actions';
import { cancelRegistrationSchema } from '@portal/contract/admin-registrations';
import { BROADCAST_ROLES, audienceOfStatus } from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkRunReport, type BulkSelection } from '../../components/bulk-selection';
import { useConfirm } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
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
  const n = selection.count;
  const rows = t('adminRegistrations.bulk.rows', { count: n });
  const chosen = (): Pick<z.input<typeof bulkStartSchema>, 'ids' | 'filter'> => (selection.all ? { filter: { ...filter } as never } : { ids: selection.ids });

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

  const cancelForm = useForm<z.input<typeof cancelRegistrationSchema>, unknown, z.output<typeof cancelRegistrationSchema>>({
    resolver: zodResolver(cancelRegistrationSchema),
    defaultValues: { reason: '', paid_money: '' },
  });
  // The reason and the money's fate are checked as a single row's cancel (each row is cancelled through it).
  const cancel = useFormSubmit(cancelForm, ({ reason, paid_money }) => adminCall(calls.adminBulkStart, { body: { ...chosen(), action: 'cancel', reason, paid_money } }), {
    ask: ({ reason, paid_money }) => {
      setCancelling(false);
      return confirm({
        title: t('adminRegistrations.bulk.cancelTitle', { rows }),
        body: (
          <ul>
            <li>{t('adminRegistrations.bulk.cancelEach', { reason })}</li>
            <li>{paid_money === 'refund_due' ? t('adminRegistrations.bulk.moneyRefund') : t('adminRegistrations.bulk.moneyForfeit')}</li>
            <li>{t('adminRegistrations.bulk.told')}</li>
          </ul>
        ),
        confirmLabel: t('adminRegistrations.bulk.cancelConfirm', { rows }),
      });
    },
    onStart: () => setError(''),
    onSuccess: (resp) => {
      setRunId(resp.data.id);
      selection.clear();
      cancelForm.reset();
    },
    onFailure: setError,
  });

  if (!staff) return null;
  const may = (roles: readonly string[]) => roleAllowed(staff.role, roles as never);
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
        <form className="bulk-cancel-form" onSubmit={(ev) => void cancel.onSubmit(ev)}>
          <FormField label={t('adminRegistrations.bulk.reason')} error={cancelForm.formState.errors.reason?.message} required>
            {(p) => <input {...p} required minLength={3} maxLength={500} {...cancelForm.register('reason')} />}
          </FormField>
          <RefundOrForfeit legend={t('adminRegistrations.bulk.moneyPaid')} field={cancelForm.register('paid_money')} error={cancelForm.formState.errors.paid_money?.message} />
          <div className="admin-form-actions">
            <button type="submit" className="btn" disabled={cancel.busy}>
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
