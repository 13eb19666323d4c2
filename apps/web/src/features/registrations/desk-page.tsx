import { useDeferredValue, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { DESK_PAYMENTS, DESK_PAYMENT_LABELS, deskDevoteeSchema, deskRegisterSchema, type DeskPayment, type DeskRegistration } from '@portal/contract/admin-desk';
import type { AdminDevotee } from '@portal/contract/admin-devotees';
import { ApiError, errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { tx } from '../../lib/i18n';
import { isoToDisplay } from '../../lib/iso-date';
import { rupees } from '../../lib/rupees';
import { Combobox } from '../../components/combobox';
import { FieldNotes, FormField } from '../../components/form-field';
import { FormAlerts } from '../../components/form-alerts';
import { useFormSubmit } from '../../lib/use-form-submit';
import { EventPicker } from '../../components/event-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { TicketCode } from '../../components/ticket-panel';
import { OverCapacityConfirm } from './admin-transfer';
import './strings';
import './desk-strings';
import './desk.css';

/** The devotee the desk works for: found in the list or just added. */
type Person = Pick<AdminDevotee, 'id' | 'name' | 'mobile'> & { city?: string };

/**
 * /admin/desk (coordinator, finance, owner): a walk-in is found by mobile, name or email, or added
 * with name, mobile and city; the event is picked by name; the server prices it as online; the
 * money is taken (cash, UPI or card with its reference) or left to pay later; the ticket shows here
 * and goes to the devotee. docs/decisions/desk.md.
 */
export default function DeskPage() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<Person | null>(null);
  const [eventId, setEventId] = useState('');
  const [done, setDone] = useState<DeskRegistration | null>(null);
  const next = () => {
    setDone(null);
    setPerson(null);
    setEventId('');
  };
  return (
    <section className="desk">
      <h1>{t('desk.title')}</h1>
      {done ? (
        <DeskTicket registration={done} onNext={next} />
      ) : (
        <>
          <section className="desk-step" aria-labelledby="desk-person">
            <h2 id="desk-person">{t('desk.person')}</h2>
            {person ? (
              <p className="desk-chosen" data-testid="desk-person">
                <strong>{person.name}</strong> · {person.mobile}
                {person.city ? ` · ${person.city}` : ''}{' '}
                <button type="button" className="btn btn-outline" onClick={() => setPerson(null)}>
                  {t('desk.change')}
                </button>
              </p>
            ) : (
              <PersonFinder onChoose={setPerson} />
            )}
          </section>
          <section className="desk-step" aria-labelledby="desk-event">
            <h2 id="desk-event">{t('desk.event')}</h2>
            <EventPicker value={eventId} onChange={setEventId} label={t('desk.eventLabel')} />
          </section>
          {person && eventId && <DeskPayment person={person} eventId={Number(eventId)} onDone={setDone} />}
        </>
      )}
    </section>
  );
}

/** Finds a devotee by mobile, name or email (the devotees list), or adds one. */
function PersonFinder({ onChoose }: { onChoose: (p: Person) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  const search = useDeferredValue(typed.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'desk', 'devotees', search],
    queryFn: () => adminCall(calls.adminDevotees, { query: { q: search, page: 1, per_page: 10, state: 'active' } }),
    enabled: search.length >= 3,
    placeholderData: keepPreviousData,
  });
  const found = search.length >= 3 ? (data?.data ?? []) : [];
  if (adding) return <NewDevoteeForm mobile={/^\d+$/.test(typed.trim()) ? typed.trim() : ''} onCancel={() => setAdding(false)} onAdded={onChoose} />;
  return (
    <div className="desk-finder">
      <button type="button" className="btn btn-outline" onClick={() => setAdding(true)}>
        {t('desk.add')}
      </button>
      <Combobox
        label={t('desk.find')}
        text={typed}
        onText={setTyped}
        options={found}
        optionKey={(d) => d.id}
        renderOption={(d) => (
          <>
            <span>{d.name}</span>
            <small>
              {d.mobile}
              {d.email ? ` · ${d.email}` : ''}
              {d.city ? ` · ${d.city}` : ''}
            </small>
          </>
        )}
        onChoose={(d) => d && onChoose({ id: d.id, name: d.name, mobile: d.mobile, city: d.city })}
        placeholder={t('desk.findPlaceholder')}
        loading={isFetching}
        empty={t('desk.findEmpty')}
        testId="desk-find"
      />
    </div>
  );
}

