import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { ticketTypeInputSchema, type TicketTypeAdmin } from '@portal/contract/ticket-types';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { formatMoney } from '../../lib/money';
import { FormField } from '../../components/form-field';
import { ChosenEventPage } from './chosen-event';
import { useFormSubmit } from '../../lib/use-form-submit';
import './check-in.css';
import './ticket-types.css';
import './admin-strings';

/**
 * /admin/ticket-types?event={id}: an event's ticket types, each with its price, early-bird,
 * advance and own seats. Finance and the owner add, change and hide them; a coordinator or an
 * editor sees them read-only (prices are money settings). Opened from the event in Events.
 */
export default function TicketTypesPage() {
  const { t } = useTranslation();
  return (
    <ChosenEventPage title={t('ticketTypes.title')} className="checkin ticket-types">
      {(eventId) => <EventTypes eventId={eventId} />}
    </ChosenEventPage>
  );
}

function EventTypes({ eventId }: { eventId: number }) {
  const { t: tr } = useTranslation();
  const key = ['admin', 'ticket-types', eventId];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => adminCall(calls.adminEventTicketTypes, { params: { id: String(eventId) } }) });
  const list = data?.data;
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!list) return <p role="status">{tr('ticketTypes.loading')}</p>;
  const { event } = list;
  const shared = list.types.filter((t) => !t.hidden && t.seats !== null).reduce((n, t) => n + (t.seats ?? 0), 0);
  return (
    <>
      <p className="muted">
        {event.capacity === null ? tr('ticketTypes.noLimit') : tr('ticketTypes.seats', { capacity: event.capacity, shared })} {tr('ticketTypes.how')}
      </p>
      {!list.can_edit && <p className="muted">{tr('ticketTypes.readOnly')}</p>}
      {list.types.length === 0 && <p className="admin-empty">{tr('ticketTypes.none')}</p>}
      <ul className="ticket-type-rows" aria-label={tr('ticketTypes.list')}>
        {list.types.map((t) => (
          <li key={t.id} className={t.hidden ? 'ticket-type-row hidden-type' : 'ticket-type-row'}>
            <TypeForm eventId={eventId} currency={event.currency} type={t} canEdit={list.can_edit} />
          </li>
        ))}
      </ul>
      {list.can_edit && (
        <section className="ticket-type-add" aria-label={tr('ticketTypes.add')}>
          <h2>{tr('ticketTypes.add')}</h2>
          <TypeForm eventId={eventId} currency={event.currency} canEdit />
        </section>
      )}
    </>
  );
}

type Values = z.input<typeof ticketTypeInputSchema>;

const valuesOf = (t?: TicketTypeAdmin): Values => ({
  name: t?.name ?? '',
  name_ta: t?.name_ta ?? '',
  price: t ? String(t.price) : '',
  early_bird_amount: t ? String(t.early_bird_amount) : '0',
  early_bird_until: t?.early_bird_until ?? '',
  advance_amount: t ? String(t.advance_amount) : '0',
  seats: t?.seats === null || t?.seats === undefined ? '' : String(t.seats),
  hidden: t?.hidden ?? false,
  sort_order: t?.sort_order ?? 0,
});

/** One type's fields (or a new one's), saved together; the server names a wrong field. */
function TypeForm({ eventId, currency, type, canEdit }: { eventId: number; currency: string; type?: TicketTypeAdmin; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof ticketTypeInputSchema>>({ resolver: zodResolver(ticketTypeInputSchema), defaultValues: valuesOf(type) });
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { onSubmit, busy } = useFormSubmit(
    form,
    (body) => (type ? adminCall(calls.adminTicketTypeSave, { params: { id: String(type.id) }, body }) : adminCall(calls.adminTicketTypeAdd, { params: { id: String(eventId) }, body })),
    {
      onSuccess: (res) => {
        if (!type) form.reset(valuesOf());
        setAnswer({ ok: true, text: res.message });
      },
      onFailure: (text) => setAnswer({ ok: false, text }),
      refresh: ['admin', 'ticket-types', eventId],
    },
  );
  const errors = form.formState.errors;

  const prefix = type ? `type-${type.id}` : 'type-new';
  return (
    <form className="ticket-type-form" onSubmit={(ev) => void onSubmit(ev)} noValidate aria-label={type ? type.name : t('ticketTypes.new')}>
      {type && (
        <p className="ticket-type-state">
          <strong>{type.name}</strong> · {formatMoney(type.price, currency)} · {type.hidden ? t('ticketTypes.hidden') : t('ticketTypes.offered')}
          {type.seats !== null && t('ticketTypes.taken', { taken: type.taken, seats: type.seats })}
        </p>
      )}
      <fieldset disabled={!canEdit || busy}>
        <div className="ticket-type-grid">
          <FormField id={`${prefix}-name`} label={t('ticketTypes.name')} error={errors.name?.message} required>
            {(p) => <input {...p} maxLength={120} {...form.register('name')} />}
          </FormField>
          <FormField id={`${prefix}-name-ta`} label={t('ticketTypes.nameTa')} error={errors.name_ta?.message}>
            {(p) => <input {...p} maxLength={120} lang="ta" {...form.register('name_ta')} />}
          </FormField>
          <FormField id={`${prefix}-price`} label={t('ticketTypes.price', { currency })} error={errors.price?.message} required>
            {(p) => <input {...p} inputMode="decimal" {...form.register('price')} />}
          </FormField>
          <FormField id={`${prefix}-early`} label={t('ticketTypes.early', { currency })} error={errors.early_bird_amount?.message}>
            {(p) => <input {...p} inputMode="decimal" {...form.register('early_bird_amount')} />}
          </FormField>
          <FormField id={`${prefix}-until`} label={t('ticketTypes.until')} error={errors.early_bird_until?.message}>
            {(p) => <input {...p} type="date" {...form.register('early_bird_until')} />}
          </FormField>
          <FormField id={`${prefix}-advance`} label={t('ticketTypes.advance', { currency })} error={errors.advance_amount?.message}>
            {(p) => <input {...p} inputMode="decimal" {...form.register('advance_amount')} />}
          </FormField>
          <FormField id={`${prefix}-seats`} label={t('ticketTypes.ownSeats')} error={errors.seats?.message}>
            {(p) => <input {...p} inputMode="numeric" {...form.register('seats')} />}
          </FormField>
        </div>
        {type && (
          <div className="checkbox">
            <input id={`${prefix}-hidden`} type="checkbox" {...form.register('hidden')} />
            <label htmlFor={`${prefix}-hidden`}>{t('ticketTypes.hide')}</label>
          </div>
        )}
        {canEdit && (
          <button type="submit" className="btn">
            {type ? t('ticketTypes.save') : t('ticketTypes.addSubmit')}
          </button>
        )}
      </fieldset>
      <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'checkin-answer ok' : 'checkin-answer warn') : 'checkin-answer'}>
        {answer?.text ?? ''}
      </p>
    </form>
  );
}
