import { useState } from 'react';
import { NavLink, Route, Routes, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUSES,
  type AdminMessage,
  type MessageTemplate,
} from '@portal/contract/admin-messages';
import { MESSAGE_KINDS, type MessageKind } from '@portal/contract/notifications';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminFilters, AdminListStatus, AdminPager, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { adminCall } from '../../lib/admin-client';
import { indiaDateTimeIn } from '../../lib/dates';
import i18n, { currentLang, tx } from '../../lib/i18n';
import './admin-messages.css';
import './admin-strings';

const PER_PAGE = 25;
const LIST_PATH = `${ADMIN_PATHS.root}/messages`;
const CHANNEL_LABELS: Record<(typeof MESSAGE_CHANNELS)[number], string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
/** A message's status and language in the shown language. */
const statusLabel = (s: (typeof MESSAGE_STATUSES)[number]) => i18n.t(`adminMessages.statuses.${s}`);
const langLabel = (l: 'en' | 'ta') => i18n.t(`adminMessages.langs.${l}`);
const channelLabel = (c: (typeof MESSAGE_CHANNELS)[number]) => (c === 'email' ? i18n.t('adminMessages.email') : CHANNEL_LABELS[c]);

/** 25 Nov 2026, 7:05 pm in India ('25/11/2026, பிற்பகல் 7:05' in Tamil). */
const when = (iso: string | null | undefined) => indiaDateTimeIn(iso, currentLang());

/**
 * /admin/messages (owner, coordinator, finance): the messages sent to devotees, failed or
 * waiting, by person and kind; /admin/messages/templates: every kind's texts with sample data.
 */
export default function AdminMessagesPage() {
  const { t } = useTranslation();
  return (
    <section className="admin-messages">
      <h1>{t('adminMessages.title')}</h1>
      <nav className="messages-tabs" aria-label={t('adminMessages.tabs')}>
        <NavLink to={LIST_PATH} end>
          {t('adminMessages.sentAndWaiting')}
        </NavLink>
        <NavLink to={`${LIST_PATH}/templates`}>{t('adminMessages.templates')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<MessageList />} />
        <Route path="templates" element={<Templates />} />
      </Routes>
    </section>
  );
}

