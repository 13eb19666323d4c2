import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DETAIL_FORMS, FEEDBACK_FORMS, TRANSLATION_PREFIX, type FormFieldDef } from '@portal/contract/program-forms';
import { answerFilePath, type GivenAnswer } from '@portal/contract/questions';
import { translationsQuery } from '../lib/queries';
import './answers-list.css';

/**
 * A participant's answers as staff read them: each question's text (the program's form labels,
 * English or Tamil as the page), the form's order first, then any answer the form no longer asks.
 * Never the stored keys or raw JSON: a long answer wraps instead of widening the page.
 */
export function AnswersList({ programId, kind, answers, testId }: { programId: number; kind: 'form' | 'feedback'; answers: Record<string, unknown>; testId?: string }) {
  const { i18n } = useTranslation();
  const { data: entries } = useQuery({ ...translationsQuery(programId), retry: 1 });
  const tamil = i18n.language === 'ta';
  const question = (name: string) => {
    const e = entries?.find((t) => t.trans_word === `${TRANSLATION_PREFIX[programId] ?? ''}${name}`);
    return (e && (tamil ? e.trans_ta || e.trans_en : e.trans_en)) || humanise(name);
  };
  const form: FormFieldDef[] = (kind === 'form' ? DETAIL_FORMS : FEEDBACK_FORMS)[programId as 1] ?? [];
  const names = [...form.map((f) => f.name), ...Object.keys(answers).filter((k) => !form.some((f) => f.name === k))];
  const given = names.filter((n) => answers[n] !== undefined && answers[n] !== null && answers[n] !== '');
  return (
    <dl className="answers-list" data-testid={testId}>
      {given.map((name) => (
        <div key={name}>
          <dt>{question(name)}</dt>
          <dd>{answerText(answers[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A question without a label (the translations not loaded, or a key the form no longer asks): its words, not its code. */
const humanise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ');
const answerText = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * The answers to the office's questions as staff read them: each with the question as it was
 * asked when answered (a question changed later keeps its old words here), a file as a link to
 * the private file call (the address the server stored; it opens only for staff allowed to), or
 * only named on the devotee's own view (`fileLinks` off).
 */
export function QuestionAnswersList({ answers, testId, fileLinks = true }: { answers: readonly GivenAnswer[]; testId?: string; fileLinks?: boolean }) {
  const { i18n } = useTranslation();
  const tamil = i18n.language === 'ta';
  const option = (a: GivenAnswer, v: string) => (tamil && a.question.options.find((o) => o.en === v)?.ta) || v;
  return (
    <dl className="answers-list" data-testid={testId}>
      {answers.map((a) => (
        <div key={a.question_id}>
          <dt>{(tamil && a.question.label_ta) || a.question.label_en}</dt>
          <dd>
            {a.question.kind === 'file' && typeof a.value === 'string' && a.value.startsWith(answerFilePath('')) ? (
              fileLinks ? (
                <a href={a.value} target="_blank" rel="noopener noreferrer">
                  {tamil ? 'கோப்பைத் திற' : 'Open the file'}
                </a>
              ) : (
                // The devotee's own view: the file opens only for the office, so it is named, not linked.
                tamil ? 'கோப்பு அனுப்பப்பட்டது' : 'File sent'
              )
            ) : Array.isArray(a.value) ? (
              a.value.map((v) => option(a, v)).join(', ')
            ) : (
              option(a, a.value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
