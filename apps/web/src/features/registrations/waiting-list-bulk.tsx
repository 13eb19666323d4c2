import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { BULK_ROLES, type WaitlistBulkAction } from '@portal/contract/bulk-actions';
import { BROADCAST_ROLES } from '@portal/contract/broadcasts';
import { waitlistRemoveSchema } from '@portal/contract/waitlist';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { BulkBar, BulkRunReport, type BulkSelection } from '../../components/bulk-selection';
import { useConfirm } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import './waiting-list-strings';

/**
 * The waiting list's bulk bar (docs/decisions/bulk-actions.md, "The waiting list"): offer seats to
 * the people ticked (or everyone on the list, in its order), remove them (a reason told to each),
 * or message them with the participants' composer. Offer and remove run as a queued job through
 * the list's single-row actions, with live progress and a report of the places not done and why;
 * each asks first, saying what it does and to how many.
 */
export function WaitingListBulk({ eventId, selection, total }: { eventId: number; selection: BulkSelection; total: number }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [runId, setRunId] = useState<number>();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState('');
  const n = selection.count;
  const people = t('waitingList.bulk.people', { count: n });

  async function start(action: WaitlistBulkAction, reason = '') {
    setError('');
    try {
      const chosen = selection.all ? { all: true } : { ids: selection.ids };
      const resp = await adminCall(calls.adminBulkWaitingStart, { body: { event_id: eventId, action, reason, ...chosen } });
      setRunId(resp.data.id);
      selection.clear();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function offer() {
    const yes = await confirm({
      title: t('waitingList.bulk.offerTitle', { people }),
      body: (
        <ul>
          <li>{t('waitingList.bulk.offerEach')}</li>
          <li>{t('waitingList.bulk.offerRunOut')}</li>
        </ul>
      ),
      confirmLabel: t('waitingList.bulk.offerConfirm', { people }),
    });
    if (yes) await start('offer');
  }

  const removeForm = useForm<z.input<typeof waitlistRemoveSchema>, unknown, z.output<typeof waitlistRemoveSchema>>({ resolver: zodResolver(waitlistRemoveSchema), defaultValues: { reason: '' } });
  // The reason is checked as a single place's removal (each place is removed through it).
  const remove = useFormSubmit(
    removeForm,
    ({ reason }) => adminCall(calls.adminBulkWaitingStart, { body: { event_id: eventId, action: 'remove', reason, ...(selection.all ? { all: true } : { ids: selection.ids }) } }),
    {
      ask: ({ reason }) => {
        setRemoving(false);
        return confirm({
          title: t('waitingList.bulk.removeTitle', { people }),
          body: (
            <ul>
              <li>{t('waitingList.bulk.removeEach')}</li>
              <li>{t('waitingList.bulk.removeSeat')}</li>
              <li>{reason ? t('waitingList.bulk.removeToldReason', { reason }) : t('waitingList.bulk.removeTold')}</li>
            </ul>
          ),
          confirmLabel: t('waitingList.bulk.removeConfirm', { people }),
        });
      },
      onStart: () => setError(''),
      onSuccess: (resp) => {
        setRunId(resp.data.id);
        selection.clear();
        removeForm.reset();
      },
      onFailure: setError,
    },
  );

  if (!staff) return null;
  const may = (roles: readonly string[]) => roleAllowed(staff.role, roles as never);
  const message = selection.all
    ? `${ADMIN_PATHS.root}/message-participants?event=${eventId}&audience=waiting`
    : `${ADMIN_PATHS.root}/message-participants?event=${eventId}&audience=waiting_selected&waiting=${selection.ids.join(',')}`;
  return (
    <>
      {runId !== undefined && (
        <BulkRunReport runId={runId} onDone={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'waiting-list', eventId] })} onClose={() => setRunId(undefined)} />
      )}
      <BulkBar selection={selection} total={total} noun={t('waitingList.bulk.noun')}>
        {may(BULK_ROLES) && (
          <button type="button" className="btn" onClick={() => void offer()}>
            {t('waitingList.bulk.offer')}
          </button>
        )}
        {may(BULK_ROLES) && (
          <button type="button" className="btn btn-outline" onClick={() => setRemoving(true)}>
            {t('waitingList.bulk.removeMore')}
          </button>
        )}
        {may(BROADCAST_ROLES) && (
          <Link className="btn btn-outline" to={message}>
            {t('waitingList.bulk.message')}
          </Link>
        )}
      </BulkBar>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <Modal open={removing} onClose={() => setRemoving(false)} title={t('waitingList.bulk.removeConfirm', { people })}>
        <form className="bulk-cancel-form" onSubmit={(ev) => void remove.onSubmit(ev)} noValidate>
          <FormField label={t('waitingList.bulk.reason')} error={removeForm.formState.errors.reason?.message}>
            {(p) => <input {...p} maxLength={500} {...removeForm.register('reason')} />}
          </FormField>
          <div className="admin-form-actions">
            <button type="submit" className="btn" disabled={remove.busy}>
              {t('waitingList.bulk.continue')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setRemoving(false)}>
              {t('waitingList.bulk.back')}
            </button>
          </div>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
