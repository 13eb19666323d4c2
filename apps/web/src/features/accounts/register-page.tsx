import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { registerFormSchema, type RegisterFormOutput } from '@portal/contract/accounts';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { TermsModal } from '../../components/terms-modal';
import { ApiError } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { resizeImage } from '../../lib/resize-image';
import { useSession } from '../../lib/session';
import { accountsApi } from './api';
import { HelpLine } from '../../components/help-line';
import { PersonFields, emptyPerson, personFormData, type PersonFormValues } from '../../components/person-fields';
import { tx } from '../../lib/i18n';
import { postLoginPath } from '../../lib/navigation';

const DRAFT_KEY = 'register-draft';

function readDraft(): Partial<PersonFormValues> {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<PersonFormValues>;
  } catch {
    return {};
  }
}

/** /register: the account form; the draft (never the password) is kept in session storage. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('auth.registerTitle')} description={'Create an account to register for programs and events.'} />;
  const { isLoggedIn, signIn } = useSession();
  const { showError, clear } = useMessage();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [terms, setTerms] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const form = useForm<PersonFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { ...emptyPerson(), ...readDraft(), password: '' },
  });

  const { onSubmit, busy } = useFormSubmit(
    form,
    async (values) => {
      const blob = picture ? await resizeImage(picture).catch(() => picture) : null;
      return accountsApi.register(personFormData(values, blob));
    },
    {
      onStart: () => {
        clear();
        setPictureError(undefined);
      },
      onSuccess: (resp) => {
        sessionStorage.removeItem(DRAFT_KEY);
        signIn(resp);
        setDone(true);
        toast.success(tx(MESSAGES.registered));
      },
      onFailure: (message, err) => {
        // The picture is not a form field: its message goes under the picture picker.
        if (err instanceof ApiError && err.errors.picture) setPictureError(err.errors.picture);
        showError(message);
      },
    },
  );

  useEffect(() => {
    if (isLoggedIn && !done && !busy) navigate(PATHS.profile, { replace: true });
  }, [isLoggedIn, done, busy, navigate]);

  useEffect(() => {
    const sub = form.watch((values) => {
      const { password: _password, ...draft } = values;
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    });
    return () => sub.unsubscribe();
  }, [form]);

  if (done) {
    return (
      <div className="container page">
        {head}
        <section className="card auth-card" aria-live="polite">
          <h1>{tx(MESSAGES.registered)}</h1>
          {/* Signed in by the sign-up: on to where a login would go (the program being registered for, else the profile). */}
          <p>
            <Link className="btn" to={postLoginPath()}>
              {t('auth.registeredContinue')}
            </Link>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="container page">
      {head}
      <section className="card auth-card auth-wide">
        <h1>{t('auth.registerTitle')}</h1>
        <form className="form" onSubmit={onSubmit} noValidate>
          <PersonFields form={form} mode="register" onPicture={setPicture} pictureError={pictureError} />
          <p>
            {t('auth.acceptTermsPrefix')}{' '}
            <button type="button" className="btn-link" onClick={() => setTerms(true)}>
              {t('auth.terms')}
            </button>
          </p>
          <button className="btn" type="submit" disabled={busy}>
            {busy ? t('auth.pleaseWait') : t('auth.registerSubmit')}
          </button>
          <p>
            {t('auth.haveAccount')} <Link to={PATHS.login}>{t('auth.loginTitle')}</Link>
          </p>
          <HelpLine />
        </form>
      </section>
      <TermsModal open={terms} onClose={() => setTerms(false)} />
    </div>
  );
}
