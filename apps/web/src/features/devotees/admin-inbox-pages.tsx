import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contactReplySchema, type AdminAnswersRow, type AdminContactMessage, type FeedbackSummary } from '@portal/contract/admin-inbox';
import { AdminFilters, AdminListStatus, AdminPager } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { EventPicker, ProgramFilter } from '../../components/event-picker';
import { adminCall } from '../../lib/admin-client';
import { useAdminAction } from '../../lib/use-admin-action';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { AnswersList } from '../../components/answers-list';
import { officeTimeIn } from '../../lib/dates';
import i18n, { currentLang } from '../../lib/i18n';
import './devotees.css';
import './admin-strings';

const PER_PAGE = 25;
const when = (iso: string | null) => officeTimeIn(iso, currentLang());

/** The search box, event filter and pager every list here shares. */
function useListFilter<T extends Record<string, string>>(initial: T) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const field = (key: keyof T) => ({
    value: filter[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setFilter((f) => ({ ...f, [key]: e.target.value }));
      setPage(1);
    },
  });
  const set = (key: keyof T, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  return { filter, page, setPage, field, set, query: { ...filter, page, per_page: PER_PAGE } };
}

/** /admin/volunteers: Karmayogam offers, per event or foundation-wide. */
export function VolunteersAdminPage() {
  const { t } = useTranslation();
  const l = useListFilter({ q: '', event_id: '', kind: '' });
  const query = { ...l.query, kind: l.filter.kind as '' | 'event' | 'foundation' };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'volunteers', query], queryFn: () => adminCall(calls.adminVolunteers, { query }) });
  return (
    <section>
      <h1>{t('adminInbox.volunteers.title')}</h1>
      <AdminFilters>
        <label>
          {t('adminList.search')}
          <input type="search" {...l.field('q')} placeholder={t('adminInbox.volunteers.search')} />
        </label>
        <label>
          {t('adminInbox.volunteers.for')}
          <select {...l.field('kind')}>
            <option value="">{t('adminInbox.volunteers.all')}</option>
            <option value="event">{t('adminInbox.volunteers.event')}</option>
            <option value="foundation">{t('adminInbox.volunteers.foundation')}</option>
          </select>
        </label>
        <EventPicker value={l.filter.event_id} onChange={(id) => l.set('event_id', id)} />
      </AdminFilters>
      <AdminExport call={calls.adminExportVolunteers} query={query} />
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminInbox.volunteers.none')} />
      <ul className="people-cards">
        {data?.data.map((v) => (
          <li key={v.id} data-testid="volunteer-row">
            <p>
              <strong>{v.name}</strong> — {v.phone} {v.email} — {v.event_name || t('adminInbox.volunteers.foundationWide')} — {when(v.created_at)}
            </p>
            <p>{v.message}</p>
          </li>
        ))}
      </ul>
      <AdminPager page={l.page} total={data?.total} perPage={PER_PAGE} onPage={l.setPage} />
    </section>
  );
}

/** /admin/contact-messages: the inbox; each message marked handled or replied to by email. */
export function ContactInboxAdminPage() {
  const { t } = useTranslation();
  const l = useListFilter({ q: '', handled: 'no' });
  const query = { ...l.query, handled: l.filter.handled as '' | 'yes' | 'no' };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'contact-messages', query], queryFn: () => adminCall(calls.adminContactMessages, { query }) });
  return (
    <section>
      <h1>{t('adminInbox.contact.title')}</h1>
      <AdminFilters>
        <label>
          {t('adminList.search')}
          <input type="search" {...l.field('q')} placeholder={t('adminInbox.contact.search')} />
        </label>
        <label>
          {t('adminInbox.contact.show')}
          <select {...l.field('handled')}>
            <option value="no">{t('adminInbox.contact.notHandledOption')}</option>
            <option value="yes">{t('adminInbox.contact.handledOption')}</option>
            <option value="">{t('adminInbox.contact.all')}</option>
          </select>
        </label>
      </AdminFilters>
      <AdminExport call={calls.adminExportContactMessages} query={query} />
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminInbox.contact.none')} />
      <ul className="people-cards">
        {data?.data.map((m) => (
          <ContactCard key={m.id} message={m} />
        ))}
      </ul>
      <AdminPager page={l.page} total={data?.total} perPage={PER_PAGE} onPage={l.setPage} />
    </section>
  );
}

