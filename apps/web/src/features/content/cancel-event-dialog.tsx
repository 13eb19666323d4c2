import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { calls } from '@portal/contract/calls';
import type { AdminEvent } from '@portal/contract/admin-content';
import { EVENT_STATUS_LABELS } from '@portal/contract/registrations';
import { EVENT_CANCEL_ROLES, EVENT_LIFECYCLE_ROLES } from '@portal/contract/lifecycle-calls';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cancelEventSchema } from '@portal/contract/lifecycle-calls';
import { FormAlerts } from '../../components/form-alerts';
import { FormField } from '../../components/form-field';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Modal } from '../../components/modal';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../components/confirm-dialog';

/**
 * "Cancel event" beside the event form's buttons (owner and coordinators, an event not yet
 * completed or cancelled): a dialog asks the reason and what becomes of money already paid,
 * then the server cancels the event, its registrations and seats, and tells every registrant.
 * The dialog is put outside the event form (a form may not hold another).
 */
export function CancelEventButton({
  event,
  done,
}: {
  event: AdminEvent;
  done: (row: AdminEvent, message: string) => void;
}) {
  const staff = useStaff();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof cancelEventSchema>, unknown, z.output<typeof cancelEventSchema>>({
    resolver: zodResolver(cancelEventSchema),
    defaultValues: { reason: '', paid_money: 'refund_due' },
  });
  const { onSubmit, busy, error, setError } = useFormSubmit(form, async (body) => {
    const params = { id: String(event.id) };
    const res = await adminCall(calls.adminEventCancel, { params, body });
    const next = await adminCall(calls.adminEvent, { params });
    return { res, next };
  }, {
    onSuccess: ({ res, next }) => {
      setOpen(false);
      const n = res.data.registrations;
      done(next.data, `${res.message} (${n} registration${n === 1 ? '' : 's'} cancelled)`);
    },
  });
  if (
    !staff ||
    !roleAllowed(staff.role, EVENT_CANCEL_ROLES) ||
    event.status === 'cancelled' ||
    event.status === 'completed'
  )
    return null;

  const submit = (ev: FormEvent<HTMLFormElement>) => {
    // React passes a portal's events up its own tree: unstopped, this submit also saved the event
    // form around the button (with the values from before the cancel), and its "Saved" could
    // replace the cancel's message.
    ev.stopPropagation();
    void onSubmit(ev);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-danger"
        onClick={() => (setError(undefined), form.reset(), setOpen(true))}
      >
        Cancel event
      </button>
      {createPortal(
        <Modal open={open} onClose={() => setOpen(false)} title={`Cancel ${event.event_name}?`}>
          <form className="admin-form cancel-event-form" onSubmit={submit}>
            <p>
              {event.registrations} registration{event.registrations === 1 ? '' : 's'} of this event will be cancelled, its seats and waiting list cleared, and
              every registrant told by email and SMS. This cannot be undone.
            </p>
            <FormField id="cancel-event-reason" label="Reason (the registrants read it)" error={form.formState.errors.reason?.message}>
              {(p) => <textarea {...p} required minLength={3} maxLength={500} rows={3} data-autofocus {...form.register('reason')} />}
            </FormField>
            <fieldset>
              <legend>Money already paid</legend>
              <label className="checkbox">
                <input type="radio" value="refund_due" {...form.register('paid_money')} /> Refund due (the
                foundation pays it back)
              </label>
              <label className="checkbox">
                <input type="radio" value="forfeit" {...form.register('paid_money')} /> Forfeit (kept)
              </label>
            </fieldset>
            <FormAlerts error={error} />
            <div className="admin-form-actions">
              <button type="submit" className="btn btn-danger" disabled={busy}>
                Cancel the event
              </button>
              <button type="button" className="btn-link" onClick={() => setOpen(false)}>
                Keep the event
              </button>
            </div>
          </form>
        </Modal>,
        document.body,
      )}
    </>
  );
}

/**
 * "Run lifecycle now" (owner and coordinators): the event's status set from its dates at once,
 * as the periodic job would (feedback is asked when it completes). It asks first: a completed
 * event sends its feedback requests.
 */
export function RunLifecycleButton({ event, done }: { event: AdminEvent; done: (row: AdminEvent, message: string) => void }) {
  const staff = useStaff();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { confirm, dialog } = useConfirm();
  if (!staff || !roleAllowed(staff.role, EVENT_LIFECYCLE_ROLES) || event.status === 'cancelled' || event.status === 'completed') return null;
  const run = async () => {
    const asked = { title: `Set the status of ${event.event_name} now?`, body: <p>Its status is set from its dates. If it has ended, those who came are asked for feedback.</p>, confirmLabel: 'Run lifecycle now' };
    if (!(await confirm(asked))) return;
    setBusy(true);
    setError(undefined);
    try {
      const params = { id: String(event.id) };
      const res = await adminCall(calls.adminEventLifecycleRun, { params });
      const next = await adminCall(calls.adminEvent, { params });
      done(next.data, `${res.message}: ${EVENT_STATUS_LABELS[res.data.status]}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {dialog}
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run()}>
        Run lifecycle now
      </button>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
