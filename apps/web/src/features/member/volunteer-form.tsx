import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  VOLUNTEER_MESSAGE_MAX,
  karmayogamEventSchema,
  karmayogamFoundationSchema,
} from '@portal/contract/contact';
import { MESSAGES } from '@portal/contract/messages';
import { NAVTYPE, PATHS } from '@portal/contract/routes';
import { FormField } from '../../components/form-field';
import { displayDate } from '../../lib/dates';
import { useMessage } from '../../lib/message';
import { useSession } from '../../lib/session';
import { stored } from '../../lib/stored-keys';
import { useFormSubmit } from '../../lib/use-form-submit';
import type { EventItem } from '@portal/contract/catalog';
import { profileQuery } from '../../lib/queries';
import { memberApi, memberKeys } from './api';
import { tx } from '../../lib/i18n';

interface VolunteerValues {
  event_id: string;
  message: string;
}

/** 'name, address, date' (the Select Event options show name, address and date). */
export function eventOptionLabel(e: EventItem): string {
  return [e.event_name, e.event_address, displayDate(e.event_date)].filter(Boolean).join(' — ');
}

/** The phone as the international input wants it: +{dial code}{number}. */
function e164(dialCode: string, mobile: string): string | undefined {
  return mobile ? `+${dialCode || '91'}${mobile}` : undefined;
}

const PhoneField = lazy(() => import('./phone-field'));

/**
 * One tab of /karmayogam-home. Name, email and phone show the profile's values (the server
 * stores those, spec: they are not submitted); the member writes how they wish to contribute,
 * and on the Event tab picks the event. A visitor's Submit reads 'Please Login to proceed'
 * and leads to /login with navtype 'karma'.
 */
export function VolunteerForm({ kind }: { kind: 'event' | 'foundation' }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { showError, clear } = useMessage();
  const [done, setDone] = useState(false);
  const profile = useQuery({ ...profileQuery(), enabled: isLoggedIn });
  const events = useQuery({ queryKey: memberKeys.allEvents, queryFn: memberApi.allEvents, enabled: kind === 'event' });
  const form = useForm<VolunteerValues>({
    resolver: zodResolver(kind === 'event' ? karmayogamEventSchema : karmayogamFoundationSchema) as never,
    defaultValues: { event_id: '', message: '' },
  });
  const { register, formState } = form;
  const e = formState.errors;
  const p = profile.data;
  const id = (name: string) => `${kind}-${name}`;

  const { onSubmit: send, busy } = useFormSubmit(
    form,
    (values) =>
      kind === 'event'
        ? memberApi.volunteerForEvent({ event_id: String(values.event_id), message: values.message })
        : memberApi.volunteerForFoundation({ message: values.message }),
    {
      onStart: clear,
      onSuccess: () => setDone(true),
      onFailure: (message) => {
        showError(message);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      fields: ['event_id', 'message'],
    },
  );

  const onSubmit = (ev: FormEvent) => {
    if (isLoggedIn) return void send(ev);
    ev.preventDefault();
    stored.setNavtype(NAVTYPE.karma);
    navigate(PATHS.login);
  };

  if (done) {
    return (
      <div className="alert alert-success volunteer-done" role="status">
        <p>{tx(MESSAGES.registered)}</p>
        <Link to={PATHS.home}>{t('member.karma.home')}</Link>
      </div>
    );
  }

  const hint = isLoggedIn ? (
    <>
      {t('member.karma.fromProfile')} <Link to={PATHS.profile}>{t('member.karma.editProfile')}</Link>
    </>
  ) : undefined;

  return (
    <form className="form volunteer-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="form-row">
        <FormField id={id('name')} label={t('member.karma.name')}>
          {(a) => <input {...a} value={p?.name ?? ''} readOnly autoComplete="name" />}
        </FormField>
        <FormField id={id('email')} label={t('member.karma.email')}>
          {(a) => <input {...a} type="email" value={p?.email ?? ''} readOnly autoComplete="email" />}
        </FormField>
      </div>
      <FormField id={id('phone')} label={t('member.karma.phone')} hint={hint}>
        {(a) => {
          const phone = p ? e164(p.dial_code, p.mobile) : undefined;
          return (
            <Suspense fallback={<input id={a.id} value={phone ?? '+91'} readOnly />}>
              <PhoneField id={a.id} aria-describedby={a['aria-describedby']} value={phone} />
            </Suspense>
          );
        }}
      </FormField>
      {kind === 'event' && (
        <FormField id={id('event')} label={t('member.karma.selectEvent')} error={e.event_id?.message} required>
          {(a) => (
            <select {...a} {...register('event_id')}>
              <option value="">{t('member.karma.chooseEvent')}</option>
              {(events.data ?? []).map((ev) => (
                <option key={ev.id} value={ev.id}>
                  {eventOptionLabel(ev)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {kind === 'event' && events.isSuccess && events.data.length === 0 && <p className="muted">{t('member.karma.noEvents')}</p>}
      <FormField id={id('message')} label={t('member.karma.contribute')} error={e.message?.message} required>
        {(a) => <textarea {...a} {...register('message')} rows={4} maxLength={VOLUNTEER_MESSAGE_MAX} />}
      </FormField>
      <button className="btn" type="submit" disabled={busy}>
        {isLoggedIn ? t('member.karma.submit') : tx(MESSAGES.loginToProceed)}
      </button>
    </form>
  );
}
