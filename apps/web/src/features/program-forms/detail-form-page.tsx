import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { DETAIL_FORMS, detailFormSchema, type DetailFormState, type DetailProgramId } from '@portal/contract/program-forms';
import { PATHS } from '@portal/contract/routes';
import { HelpLine } from '../../components/help-line';
import { TermsModal } from '../../components/terms-modal';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { displayDate } from '../../lib/dates';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { useRequireLogin } from '../../lib/use-require-login';
import { programFormsApi, programFormsKeys } from './api';
import { AnswerField, emptyAnswers } from './components/answer-field';
import { QuestionField, questionDefaults, questionFiles, questionPayload, withQuestions } from './components/question-field';
import { FormShell, FormSkeleton } from './components/form-shell';
import { SuccessPanel } from './components/success-panel';
import { detailProgramOfPath, programNameOf } from './form-program';
import { detailFormPath, isProgramId } from '@portal/contract/programs';
import { useFormLabels, type FormLang } from './use-form-labels';
import './program-forms.css';
import { tx } from '../../lib/i18n';

/**
 * /ulchemy-reg/{id} … /paradesham-reg/{id}: the post-registration detail form of a paid
 * registration (the id is the registration id). Logged out → /login. An added program's form,
 * /register/program/{program}/details/{id}, is the same page with only the office's questions.
 */
export default function DetailFormPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const programId = detailProgramOfPath(pathname);
  const regId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const loggedIn = useRequireLogin();
  const state = useQuery({
    queryKey: programFormsKeys.detailForm(regId),
    queryFn: () => programFormsApi.detailForm(regId),
    enabled: loggedIn && regId > 0,
    retry: false,
  });
  const head = <PageHead title={t('programForms.detailTitle', { program: programNameOf(t, programId, state.data, i18n.language === 'ta' ? 'ta' : 'en') })} description={t('programForms.detailDescription')} />;

  // A registration of another program opens that program's form.
  const wrongRoute = state.data && state.data.program_id !== programId ? detailFormPath(state.data.program_id, regId) : undefined;
  useEffect(() => {
    if (wrongRoute) navigate(wrongRoute, { replace: true });
  }, [wrongRoute, navigate]);

  if (!loggedIn) return head;
  if (!programId || !regId || state.isError) {
    return <>{head}<Unavailable message={state.error ? errorMessage(state.error) : t('programForms.notAvailable')} /></>;
  }
  if (!state.data || wrongRoute) return <>{head}<FormSkeleton /></>;
  return <>{head}<DetailForm key={`${regId}-${programId}`} programId={programId} state={state.data} /></>;
}

function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <FormShell>
      <div className="alert alert-error" role="alert">
        {message}
      </div>
      <Link to={PATHS.currentEvents}>{t('programForms.viewEventDetail')}</Link>
    </FormShell>
  );
}

function DetailForm({ programId, state }: { programId: number; state: DetailFormState }) {
  const { i18n } = useTranslation();
  const { showError, showSuccess, clear } = useMessage();
  const queryClient = useQueryClient();
  // The form's language starts as saved, else as the site's; it switches only the form's labels.
  const [lang, setLang] = useState<FormLang>(state.details ? state.language : i18n.language === 'ta' ? 1 : 0);
  // An added program has no labels of its own in the translations (program 0's shared words serve).
  const labels = useFormLabels(isProgramId(programId) ? programId : 0, lang);
  const { t } = labels;
  const [termsOpen, setTermsOpen] = useState(false);
  const [done, setDone] = useState(false);
  const fields = DETAIL_FORMS[programId as DetailProgramId] ?? [];
  const { questions } = state;
  const schema = useMemo(() => detailFormSchema(programId), [programId]);
  const form = useForm({
    // The office's questions (after the built-in fields) are checked by the server's own rule too.
    resolver: withQuestions(zodResolver(schema), questions),
    defaultValues: { reg_id: String(state.reg_id), accept_terms: false, ...emptyAnswers(fields, state.details), ...questionDefaults(questions, state.answers) },
  });

  useEffect(() => {
    if (lang === 1) void import('@fontsource/noto-sans-tamil/tamil-400.css');
  }, [lang]);

  // A refused form stays as it was; field errors go under their fields, the message to the page's message area.
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ answers }) =>
      programFormsApi.saveDetails({
        reg_id: state.reg_id,
        program_id: programId,
        accept_terms: true,
        language: lang,
        ...answers,
        ...questionPayload(questions, form.getValues() as Record<string, unknown>),
      }, questionFiles(questions, form.getValues() as Record<string, unknown>)),
    {
      onStart: clear,
      onSuccess: (resp) => {
        showSuccess(resp.message ?? tx(MESSAGES.registrationUpdated));
        setDone(true);
        void queryClient.invalidateQueries({ queryKey: programFormsKeys.detailForm(state.reg_id) });
      },
      onFailure: (message) => showError(message),
    },
  );

  if (!labels.ready) return <FormSkeleton />;
  const programName = programNameOf(t, programId, state, lang === 1 ? 'ta' : 'en');
  const termsError = form.formState.errors.accept_terms?.message as string | undefined;

  return (
    <FormShell lang={lang === 1 ? 'ta' : 'en'}>
      <div className="pf-head">
        <h1>{programName}</h1>
        <div className="field pf-lang">
          <label htmlFor="pf-language">{labels.word('language', 'language')}</label>
          <select id="pf-language" value={lang} onChange={(e) => setLang(e.target.value === '1' ? 1 : 0)}>
            <option value={0}>{t('programForms.english')}</option>
            <option value={1}>{t('programForms.tamil')}</option>
          </select>
        </div>
      </div>
      <p className="pf-event muted">
        {t('programForms.event')}: {state.event_name} ({displayDate(state.event_date)})
      </p>
      {done ? (
        <SuccessPanel text={tx(MESSAGES.registrationUpdated)} backLabel={t('programForms.backHome')} />
      ) : (
        <>
          <p className="pf-lead">{labels.word('please_register', 'pleaseRegister')}</p>
          <form className="form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
            <div className="pf-fields">
              {fields.map((def) => (
                <AnswerField key={def.name} def={def} form={form} labels={labels} lang={lang} />
              ))}
              {questions.map((q) => (
                <QuestionField key={q.name} q={q} form={form} labels={labels} lang={lang} />
              ))}
            </div>
            <div className="field">
              <label className="checkbox">
                <input type="checkbox" {...form.register('accept_terms')} aria-invalid={!!termsError} aria-describedby={termsError ? 'pf-terms-error' : undefined} />
                <span>{labels.word('accept_terms', 'acceptTerms')}</span>
              </label>
              <button type="button" className="btn-link pf-terms-link" onClick={() => setTermsOpen(true)}>
                {t('programForms.terms')}
              </button>
              {termsError && (
                <span id="pf-terms-error" className="field-error" role="alert">
                  {termsError}
                </span>
              )}
            </div>
            <button className="btn" type="submit" disabled={busy}>
              {busy ? t('programForms.pleaseWait') : labels.word('submit', 'submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={PATHS.currentEvents}>{t('programForms.viewEventDetail')}</Link>
      </p>
      <HelpLine />
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormShell>
  );
}
