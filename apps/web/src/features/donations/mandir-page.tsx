import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DONATION_CATEGORY,
  DONATION_CATEGORIES,
  DONATION_CATEGORY_LABELS,
  DONATION_MESSAGES,
  type PublicFund,
  NATIONALITIES,
  NATIONALITY_LABELS,
  PAYMENT_TYPES,
  goesToLink,
  isForeignSource,
  mandirFormSchemaFor,
  type MandirFormValues,
} from '@portal/contract/donations';
import { MESSAGES } from '@portal/contract/messages';
import { NAVTYPE, PATHS } from '@portal/contract/routes';
import { FormField } from '../../components/form-field';
import { telHref, useHelpPhones } from '../../components/help-line';
import { TermsModal } from '../../components/terms-modal';
import { openCheckout } from '../../lib/checkout';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { useSession } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { stored } from '../../lib/stored-keys';
import { profileQuery } from '../../lib/queries';
import { donationsApi } from './api';
import './strings';
import './donations.css';
import { tx } from '../../lib/i18n';
import { DONATION_CATEGORY_LABELS_TA } from '@portal/contract/tamil';

/** Until the office's funds arrive, the seven built-in ones (what a new site has). */
const BUILT_IN_FUNDS: PublicFund[] = DONATION_CATEGORIES.map((c) => ({
  category: c,
  label: DONATION_CATEGORY_LABELS[c],
  label_ta: DONATION_CATEGORY_LABELS_TA[c],
  amounts: [],
  fcra_eligible: true,
}));

type FormValues = MandirFormValues;

const emptyForm = (pan = ''): FormValues => ({
  category: DEFAULT_DONATION_CATEGORY,
  amount: '',
  pan_number: pan,
  payment_type: '0',
  nationality: 'indian',
  passport_number: '',
  accept_terms: false,
});