/** Name, mobile, city (picked by name), an email when given, the language of their messages. */
function NewDevoteeForm({ mobile, onCancel, onAdded }: { mobile: string; onCancel: () => void; onAdded: (p: Person) => void }) {
  const { t } = useTranslation();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<{ id: number; name: string; state_name: string } | null>(null);
  const search = useDeferredValue(cityText.trim());
  const cities = useQuery({
    queryKey: ['admin', 'desk', 'cities', search],
    queryFn: () => adminCall(calls.adminDeskCities, { query: { q: search } }),
    enabled: search.length >= 2 && !city,
    placeholderData: keepPreviousData,
  });
  const form = useForm<z.input<typeof deskDevoteeSchema>, unknown, z.output<typeof deskDevoteeSchema>>({
    resolver: zodResolver(deskDevoteeSchema),
    defaultValues: { name: '', mobile, city_id: '', email: '', language: 'en' },
  });
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminDeskDevoteeCreate, { body }), {
    onSuccess: (res) => onAdded({ ...res.data, city: city?.name }),
  });
  const errors = form.formState.errors;
  // The city is picked from the list: with none picked, the desk says so rather than "a number".
  const cityError = errors.city_id && (city ? errors.city_id.message : t('desk.chooseCity'));
  return (
    <form className="desk-form" onSubmit={(ev) => void onSubmit(ev)} aria-labelledby="desk-new-title" noValidate>
      <h3 id="desk-new-title">{t('desk.add')}</h3>
      <FormAlerts error={error} />
      <FormField id="desk-name" label={t('desk.name')} error={errors.name?.message}>
        {(p) => <input {...p} required maxLength={100} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="desk-mobile" label={t('desk.mobile')} error={errors.mobile?.message}>
        {(p) => <input {...p} required inputMode="numeric" maxLength={13} autoComplete="off" {...form.register('mobile')} />}
      </FormField>
      <div className="desk-city">
        <Combobox
          label={t('desk.city')}
          text={city ? `${city.name}, ${city.state_name}` : cityText}
          onText={(typed) => {
            setCity(null);
            setCityText(typed);
            form.setValue('city_id', '');
          }}
          options={city ? [] : (cities.data?.data ?? [])}
          optionKey={(c) => c.id}
          renderOption={(c) => (
            <>
              <span>{c.name}</span>
              <small>{c.state_name}</small>
            </>
          )}
          onChoose={(c) => {
            setCity(c);
            form.setValue('city_id', c ? c.id : '');
            form.clearErrors('city_id');
          }}
          placeholder={t('desk.cityPlaceholder')}
          loading={cities.isFetching}
          empty={t('desk.cityEmpty')}
          testId="desk-city"
        />
        <FieldNotes id="desk-city_id" error={cityError} />
      </div>
      <FormField id="desk-email" label={t('desk.email')} error={errors.email?.message}>
        {(p) => <input {...p} type="email" maxLength={255} autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField id="desk-language" label={t('desk.language')}>
        {(p) => (
          <select {...p} {...form.register('language')}>
            <option value="en">English</option>
            <option value="ta">{t('desk.tamil')}</option>
          </select>
        )}
      </FormField>
      <p className="reg-hint">{t('desk.smsHint')}</p>
      <div className="admin-form-actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('desk.addSubmit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('desk.backToFinding')}
        </button>
      </div>
    </form>
  );
}

/** What the desk chooses of a registration: how the money is taken, its reference, a PAN when the event asks; the code applied to the quote. */
type DeskMoney = Pick<z.input<typeof deskRegisterSchema>, 'payment' | 'reference' | 'pan_number' | 'discount_code'>;
const checkDesk = zodResolver(deskRegisterSchema);

/** The price and seats as the server computes them, and how the money is taken. */
function DeskPayment({ person, eventId, onDone }: { person: Person; eventId: number; onDone: (r: DeskRegistration) => void }) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState('');
  const [overAsk, setOverAsk] = useState(false);
  // The seats over capacity staff confirmed in the full event's step; sent with the registration.
  const confirmedOver = useRef(0);
  // The code as typed, and the one applied to the quote (checked by the server's online rules).
  const [codeText, setCodeText] = useState('');
  const [code, setCode] = useState('');
  const { confirm, dialog } = useConfirm();
  const quoteKey = ['admin', 'desk', 'quote', eventId, person.id, code];
  const quote = useQuery({
    queryKey: quoteKey,
    queryFn: () => adminCall(calls.adminDeskQuote, { query: { event_id: String(eventId), user_id: String(person.id), discount_code: code } }),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const q = quote.data?.data;
  /** The button's words: what registering does with the money. */
  const takesOf = (how: DeskPayment, total: number) => (total === 0 ? t('desk.registerFree') : how === 'later' ? t('desk.registerLater') : t('desk.registerTake', { amount: rupees(total) }));
  const form = useForm<DeskMoney, unknown, z.output<typeof deskRegisterSchema>>({
    // The call's schema checks the whole registration: the person, the event and the applied code with what staff chose.
    resolver: (values, context, options) => checkDesk({ ...values, user_id: person.id, event_id: eventId, discount_code: q?.code ?? '', over_capacity: confirmedOver.current }, context, { ...options, names: undefined }),
    defaultValues: { payment: 'cash', reference: '', pan_number: '', discount_code: '' },
  });
  const payment = form.watch('payment');
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminDeskRegister, { body }), {
    ask: async (body) => {
      if (!q) return false;
      // A full event asks for the overshoot first (once confirmed, that answer stands).
      if (q.over_by > confirmedOver.current) {
        setOverAsk(true);
        return false;
      }
      if (confirmedOver.current > 0) return true;
      // English reads the method in the sentence's lower case ("received by cash"); Tamil as labelled.
      const method = i18n.language === 'ta' ? tx(DESK_PAYMENT_LABELS[body.payment]) : DESK_PAYMENT_LABELS[body.payment].toLowerCase();
      const how =
        q.total === 0
          ? t('desk.howFree')
          : body.payment === 'later'
            ? t('desk.howLater', { name: person.name, amount: rupees(q.total) })
            : t(body.reference ? 'desk.howTakenRef' : 'desk.howTaken', { amount: rupees(q.total), method, reference: body.reference });
      return confirm({ title: t('desk.confirmTitle', { name: person.name, event: q.event_name }), body: <p>{how}</p>, confirmLabel: takesOf(body.payment, q.total) });
    },
    onStart: () => setAlert(''),
    onSuccess: (res) => onDone(res.data),
    refresh: ['admin'],
    fields: ['payment', 'reference', 'pan_number', 'discount_code'],
    onFailure: (message, err) => {
      confirmedOver.current = 0;
      if (err instanceof ApiError && err.errors.over_capacity) {
        // The last seat went meanwhile: the new count is asked for, then staff decide.
        void quote.refetch().then(() => setOverAsk(true));
      } else if (!(err instanceof ApiError && ['payment', 'reference', 'pan_number', 'discount_code'].some((f) => err.errors[f]))) setAlert(message);
    },
  });
  const errors = form.formState.errors;
  if (quote.error) {
    return (
      <p className="alert alert-error" role="alert">
        {errorMessage(quote.error)}
      </p>
    );
  }
  if (!q) return <p className="reg-hint">{t('desk.fetching')}</p>;
  const free = q.total === 0;
  const takes = takesOf(payment, q.total);
  const codeError = q.code_error || errors.discount_code?.message;

  return (
    <section className="desk-step" aria-labelledby="desk-pay">
      <h2 id="desk-pay">{t('desk.pay')}</h2>
      {dialog}
      <dl className="desk-quote" data-testid="desk-quote">
        <dt>{t('desk.eventLabel')}</dt>
        <dd>
          {q.event_name} ({isoToDisplay(q.event_date)})
        </dd>
        {q.code && (
          <>
            <dt>{t('desk.code')}</dt>
            <dd data-testid="desk-code">
              {q.code}: − {rupees(q.code_value)}
            </dd>
          </>
        )}
        <dt>{t('desk.amount')}</dt>
        <dd data-testid="desk-amount">{free ? t('desk.free') : rupees(q.total)}</dd>
        <dt>{t('desk.seats')}</dt>
        <dd>{q.capacity === null ? t('desk.noLimit') : t(q.over_by > 0 ? 'desk.takenFull' : 'desk.taken', { taken: q.taken, capacity: q.capacity })}</dd>
      </dl>
      {q.registered ? (
        <p className="alert alert-error" role="alert">
          {t('desk.already', { name: person.name })}
        </p>
      ) : overAsk ? (
        <OverCapacityConfirm
          title={t('desk.fullTitle')}
          text={t('desk.fullText', { taken: q.taken, capacity: q.capacity ?? 0, name: person.name, over: q.over_by })}
          overBy={q.over_by}
          onCancel={() => setOverAsk(false)}
          onConfirm={(over) => {
            confirmedOver.current = over;
            setOverAsk(false);
            void onSubmit();
          }}
        />
      ) : (
        <form className="desk-form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
          <FormAlerts error={alert} />
          <div className="desk-code">
            <label>
              {t('desk.codeOptional')}
              <input
                value={codeText}
                onChange={(e) => setCodeText(e.target.value.toUpperCase())}
                maxLength={40}
                autoComplete="off"
                aria-invalid={!!codeError}
                aria-describedby={codeError ? 'desk-code-error' : undefined}
              />
            </label>
            <button type="button" className="btn btn-outline" onClick={() => setCode(codeText.trim())}>
              {t('desk.applyCode')}
            </button>
            {code && (
              <button
                type="button"
                className="btn-link"
                onClick={() => {
                  setCode('');
                  setCodeText('');
                }}
              >
                {t('desk.removeCode')}
              </button>
            )}
            {codeError && (
              <span className="field-error" id="desk-code-error" role="alert">
                {tx(codeError)}
              </span>
            )}
          </div>
          {!free && (
            <fieldset className="desk-payments">
              <legend>{t('desk.howTakenLegend')}</legend>
              {DESK_PAYMENTS.map((p) => (
                <label key={p} className="desk-radio">
                  <input type="radio" value={p} {...form.register('payment')} />
                  {tx(DESK_PAYMENT_LABELS[p])}
                </label>
              ))}
            </fieldset>
          )}
          {!free && (payment === 'upi' || payment === 'card') && (
            <FormField id="desk-reference" label={payment === 'upi' ? t('desk.upiReference') : t('desk.cardReference')} error={errors.reference?.message} required>
              {(p) => <input {...p} maxLength={100} {...form.register('reference')} />}
            </FormField>
          )}
          {q.asks_pan && (
            <FormField id="desk-pan" label={t('desk.pan')} error={errors.pan_number?.message} required>
              {(p) => <input {...p} maxLength={10} {...form.register('pan_number', { setValueAs: (v: string) => v.toUpperCase() })} />}
            </FormField>
          )}
          <div className="admin-form-actions">
            <button type="submit" className="btn" disabled={busy}>
              {takes}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The ticket on the screen, as the devotee also receives it. */
function DeskTicket({ registration: r, onNext }: { registration: DeskRegistration; onNext: () => void }) {
  const { t } = useTranslation();
  const paid = r.status === 'success';
  return (
    <section className="desk-done" aria-labelledby="desk-done-title" data-testid="desk-done">
      <h2 id="desk-done-title">{paid ? t('desk.registered', { name: r.name }) : t('desk.held', { name: r.name })}</h2>
      <dl className="desk-quote">
        <dt>{t('desk.eventLabel')}</dt>
        <dd>{r.event_name}</dd>
        <dt>{t('desk.regNumber')}</dt>
        <dd data-testid="desk-reg-number">{r.reg_number || '—'}</dd>
        <dt>{paid ? t('desk.takenMoney') : t('desk.due')}</dt>
        <dd>
          {r.total === 0 ? t('desk.free') : rupees(r.total)} · {tx(DESK_PAYMENT_LABELS[r.payment])}
        </dd>
        {r.code && (
          <>
            <dt>{t('desk.code')}</dt>
            <dd>
              {r.code}: − {rupees(r.code_value)}
            </dd>
          </>
        )}
      </dl>
      {r.ticket ? (
        <>
          <TicketCode token={r.ticket} eventName={r.event_name} when="" />
          <p className="reg-hint">{t('desk.ticketSent')}</p>
        </>
      ) : (
        <p className="reg-hint">{t('desk.noTicket')}</p>
      )}
      <button type="button" className="btn" onClick={onNext} autoFocus>
        {t('desk.next')}
      </button>
    </section>
  );
}
