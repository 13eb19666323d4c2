import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { feedbackRoute, isProgramId } from '@portal/contract/programs';
import { FEEDBACK_FORMS, feedbackSchema, type FeedbackFormState, type FeedbackProgramId } from '@portal/contract/program-forms';
import { PATHS } from '@portal/contract/routes';
import { HelpLine } from '../../components/help-line';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { displayDate } from '../../lib/dates';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { stored } from '../../lib/stored-keys';
import { useRequireLogin } from '../../lib/use-require-login';
import { programFormsApi, programFormsKeys } from './api';
import { AnswerField, emptyAnswers } from './components/answer-field';
import { QuestionField, questionDefaults, questionFiles, questionPayload, withQuestions } from './components/question-field';
import { FormShell, FormSkeleton } from './components/form-shell';
import { SuccessPanel } from './components/success-panel';
import { feedbackProgramOfPath, programNameOf } from './form-program';
import { useFormLabels } from './use-form-labels';
import './program-forms.css';
import { tx } from '../../lib/i18n';

/** Forgets the stored registration, so the forced-feedback redirect stops sending the user here. */
function clearPendingFeedback() {
  stored.setRegId(0);
  stored.setRegProgramId(0);
}

/**
 * /ulchemy-feedback … /vision-feedback: the feedback form of the registration stored under
 * reg_id (set by login or by Give FeedBack in the history list). This page never applies the
 * forced-feedback redirect itself, and clears reg_id when the server says there is nothing to
 * give, so a stale reg_id cannot trap the user here.
 */
export default function FeedbackPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const programId = feedbackProgramOfPath(pathname);
  const loggedIn = useRequireLogin();
  const [regId] = useState(() => stored.regId());

  const state = useQuery({
    queryKey: programFormsKeys.feedbackForm(regId),
    queryFn: () => programFormsApi.feedbackForm(regId),
    enabled: loggedIn && regId > 0,
    retry: false,
  });
  const head = <PageHead title={t('programForms.feedbackTitle', { program: programNameOf(t, programId, state.data, i18n.language === 'ta' ? 'ta' : 'en') })} description={t('programForms.feedbackDescription')} />;

  const data = state.data;
  const refused = state.error instanceof ApiError && [404, 409, 422].includes(state.error.status);
  const finished = refused || data?.feedback === 1;
  useEffect(() => {
    if (finished) clearPendingFeedback();
  }, [finished]);

  // The stored program may be stale: the registration's own program decides the form.
  const rightRoute = data && data.feedback === 0 && data.program_id !== programId ? feedbackRoute(data.program_id) : undefined;
  useEffect(() => {
    if (!rightRoute || !data) return;
    stored.setRegProgramId(data.program_id);
    navigate(rightRoute, { replace: true });
  }, [rightRoute, data, navigate]);

  if (!loggedIn) return head;
  if (!programId || !regId) return <>{head}<Notice text={t('programForms.noPending')} /></>;
  if (state.isError) return <>{head}<Notice text={errorMessage(state.error)} error /></>;
  if (!data || rightRoute) return <>{head}<FormSkeleton /></>;
  if (data.feedback === 1) return <>{head}<Notice text={t('programForms.alreadyGiven')} viewId={data.reg_id} /></>;
  return <>{head}<FeedbackForm programId={programId} state={data} /></>;
}

function Notice({ text, error, viewId }: { text: string; error?: boolean; viewId?: number }) {
  const { t } = useTranslation();
  return (
    <FormShell>
      <div className={`alert ${error ? 'alert-error' : 'alert-success'}`} role={error ? 'alert' : 'status'}>
        {text}
      </div>
      <p className="pf-actions">
        {viewId !== undefined && (
          <Link className="btn" to={PATHS.feedbackView(viewId)}>
            {t('programForms.viewFeedback')}
          </Link>
        )}
        <Link className="btn btn-outline" to={PATHS.historyEvents}>
          {t('programForms.historyEvents')}
        </Link>
      </p>
    </FormShell>
  );
}

function FeedbackForm({ programId, state }: { programId: number; state: FeedbackFormState }) {
  const { i18n, t } = useTranslation();
  const { showError, showSuccess, clear } = useMessage();
  const queryClient = useQueryClient();
  // An added program's feedback is its questions; program 0's shared words label the form.
  const labels = useFormLabels(isProgramId(programId) ? programId : 0, i18n.language === 'ta' ? 1 : 0);
  const [done, setDone] = useState(false);
  const fields = FEEDBACK_FORMS[programId as FeedbackProgramId] ?? [];
  const { questions } = state;
  const schema = useMemo(() => feedbackSchema(programId), [programId]);
  const form = useForm({
    resolver: withQuestions(zodResolver(schema), questions),
    defaultValues: { reg_id: String(state.reg_id), ...emptyAnswers(fields), ...questionDefaults(questions) },
  });

  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ answers }) =>
      programFormsApi.giveFeedback({
        reg_id: state.reg_id,
        program_id: programId,
        ...answers,
        ...questionPayload(questions, form.getValues() as Record<string, unknown>),
      }, questionFiles(questions, form.getValues() as Record<string, unknown>)),
    {
      onStart: clear,
      onSuccess: (resp) => {
        clearPendingFeedback();
        showSuccess(resp.message ?? tx(MESSAGES.feedbackUpdated));
        setDone(true);
        void queryClient.invalidateQueries({ queryKey: ['registrations'] });
      },
      onFailure: (message, err) => {
        // Given meanwhile (another tab or device): nothing is owed any more.
        if (err instanceof ApiError && err.status === 409) clearPendingFeedback();
        showError(message);
      },
    },
  );

  if (!labels.ready) return <FormSkeleton />;
  return (
    <FormShell>
      <h1>{t('programForms.feedbackTitle', { program: programNameOf(t, programId, state, i18n.language === 'ta' ? 'ta' : 'en') })}</h1>
      <p className="pf-event muted">
        {t('programForms.event')}: {state.event_name} ({displayDate(state.event_date)})
      </p>
      {done ? (
        <SuccessPanel text={tx(MESSAGES.feedbackUpdated)} backLabel={t('programForms.backHome')} />
      ) : (
        <form className="form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
          <div className="pf-fields">
            {fields.map((def) => (
              <AnswerField key={def.name} def={def} form={form} labels={labels} lang={i18n.language === 'ta' ? 1 : 0} />
            ))}
            {questions.map((q) => (
              <QuestionField key={q.name} q={q} form={form} labels={labels} lang={i18n.language === 'ta' ? 1 : 0} />
            ))}
          </div>
          <button className="btn" type="submit" disabled={busy}>
            {busy ? t('programForms.pleaseWait') : labels.word('submit', 'submit')}
          </button>
        </form>
      )}
      <HelpLine />
    </FormShell>
  );
}