/** /mandir-payment: the 'Divine Blessings' donation page. */
export default function MandirPage() {
  const { t, i18n } = useTranslation();
  const head = <PageHead title={t('donations.title')} description={t('donations.description')} />;
  const helpPhones = useHelpPhones();
  const { isLoggedIn } = useSession();
  const { showError, clear } = useMessage();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  // The gateway's page is opening: the form has done its part.
  const [leaving, setLeaving] = useState(false);

  // The funds the office keeps, in its order (hidden ones are not offered).
  const fundList = useQuery({ queryKey: ['mandir-funds'], queryFn: donationsApi.funds, staleTime: 60_000, placeholderData: BUILT_IN_FUNDS });
  const payInfo = useQuery({ queryKey: ['mandir-paylink'], queryFn: donationsApi.payInfo, staleTime: 10 * 60_000 });
  const payLink = { data: payInfo.data?.payment_link ?? '' };
  // A second merchant account for the FCRA bank account: foreign contributions go through it.
  const fcraAccount = !!payInfo.data?.fcra_account;
  const offers = useMemo(() => ({ link: !!payLink.data, fcraAccount }), [payLink.data, fcraAccount]);
  // Gifts made here are checked as mandir/pay checks them; those sent to the link only for the terms.
  const resolver = useMemo(() => zodResolver(mandirFormSchemaFor(offers)), [offers]);
  // The same profile query as the profile page: saving the profile refreshes this copy too.
  const profilePan = useQuery({ ...profileQuery(), enabled: isLoggedIn, select: (p) => p.pan_number });
  const form = useForm<FormValues>({ resolver, defaultValues: emptyForm() });
  const { register, formState, watch, setValue, reset, getValues } = form;
  const nationality = watch('nationality');
  const foreign = isForeignSource(nationality);
  const international = goesToLink({ payment_type: watch('payment_type'), nationality }, offers);
  // A foreign contribution goes only to a fund that takes them.
  const funds = useMemo(() => (fundList.data ?? BUILT_IN_FUNDS).filter((f) => !foreign || f.fcra_eligible), [fundList.data, foreign]);
  const category = watch('category');
  const fund = funds.find((f) => f.category === category);
  const fundName = (f: PublicFund) => (i18n.language === 'ta' ? f.label_ta : f.label);

  // The chosen fund left the list (hidden, or not for foreign contributions): take the first one offered.
  useEffect(() => {
    if (funds.length && !funds.some((f) => f.category === category)) setValue('category', funds[0]!.category);
  }, [funds, category, setValue]);
  // A fund with fixed amounts: the amount is one of them.
  const fixedAmounts = useMemo(() => fund?.amounts ?? [], [fund]);
  useEffect(() => {
    if (fixedAmounts.length && !fixedAmounts.map(String).includes(getValues('amount'))) setValue('amount', '');
  }, [fixedAmounts, getValues, setValue]);

  // With an FCRA account, the contribution type follows the nationality: a foreign source gives as International.
  useEffect(() => {
    if (fcraAccount && payLink.data) setValue('payment_type', foreign ? '1' : '0');
  }, [fcraAccount, payLink.data, foreign, setValue]);

  // PAN is needed for the 80G receipt: start from the one the profile holds.
  useEffect(() => {
    if (profilePan.data && !getValues('pan_number')) setValue('pan_number', profilePan.data);
  }, [profilePan.data, getValues, setValue]);

  // Gifts made here go to the gateway (the page waits until it leaves); those sent to the link open it.
  const send = async (values: FormValues) => {
    if (goesToLink(values, offers)) {
      window.open(payLink.data, '_blank', 'noopener,noreferrer');
      return undefined;
    }
    const fcra = isForeignSource(values.nationality);
    const data = await donationsApi.pay({
      amount: values.amount,
      payment_type: fcra || values.payment_type === '1' ? PAYMENT_TYPES.international : PAYMENT_TYPES.domestic,
      pan_number: values.pan_number,
      category: values.category,
      nationality: values.nationality,
      ...(fcra ? { passport_number: values.passport_number } : {}),
    });
    await openCheckout(data);
    return data;
  };
  const submit = useFormSubmit(form, send, {
    onStart: clear,
    // Sandbox and CCAvenue leave the page: keep 'Please wait...' until they do. Worldline's
    // window returns here; start again with a fresh form.
    onSuccess: (data, values) => {
      if (data?.provider === 'worldline') reset(emptyForm(values.pan_number));
      else if (data) setLeaving(true);
    },
    onFailure: showError,
    fields: Object.keys(emptyForm()),
  });

  // A visitor is sent to login before anything is checked.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (!isLoggedIn) {
      e.preventDefault();
      stored.setNavtype(NAVTYPE.mandir);
      navigate(PATHS.login);
      return;
    }
    void submit.onSubmit(e);
  };

  // A gift to the link opens it in a new tab: the form stays.
  if (leaving || (submit.busy && !international)) {
    return (
      <div className="container page donation-page">
        {head}
        <p className="donation-wait" role="status" aria-live="polite">
          {tx(MESSAGES.pleaseWait)}
        </p>
      </div>
    );
  }

  const e = formState.errors;
  return (
    <div className="container page donation-page">
      {head}
      <header className="donation-hero">
        <h1>{t('donations.title')}</h1>
        <p>{t('donations.intro1')}</p>
        <p>{t('donations.intro2')}</p>
      </header>
      <div className="donation-columns">
        <section className="card" aria-labelledby="by-fund">
          <h2 id="by-fund">{t('donations.byFund')}</h2>
          {!isLoggedIn && <p className="muted">{t('donations.loginToDonate')}</p>}
          <form className="form" onSubmit={onSubmit} noValidate>
            {payLink.data ? (
              <fieldset className="donation-radios">
                <legend>{t('donations.contributionType')}</legend>
                <label className="radio">
                  <input type="radio" value="0" {...register('payment_type')} /> {t('donations.domestic')}
                </label>
                <label className="radio">
                  <input type="radio" value="1" {...register('payment_type')} /> {t('donations.international')}
                </label>
              </fieldset>
            ) : null}
            <FormField label={t('donations.nationality')} error={e.nationality?.message} required>
              {(p) => (
                <select {...p} {...register('nationality')}>
                  {NATIONALITIES.map((n) => (
                    <option key={n} value={n}>
                      {tx(NATIONALITY_LABELS[n])}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {international ? (
              <p className="muted">{t('donations.internationalNote')}</p>
            ) : (
              <>
                <FormField label={t('donations.category')} error={e.category?.message} required>
                  {(p) => (
                    <select {...p} {...register('category')}>
                      {funds.map((f) => (
                        <option key={f.category} value={f.category}>
                          {fundName(f)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label={t('donations.amount')} hint={t('donations.amountHint')} error={e.amount?.message} required>
                  {(p) =>
                    fixedAmounts.length ? (
                      <select {...p} {...register('amount')}>
                        <option value="">{t('donations.chooseAmount')}</option>
                        {fixedAmounts.map((a) => (
                          <option key={a} value={String(a)}>
                            ₹{a.toLocaleString('en-IN')}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input {...p} {...register('amount')} type="text" inputMode="decimal" autoComplete="off" />
                    )
                  }
                </FormField>
                {foreign && (
                  <>
                    <p className="muted" data-testid="fcra-note">
                      {tx(DONATION_MESSAGES.fcraNote)}
                    </p>
                    <FormField label={t('donations.passport')} hint={t('donations.passportHint')} error={e.passport_number?.message} required>
                      {(p) => (
                        <input
                          {...p}
                          {...register('passport_number')}
                          type="text"
                          maxLength={24}
                          autoCapitalize="characters"
                          autoComplete="off"
                          className="uppercase"
                        />
                      )}
                    </FormField>
                  </>
                )}
                <FormField
                  label={t('donations.pan')}
                  hint={tx(foreign ? DONATION_MESSAGES.fcraPanOptional : DONATION_MESSAGES.panHint)}
                  error={e.pan_number?.message}
                  required={!foreign}
                >
                  {(p) => (
                    <input
                      {...p}
                      {...register('pan_number')}
                      type="text"
                      maxLength={10}
                      autoCapitalize="characters"
                      autoComplete="off"
                      className="uppercase"
                    />
                  )}
                </FormField>
              </>
            )}
            <div className="field">
              <div className="checkbox">
                <input
                  id="donation-terms"
                  type="checkbox"
                  {...register('accept_terms')}
                  aria-invalid={!!e.accept_terms}
                  aria-describedby={e.accept_terms ? 'donation-terms-error' : undefined}
                />
                <label htmlFor="donation-terms">
                  {t('donations.acceptPrefix')}{' '}
                  <button type="button" className="btn-link" onClick={() => setTermsOpen(true)}>
                    {t('donations.terms')}
                  </button>
                </label>
              </div>
              {e.accept_terms && (
                <span id="donation-terms-error" className="field-error" role="alert">
                  {e.accept_terms.message}
                </span>
              )}
            </div>
            <button className="btn" type="submit">
              {t('donations.submit')}
            </button>
          </form>
        </section>
        <aside className="card donation-in-kind" aria-labelledby="in-kind">
          <h2 id="in-kind">{t('donations.inKind')}</h2>
          <p>{t('donations.inKindText')}</p>
          <ul className="donation-phones">
            {helpPhones.map((phone) => (
              <li key={phone}>
                <a className="btn btn-outline" href={telHref(phone)}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </div>
  );
}