function MessageList() {
  const { t } = useTranslation();
  // A message to participants links here with its kind and subject (each person's delivery).
  const [params] = useSearchParams();
  const [filter, setFilter] = useState({ q: '', kind: params.get('kind') ?? '', status: '', channel: '', subject: params.get('subject') ?? '' });
  const [page, setPage] = useState(1);
  const query = {
    q: filter.q,
    kind: filter.kind as MessageKind | '',
    status: filter.status as (typeof MESSAGE_STATUSES)[number] | '',
    channel: filter.channel as (typeof MESSAGE_CHANNELS)[number] | '',
    subject: filter.subject,
    page,
    per_page: PER_PAGE,
  };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'messages', query], queryFn: () => adminCall(calls.adminMessages, { query }) });
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilter((f) => ({ ...f, [key]: ev.target.value }));
    setPage(1);
  };
  return (
    <>
      <AdminFilters>
        <label>
          {t('adminMessages.person')}
          <input type="search" value={filter.q} onChange={set('q')} placeholder={t('adminMessages.personPlaceholder')} />
        </label>
        <AdminSelectFilter label={t('adminMessages.kind')} value={filter.kind} onChange={set('kind')} options={MESSAGE_KINDS.map((k) => [k, tx(MESSAGE_KIND_LABELS[k])] as const)} />
        <AdminSelectFilter label={t('adminMessages.status')} value={filter.status} onChange={set('status')} options={MESSAGE_STATUSES.map((v) => [v, statusLabel(v)] as const)} />
        <AdminSelectFilter label={t('adminMessages.channel')} value={filter.channel} onChange={set('channel')} options={MESSAGE_CHANNELS.map((c) => [c, channelLabel(c)] as const)} />
        {filter.subject && (
          <button type="button" className="btn btn-outline" onClick={() => setFilter((f) => ({ ...f, subject: '' }))}>
            {t('adminMessages.onlySubject', { subject: filter.subject.replace(':', ' #') })}
          </button>
        )}
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={data ? t('adminMessages.none') : undefined} />
      {data && (
        <dl className="messages-summary" aria-label={t('adminMessages.byStatus')}>
          {MESSAGE_STATUSES.map((s) => (
            <div key={s}>
              <dt>{statusLabel(s)}</dt>
              <dd data-testid={`messages-${s}`}>{data.by_status[s] ?? 0}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && data.data.length > 0 && <MessageTable rows={data.data} />}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </>
  );
}

function MessageTable({ rows }: { rows: AdminMessage[] }) {
  const { t } = useTranslation();
  return (
    <AdminTableFrame
      caption={t('adminMessages.caption')}
      className="messages-table"
      columns={[t('adminMessages.queued'), t('adminMessages.person'), t('adminMessages.kind'), t('adminMessages.channel'), t('adminMessages.status'), t('adminMessages.tries'), t('adminMessages.outcome')]}
    >
      {rows.map((m) => (
        <tr key={m.id} data-testid="message-row">
          <td data-label={t('adminMessages.queued')}>{when(m.created_at)}</td>
          <td data-label={t('adminMessages.person')}>
            <div>
              {m.person.name}
              <br />
              <small>{m.person.mobile}</small>
            </div>
          </td>
          <td data-label={t('adminMessages.kind')}>{tx(MESSAGE_KIND_LABELS[m.kind])}</td>
          <td data-label={t('adminMessages.channel')}>
            <div>
              {channelLabel(m.channel)} ({langLabel(m.lang)})
              <br />
              <small className="messages-recipient">{m.recipient}</small>
            </div>
          </td>
          <td data-label={t('adminMessages.status')}>
            <span className={`message-status is-${m.status}`}>{statusLabel(m.status)}</span>
          </td>
          <td data-label={t('adminMessages.tries')}>{m.attempts}</td>
          <td data-label={t('adminMessages.outcomeShort')}>
            <div>
              {m.sent_at && t('adminMessages.sentAt', { time: when(m.sent_at) })}
              {m.next_attempt_at && (m.attempts ? t('adminMessages.nextTry', { time: when(m.next_attempt_at) }) : t('adminMessages.dueAt', { time: when(m.next_attempt_at) }))}
              {m.last_error && (
                <>
                  <br />
                  <small className="messages-error">{m.last_error}</small>
                </>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}

function Templates() {
  const { t: tr } = useTranslation();
  const [kind, setKind] = useState<MessageKind>(MESSAGE_KINDS[0]);
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'message-templates'], queryFn: () => adminCall(calls.adminMessageTemplates), staleTime: Infinity });
  const shown = data?.data.filter((t) => t.kind === kind) ?? [];
  return (
    <>
      <p className="messages-hint">{tr('adminMessages.templatesHint')}</p>
      <AdminFilters>
        <label>
          {tr('adminMessages.kind')}
          <select value={kind} onChange={(ev) => setKind(ev.target.value as MessageKind)}>
            {MESSAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {tx(MESSAGE_KIND_LABELS[k])}
              </option>
            ))}
          </select>
        </label>
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} />
      <div className="templates">
        {shown.map((t) => (
          <TemplateCard key={t.lang} t={t} />
        ))}
      </div>
    </>
  );
}

function TemplateCard({ t }: { t: MessageTemplate }) {
  const { t: tr, i18n: shown } = useTranslation();
  const id = `template-${t.kind}-${t.lang}`;
  // The card's own words are in the interface's language; the template's texts in their own.
  const ui = shown.language === 'ta' ? 'ta' : 'en';
  return (
    <article className="template" aria-labelledby={id} lang={t.lang}>
      <h2 id={id} lang={ui}>
        {langLabel(t.lang)}
      </h2>
      <h3 lang={ui}>SMS</h3>
      <p className="template-sms" data-testid={`sms-${t.lang}`}>
        {t.sms}
      </p>
      <p className="template-meta" lang={ui}>
        {tr('adminMessages.smsMeta', { encoding: t.sms_encoding, length: t.sms.length, count: t.sms_segments })}
      </p>
      <h3 lang={ui}>{tr('adminMessages.email')}</h3>
      <p className="template-subject" data-testid={`subject-${t.lang}`}>
        <span lang={ui}>{tr('adminMessages.subject')}</span>
        {t.subject}
      </p>
      <iframe className="template-html" title={tr('adminMessages.emailAsSent', { lang: langLabel(t.lang) })} srcDoc={t.html} sandbox="" />
      <details>
        <summary lang={ui}>{tr('adminMessages.plainText')}</summary>
        <pre className="template-text">{t.text}</pre>
      </details>
    </article>
  );
}
