import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { KARMAYOGAM_PROGRAM_ID } from '@portal/contract/programs';
import { registrationFormSchema, type EventOption, type RegistrationFormInput } from '@portal/contract/registrations';
import { PATHS } from '@portal/contract/routes';
import { FormField } from '../../components/form-field';
import { HelpLine } from '../../components/help-line';
import { TermsModal } from '../../components/terms-modal';
import { ApiError, errorMessage } from '../../lib/api';
import { openCheckout } from '../../lib/checkout';
import { useFormSubmit } from '../../lib/use-form-submit';
import { displayDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useMessage } from '../../lib/message';
import { admissions, stored } from '../../lib/stored-keys';
import { profileQuery } from '../../lib/queries';
import { registrationsApi } from './api';
import { KarmayogamFields } from './karmayogam-fields';
import { PriceBox } from './price-box';
import { tx } from '../../lib/i18n';
import { SeatsBox, canRegister, useSeats } from './seats-box';
import { WAITING_ROOM_CODES } from '@portal/contract/waiting-room';
import { indiaDateTime } from '../../lib/dates';

/** The form's values: the input of the contract's registration form schema (text and a checkbox). */
export type RegisterFormValues = RegistrationFormInput;

const EMPTY: RegisterFormValues = {
  event_id: '', ticket_type_id: '', discount_code: '', accept_terms: false, pan_number: '', payment_mode: 'full', language: '0', nature: '', interest: '',
  dream: '', know_program: '', physical_problem: 'No', similar_program: 'No', motivation: '',
};

/** 'name (city) - date', as the spec shows an event option. */
export const eventLabel = (e: EventOption) => `${e.event_name} (${e.city_name}) - ${displayDate(e.event_date)}`;

/**
 * The registration form of one program: event, PAN (only where the event's price says it is
 * asked: a paid event of a program that collects one), Karmayogam's questions,
 * terms, payment method, price and Submit, which starts the payment on the server and opens the
 * gateway. While the payment is set up only 'Please wait...' shows.
 */
