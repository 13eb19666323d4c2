import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_FORMS, isFeedbackProgram, type FeedbackView } from '@portal/contract/program-forms';
import { PATHS } from '@portal/contract/routes';
import { AccountLayout } from '../../components/account-menu';
import { Skeleton } from '../../components/empty-state';
import { errorMessage } from '../../lib/api';
import { displayDate } from '../../lib/dates';
import { PageHead } from '../../components/page-head';
import { useRequireLogin } from '../../lib/use-require-login';
import { programFormsApi, programFormsKeys } from './api';
import { useFormLabels } from './use-form-labels';
import { programNameOf } from './form-program';
import { QuestionAnswersList } from '../../components/answers-list';
import './program-forms.css';

/** /feedback-view/{id}: the answers given for a registration, labelled by its program (1 to 5, or one the office added). */
export default function FeedbackViewPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('programForms.viewTitle')} />;
  // Logged out, this screen stores navtype 1 and goes to /login.
  const loggedIn = useRequireLogin(1);
  const params = useParams();
  const regId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const view = useQuery({
    queryKey: programFormsKeys.feedbackView(regId),
    queryFn: () => programFormsApi.feedbackView(regId),
    enabled: loggedIn && regId > 0,
    retry: false,
  });

  if (!loggedIn) return head;
  return (
    <AccountLayout title={t('programForms.viewTitle')}>
      {head}
      <p>
        <Link className="back-link" to={PATHS.historyEvents}>
          ← {t('programForms.back')}
        </Link>
      </p>
      {!regId || view.isError ? (
        <div className="alert alert-error" role="alert">
          {view.error ? errorMessage(view.error) : t('programForms.notAvailable')}
        </div>
      ) : view.data ? (
        <Answers data={view.data} />
      ) : (
        <Skeleton count={3} height={64} />
      )}
    </AccountLayout>
  );
}

function Answers({ data }: { data: FeedbackView }) {
  const { i18n, t } = useTranslation();
  const programId = Number(data.program_id);
  const labels = useFormLabels(programId, i18n.language === 'ta' ? 1 : 0);
  const builtIn = isFeedbackProgram(programId);
  if (builtIn && !labels.ready) return <Skeleton count={3} height={64} />;
  return (
    <section className="card">
      <h2 className="pf-view-title">
        {programNameOf(t, programId, data, i18n.language === 'ta' ? 'ta' : 'en')}: {data.event_name} ({displayDate(data.event_date)})
      </h2>
      {builtIn && (
        <dl className="pf-answers">
          {FEEDBACK_FORMS[programId].map((f) => (
            <div key={f.name}>
              <dt>{labels.field(f.name)}</dt>
              <dd>{String(data[f.name] ?? '')}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* The office's questions, in the words they were asked in (an added program has only these). */}
      {data.question_answers.length > 0 && <QuestionAnswersList answers={data.question_answers} testId="feedback-question-answers" fileLinks={false} />}
    </section>
  );
}
