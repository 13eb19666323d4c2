import { type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import type { TicketTypeAdmin, TicketTypeInput } from '@portal/contract/ticket-types';
import { errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { formatMoney } from '../../lib/money';
import { FormField } from '../../components/form-field';
import { ChosenEventPage } from './chosen-event';
import { useSavedFields } from './use-saved-fields';
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

type Values = { name: string; name_ta: string; price: string; early_bird_amount: string; early_bird_until: string; advance_amount: string; seats: string; hidden: boolean };

const valuesOf = (t?: TicketTypeAdmin): Values => ({
  name: t?.name ?? '',
  name_ta: t?.name_ta ?? '',
  price: t ? String(t.price) : '',
  early_bird_amount: t ? String(t.early_bird_amount) : '0',
  early_bird_until: t?.early_bird_until ?? '',
  advance_amount: t ? String(t.advance_amount) : '0',
  seats: t?.seats === null || t?.seats === undefined ? '' : String(t.seats),
  hidden: t?.hidden ?? false,
});

/** One type's fields (or a new one's), saved together; the server names a wrong field. */
function TypeForm({ eventId, currency, type, canEdit }: { eventId: number; currency: string; type?: TicketTypeAdmin; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useSavedFields<Values>(valuesOf(type));
  const { v, setV, errors, answer, busy, set } = form;

  async function save(ev: FormEvent) {
    ev.preventDefault();
    const body: TicketTypeInput = { ...v, seats: v.seats === '' ? null : v.seats, sort_order: type?.sort_order ?? 0 };
    await form.save(async () => {
      const res = type
        ? await adminCall(calls.adminTicketTypeSave, { params: { id: String(type.id) }, body })
        : await adminCall(calls.adminTicketTypeAdd, { params: { id: String(eventId) }, body });
      if (!type) setV(valuesOf());
      await client.invalidateQueries({ queryKey: ['admin', 'ticket-types', eventId] });
      return res.message;
    });
  }

  const prefix = type ? `type-${type.id}` : 'type-new';
  return (
    <form className="ticket-type-form" onSubmit={(ev) => void save(ev)} noValidate aria-label={type ? type.name : t('ticketTypes.new')}>
      {type && (
        <p className="ticket-type-state">
          <strong>{type.name}</strong> · {formatMoney(type.price, currency)} · {type.hidden ? t('ticketTypes.hidden') : t('ticketTypes.offered')}
          {type.seats !== null && t('ticketTypes.taken', { taken: type.taken, seats: type.seats })}
        </p>
      )}
      <fieldset disabled={!canEdit || busy}>
        <div className="ticket-type-grid">
          <FormField id={`${prefix}-name`} label={t('ticketTypes.name')} error={errors.name} required>
            {(p) => <input {...p} value={v.name} onChange={set('name')} maxLength={120} />}
          </FormField>
          <FormField id={`${prefix}-name-ta`} label={t('ticketTypes.nameTa')} error={errors.name_ta}>
            {(p) => <input {...p} value={v.name_ta} onChange={set('name_ta')} maxLength={120} lang="ta" />}
          </FormField>
          <FormField id={`${prefix}-price`} label={t('ticketTypes.price', { currency })} error={errors.price} required>
            {(p) => <input {...p} value={v.price} onChange={set('price')} inputMode="decimal" />}
          </FormField>
          <FormField id={`${prefix}-early`} label={t('ticketTypes.early', { currency })} error={errors.early_bird_amount}>
            {(p) => <input {...p} value={v.early_bird_amount} onChange={set('early_bird_amount')} inputMode="decimal" />}
          </FormField>
          <FormField id={`${prefix}-until`} label={t('ticketTypes.until')} error={errors.early_bird_until}>
            {(p) => <input {...p} type="date" value={v.early_bird_until} onChange={set('early_bird_until')} />}
          </FormField>
          <FormField id={`${prefix}-advance`} label={t('ticketTypes.advance', { currency })} error={errors.advance_amount}>
            {(p) => <input {...p} value={v.advance_amount} onChange={set('advance_amount')} inputMode="decimal" />}
          </FormField>
          <FormField id={`${prefix}-seats`} label={t('ticketTypes.ownSeats')} error={errors.seats}>
            {(p) => <input {...p} value={v.seats} onChange={set('seats')} inputMode="numeric" />}
          </FormField>
        </div>
        {type && (
          <div className="checkbox">
            <input id={`${prefix}-hidden`} type="checkbox" checked={v.hidden} onChange={set('hidden')} />
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