export function RegisterForm({ programId }: { programId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { showError, clear } = useMessage();
  const [waiting, setWaiting] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [method, setMethod] = useState<'0' | '1'>('0');
  const [freeRegid, setFreeRegid] = useState<string>();
  const [askPan, setAskPan] = useState(false);
  const schema = useMemo(() => registrationFormSchema(programId, askPan), [programId, askPan]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { register, formState, watch, setValue, getValues, setError } = form;
  const eventId = watch('event_id');
  const ticketType = watch('ticket_type_id');
  // The code typed is tried when Apply is pressed (not at each key): the breakdown then shows it.
  const [tried, setTried] = useState('');

  const events = useQuery({
    queryKey: ['programevents', programId],
    queryFn: async () => (await registrationsApi.events(programId)).data,
    staleTime: 0,
  });
  const profile = useQuery(profileQuery());
  const seats = useSeats(String(eventId ?? ''));
  // An event with ticket types is priced by the chosen type: the breakdown waits for the choice.
  const types = useQuery({
    queryKey: ['ticket-types', eventId],
    queryFn: async () => (await registrationsApi.ticketTypes(Number(eventId))).data,
    enabled: !!eventId,
    staleTime: 0,
  });
  const typeOptions = types.data ?? [];
  const price = useQuery({
    queryKey: ['price', eventId, ticketType, tried],
    queryFn: () => registrationsApi.price(Number(eventId), ticketType ? Number(ticketType) : undefined, tried),
    enabled: !!eventId && types.isSuccess && (typeOptions.length === 0 || !!ticketType),
    retry: false,
    staleTime: 0,
  });

  // The event picked on a 'Register now' card is chosen already.
  useEffect(() => {
    const wanted = stored.eventId();
    if (events.data && !getValues('event_id') && events.data.some((e) => e.id === wanted)) setValue('event_id', String(wanted));
  }, [events.data, getValues, setValue]);

  // Another event: its own types (the earlier choice belonged to the earlier event).
  useEffect(() => {
    setValue('ticket_type_id', '');
  }, [eventId, setValue]);

  // The PAN comes from the profile when the person has given it there.
  useEffect(() => {
    const pan = profile.data?.pan_number;
    if (pan && !getValues('pan_number')) setValue('pan_number', pan);
  }, [profile.data, getValues, setValue]);

  // A failed price lookup shows the server's message; the price box is then empty.
  useEffect(() => {
    if (price.error) showError(errorMessage(price.error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [price.error]);

  // A refused code: the field says why (the server's message, by its code) and the price without it shows again.
  useEffect(() => {
    if (price.error instanceof ApiError && price.error.errors.discount_code) {
      setError('discount_code', { message: price.error.errors.discount_code });
      setTried('');
    }
  }, [price.error, setError]);

  const priceData = price.isError ? undefined : price.data;
  const international = method === '1' && !!priceData?.payment_link;
  // The PAN field follows the picked event's price: shown and required only where one is asked.
  useEffect(() => setAskPan(!!priceData?.asks_pan), [priceData]);
  useEffect(() => {
    if (!priceData?.payment_link) setMethod('0');
    if (!priceData?.advance) setValue('payment_mode', 'full');
  }, [priceData, setValue]);

  const { onSubmit: submitDomestic } = useFormSubmit(
    form,
    async (values) => {
      // A PAN is sent only where one is asked (the profile's PAN fills the field, not the request).
      // While the event's waiting room is on, the admission its queue gave this tab goes along.
      const admission = admissions.get(values.event_id)?.token;
      // Only a code the breakdown accepted is sent (what the devotee saw is what the server charges).
      const resp = await registrationsApi.register({ ...values, discount_code: tried, pan_number: askPan ? values.pan_number : '', ...(admission ? { admission } : {}) });
      // A paid registration goes on to the gateway (the page leaves); a free one is registered here.
      if (resp.data) await openCheckout(resp.data);
      return resp;
    },
    {
      onStart: () => {
        clear();
        setWaiting(true);
      },
      onSuccess: (resp) => {
        if (resp.data) return;
        setWaiting(false);
        setFreeRegid(resp.regid ?? '');
      },
      // The server's messages for the form's own fields go under them; the rest to the page's message.
      fields: Object.keys(EMPTY),
      onFailure: (_message, err) => onSubmitError(err),
    },
  );

  function onSubmitError(err: unknown) {
    // A session that ended (success 2) logs out; the screen then moves on to login by itself.
    if (err instanceof ApiError && err.success === 2) return;
    setWaiting(false);
    if (err instanceof ApiError && err.code === WAITING_ROOM_CODES.required) {
      // Registrations for this event pass through its waiting room: take a place there; the queue
      // brings the devotee back here with the event chosen when their turn comes.
      navigate(`${PATHS.waitingRoom(getValues('event_id'))}?back=${encodeURIComponent(pathname)}`);
      return;
    }
    if (err instanceof ApiError) {
      // The last seat went meanwhile: the seats box now offers the waiting list.
      if (err.code === 'event_full') void seats.refetch();
      if (err.code === 'profile_incomplete') {
        stored.setProfileStatus(1);
        window.alert(tx(MESSAGES.updateProfile));
        navigate(PATHS.profile);
        return;
      }
      showError(err.message);
    } else if (err instanceof Error && !(err instanceof TypeError)) {
      // The gateway's page could not be opened (a network failure of the call itself stays silent).
      showError(err.message);
    }
  }

  const submitInternational = async () => {
    clear();
    const ok = await form.trigger(['event_id', 'accept_terms']);
    if (ok && priceData?.payment_link) window.open(priceData.payment_link, '_blank', 'noopener,noreferrer');
  };

  if (waiting) {
    return (
      <p className="reg-waiting" role="status" aria-live="polite">
        {tx(MESSAGES.pleaseWait)}
      </p>
    );
  }
  if (freeRegid !== undefined) {
    return (
      <div className="alert alert-success" role="status">
        <p>{t('reg.freeDone', { regid: freeRegid })}</p>
        <Link to={PATHS.profile}>{t('reg.viewProfile')}</Link>
      </div>
    );
  }

  const e = formState.errors;
  const admitted = eventId ? admissions.get(eventId) : undefined;
  const options = events.data ?? [];
  return (
    <form
      className="form reg-form"
      noValidate
      onSubmit={(ev) => {
        if (international) {
          ev.preventDefault();
          void submitInternational();
        } else void submitDomestic(ev);
      }}
    >
      <FormField label={t('reg.event')} error={e.event_id?.message} required>
        {(p) => (
          <select {...p} {...register('event_id')} disabled={events.isLoading}>
            <option value="">{events.isLoading ? t('common.loading') : t('reg.selectEvent')}</option>
            {options.map((ev) => (
              <option key={ev.id} value={ev.id}>
                {eventLabel(ev)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {events.data && options.length === 0 && <p className="muted">{t('reg.noEvents')}</p>}

      {typeOptions.length > 0 && (
        <FormField label={t('reg.ticketType')} error={e.ticket_type_id?.message} required>
          {(p) => (
            <select {...p} {...register('ticket_type_id')}>
              <option value="">{t('reg.selectTicketType')}</option>
              {typeOptions.map((tt) => (
                <option key={tt.id} value={tt.id} disabled={tt.seats_left === 0}>
                  {`${(i18n.language === 'ta' && tt.name_ta) || tt.name} – ${formatMoney(tt.price, tt.currency)}`}
                  {tt.seats_left === null ? '' : ` (${tt.seats_left === 0 ? t('reg.typeSoldOut') : t('reg.typeSeatsLeft', { count: tt.seats_left })})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}

      {askPan && (
        <FormField label={t('reg.pan')} hint={t('reg.panHint')} error={e.pan_number?.message} required={!international}>
          {(p) => (
            <input
              {...p}
              {...register('pan_number', { setValueAs: (v: string) => v.toUpperCase() })}
              autoComplete="off"
              maxLength={10}
              className="pan-input"
            />
          )}
        </FormField>
      )}

      {programId === KARMAYOGAM_PROGRAM_ID && <KarmayogamFields form={form} />}

      {!!eventId && !international && (
        <FormField label={t('reg.code')} error={e.discount_code?.message}>
          {(p) => (
            <div className="reg-code">
              <input {...p} {...register('discount_code', { setValueAs: (v: string) => v.toUpperCase() })} autoComplete="off" maxLength={40} />
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  form.clearErrors('discount_code');
                  setTried(String(getValues('discount_code') ?? '').trim().toUpperCase());
                }}
              >
                {t('reg.applyCode')}
              </button>
            </div>
          )}
        </FormField>
      )}

      {priceData?.payment_link && (
        <fieldset className="reg-choice">
          <legend>{t('reg.paymentMethod')}</legend>
          <label>
            <input type="radio" name="payment-method" value="0" checked={method === '0'} onChange={() => setMethod('0')} />
            {t('reg.domestic')}
          </label>
          <label>
            <input type="radio" name="payment-method" value="1" checked={method === '1'} onChange={() => setMethod('1')} />
            {t('reg.international')}
          </label>
          {international && <p className="muted">{t('reg.internationalHint')}</p>}
        </fieldset>
      )}

      {!international && price.isFetching && !priceData && <div className="skeleton price-skeleton" aria-label={t('reg.loadingPrice')} />}
      {!international && priceData && <PriceBox price={priceData} />}
      {seats.data && <SeatsBox seats={seats.data} />}
      {admitted && (
        <p className="alert alert-success" role="status" data-testid="admitted">
          {t('reg.admitted', { time: indiaDateTime(admitted.until) })}
        </p>
      )}

      {!international && !!priceData?.advance && (
        <fieldset className="reg-choice">
          <legend>{t('reg.paymentMode')}</legend>
          <label>
            <input type="radio" value="full" {...register('payment_mode')} />
            {t('reg.payFull')}
          </label>
          <label>
            <input type="radio" value="advance" {...register('payment_mode')} />
            {t('reg.payAdvance')}
          </label>
        </fieldset>
      )}

      <div className="field">
        <div className="checkbox">
          <input id="accept-terms" type="checkbox" {...register('accept_terms')} aria-invalid={!!e.accept_terms} aria-describedby={e.accept_terms ? 'accept-terms-error' : undefined} />
          <label htmlFor="accept-terms">
            {t('reg.acceptPrefix')}{' '}
            <button type="button" className="btn-link" onClick={() => setTermsOpen(true)}>
              {t('reg.terms')}
            </button>
          </label>
        </div>
        {e.accept_terms && (
          <span id="accept-terms-error" className="field-error" role="alert">
            {e.accept_terms.message}
          </span>
        )}
      </div>

      {canRegister(seats.data) && (
        <button className="btn" type="submit" disabled={events.isLoading}>
          {t('reg.submit')}
        </button>
      )}
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
      <HelpLine />
    </form>
  );
}
