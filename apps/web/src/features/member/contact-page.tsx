import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, contactSchema, type ContactInput } from '@portal/contract/contact';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { useSession } from '../../lib/session';
import { contactInfoQuery, profileQuery } from '../../lib/queries';
import { useFormSubmit } from '../../lib/use-form-submit';
import { memberApi } from './api';
import './member.css';
import './strings';

type ContactForm = Required<ContactInput>;
const EMPTY: ContactForm = { name: '', email: '', mobile: '', message: '' };

/** /contact: the contact form beside the foundation's phone, email and address. */
export default function ContactPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('member.contact.title')} description={t('member.contact.description')} />;
  return (
    <>
      {head}
      <PageHeader title={t('member.contact.heading')} />
      <div className="container">
        <div className="page contact-layout">
          <section className="card stack">
            <p>{t('member.contact.intro')}</p>
            <ContactFormCard />
          </section>
          <FoundationDetails />
        </div>
      </div>
    </>
  );
}

function FoundationDetails() {
  const { t } = useTranslation();
  const info = useQuery(contactInfoQuery());
  return (
    <aside className="card contact-details" aria-labelledby="reach-us">
      <h2 id="reach-us">{t('member.contact.reachUs')}</h2>
      {info.data ? (
        <dl>
          <dt>{t('member.contact.phone')}</dt>
          <dd>
            <a href={`tel:${info.data.phone.replace(/[^\d+]/g, '')}`}>{info.data.phone}</a>
          </dd>
          <dt>{t('member.contact.email')}</dt>
          <dd>
            <a href={`mailto:${info.data.email}`}>{info.data.email}</a>
          </dd>
          <dt>{t('member.contact.address')}</dt>
          <dd>
            <address>{info.data.address}</address>
          </dd>
        </dl>
      ) : (
        <div className="skeleton" style={{ height: 160 }} aria-busy="true" />
      )}
    </aside>
  );
}

function ContactFormCard() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { showSuccess, showError, clear } = useMessage();
  const form = useForm<ContactForm>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { register, formState, reset } = form;
  // A member does not type what the profile already knows.
  const profile = useQuery({ ...profileQuery(), enabled: isLoggedIn });
  const known = profile.data;

  useEffect(() => {
    if (!known) return;
    const current = form.getValues();
    reset({
      ...current,
      name: current.name || known.name,
      email: current.email || known.email,
      mobile: current.mobile || known.mobile,
    });
  }, [known, form, reset]);

  const { onSubmit, busy } = useFormSubmit(form, (values) => memberApi.contact(values), {
    onStart: clear,
    onSuccess: (resp) => {
      reset({ ...EMPTY, name: known?.name ?? '', email: known?.email ?? '', mobile: known?.mobile ?? '' });
      showSuccess(resp.message ?? '');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onFailure: (message) => {
      showError(message);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  });

  const e = formState.errors;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="form-row">
        <FormField label={t('member.contact.name')} error={e.name?.message} required>
          {(p) => <input {...p} {...register('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </FormField>
        <FormField label={t('member.contact.yourEmail')} error={e.email?.message} required>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField label={t('member.contact.mobile')} error={e.mobile?.message} required>
        {(p) => (
          <input {...p} {...register('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={CONTACT_LIMITS.mobile} />
        )}
      </FormField>
      <FormField label={t('member.contact.message')} error={e.message?.message} required>
        {(p) => <textarea {...p} {...register('message')} rows={5} maxLength={CONTACT_LIMITS.message} />}
      </FormField>
      <button className="btn" type="submit" disabled={busy}>
        {busy ? t('member.contact.sending') : t('member.contact.send')}
      </button>
    </form>
  );
}