function ContactCard({ message: m }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const { run, notice, say } = useAdminAction(['admin', 'contact-messages']);
  const params = { id: String(m.id) };
  const form = useForm<z.input<typeof contactReplySchema>, unknown, z.output<typeof contactReplySchema>>({ resolver: zodResolver(contactReplySchema), defaultValues: { reply: '' } });
  const { onSubmit } = useFormSubmit(form, (body) => adminCall(calls.adminContactMessageReply, { params, body }), {
    onSuccess: (res) => say(true, res.message),
    onFailure: (text) => say(false, text),
    refresh: ['admin', 'contact-messages'],
  });
  return (
    <li data-testid="contact-row">
      <p>
        <strong>{m.name}</strong> — {m.email || '—'} — {m.mobile} — {when(m.created_at)} — {m.handled ? t('adminInbox.contact.handledAt', { time: when(m.handled_at) }) : t('adminInbox.contact.notHandled')}
      </p>
      <p className="people-message">{m.message}</p>
      {m.reply && (
        <p className="people-hint">
          {t('adminInbox.contact.replied', { time: when(m.replied_at) })} {m.reply}
        </p>
      )}
      {notice}
      <form className="people-reply" onSubmit={(ev) => void onSubmit(ev)} noValidate>
        <FormField id={`reply-${m.id}`} label={t('adminInbox.contact.replyTo', { name: m.name })} error={form.formState.errors.reply?.message}>
          {(p) => <textarea {...p} rows={3} required minLength={2} maxLength={5000} disabled={!m.email} {...form.register('reply')} />}
        </FormField>
        <div className="people-buttons">
          <button type="submit" className="btn" disabled={!m.email}>
            {t('adminInbox.contact.send')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void run(null, () => adminCall(calls.adminContactMessageMark, { params, body: { handled: !m.handled } }))}>
            {t(m.handled ? 'adminInbox.contact.markNotHandled' : 'adminInbox.contact.markHandled')}
          </button>
        </div>
      </form>
    </li>
  );
}

function AnswersRows({ rows, kind }: { rows: AdminAnswersRow[]; kind: 'form' | 'feedback' }) {
  return (
    <ul className="people-cards">
      {rows.map((r) => (
        <li key={`${r.registration_id}`} data-testid="answers-row">
          <p>
            <strong>{r.name}</strong> — {r.mobile} — {r.reg_number || `#${r.registration_id}`} — {r.event_name}
          </p>
          {/* The questions' texts of the program's form, as the registration's page shows them. */}
          <AnswersList programId={r.program_id} kind={kind} answers={r.answers} />
        </li>
      ))}
    </ul>
  );
}

/** A question's line: how many answered, and for a question with choices how often each was chosen. */
function summaryText(q: FeedbackSummary['questions'][number]) {
  const answered = i18n.t('adminInbox.answers.answered', { count: q.answered });
  const choices = Object.entries(q.counts).map(([choice, n]) => `${choice}: ${n}`);
  return choices.length ? `${answered} — ${choices.join(' · ')}` : `${answered} ${i18n.t('adminInbox.answers.written')}`;
}

/** /admin/feedback: feedback per event, with how often each short answer was given. */
export function FeedbackAdminPage() {
  const { t, i18n: shown } = useTranslation();
  const tamil = shown.language === 'ta';
  const l = useListFilter({ q: '', event_id: '', program_id: '' });
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'feedback', l.query], queryFn: () => adminCall(calls.adminFeedback, { query: l.query }) });
  return (
    <section>
      <h1>{t('adminInbox.answers.feedbackTitle')}</h1>
      <EventFilters l={l} />
      <AdminExport call={calls.adminExportFeedback} query={l.query} />
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminInbox.answers.noFeedback')} />
      {data && data.summary.questions.length > 0 && (
        <section aria-labelledby="fb-summary">
          <h2 id="fb-summary">{t('adminInbox.answers.summary', { count: data.summary.count })}</h2>
          <dl className="people-answers" data-testid="feedback-summary">
            {data.summary.questions.map((q) => (
              <div key={`${q.program_id}-${q.field}`}>
                <dt>{tamil ? q.question.ta : q.question.en}</dt>
                <dd>{summaryText(q)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {data && <AnswersRows rows={data.data} kind="feedback" />}
      <AdminPager page={l.page} total={data?.total} perPage={PER_PAGE} onPage={l.setPage} />
    </section>
  );
}

/** /admin/form-answers: detail form answers per event (sensitive: coordinators and owners). */
export function FormAnswersAdminPage() {
  const { t } = useTranslation();
  const l = useListFilter({ q: '', event_id: '', program_id: '' });
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'form-answers', l.query], queryFn: () => adminCall(calls.adminFormAnswers, { query: l.query }) });
  return (
    <section>
      <h1>{t('adminInbox.answers.formTitle')}</h1>
      <p className="people-hint">{t('adminInbox.answers.formHint')}</p>
      <EventFilters l={l} />
      <AdminExport call={calls.adminExportFormAnswers} query={l.query} />
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminInbox.answers.noForm')} />
      {data && <AnswersRows rows={data.data} kind="form" />}
      <AdminPager page={l.page} total={data?.total} perPage={PER_PAGE} onPage={l.setPage} />
    </section>
  );
}

/** Search, event (picked by name) and program (by name): the filters of the answers lists. */
function EventFilters({ l }: { l: ReturnType<typeof useListFilter<{ q: string; event_id: string; program_id: string }>> }) {
  const { t } = useTranslation();
  return (
    <AdminFilters>
      <label>
        {t('adminList.search')}
        <input type="search" {...l.field('q')} placeholder={t('adminInbox.answers.search')} />
      </label>
      <EventPicker value={l.filter.event_id} onChange={(id) => l.set('event_id', id)} />
      <ProgramFilter value={l.filter.program_id} onChange={(id) => l.set('program_id', id)} />
    </AdminFilters>
  );
}
