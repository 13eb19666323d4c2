import { useState } from 'react';
import { NavLink, Route, Routes, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
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
import { indiaDateTime } from '../../lib/dates';
import './admin-messages.css';

const PER_PAGE = 25;
const LIST_PATH = `${ADMIN_PATHS.root}/messages`;
const STATUS_LABELS: Record<(typeof MESSAGE_STATUSES)[number], string> = { queued: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' };
const CHANNEL_LABELS: Record<(typeof MESSAGE_CHANNELS)[number], string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
const LANG_LABELS = { en: 'English', ta: 'Tamil' } as const;

/** 25 Nov 2026, 7:05 pm in India. */
const when = indiaDateTime;

/**
 * /admin/messages (owner, coordinator, finance): the messages sent to devotees, failed or
 * waiting, by person and kind; /admin/messages/templates: every kind's texts with sample data.
 */
export default function AdminMessagesPage() {
  return (
    <section className="admin-messages">
      <h1>Messages</h1>
      <nav className="messages-tabs" aria-label="Messages">
        <NavLink to={LIST_PATH} end>
          Sent and waiting
        </NavLink>
        <NavLink to={`${LIST_PATH}/templates`}>Templates</NavLink>
      </nav>
      <Routes>
        <Route index element={<MessageList />} />
        <Route path="templates" element={<Templates />} />
      </Routes>
    </section>
  );
}

function MessageList() {
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
          Person
          <input type="search" value={filter.q} onChange={set('q')} placeholder="Name, mobile or email" />
        </label>
        <AdminSelectFilter label="Kind" value={filter.kind} onChange={set('kind')} options={MESSAGE_KINDS.map((k) => [k, MESSAGE_KIND_LABELS[k]] as const)} />
        <AdminSelectFilter label="Status" value={filter.status} onChange={set('status')} options={MESSAGE_STATUSES.map((v) => [v, STATUS_LABELS[v]] as const)} />
        <AdminSelectFilter label="Channel" value={filter.channel} onChange={set('channel')} options={MESSAGE_CHANNELS.map((c) => [c, CHANNEL_LABELS[c]] as const)} />
        {filter.subject && (
          <button type="button" className="btn btn-outline" onClick={() => setFilter((f) => ({ ...f, subject: '' }))}>
            Only {filter.subject.replace(':', ' #')} · show all
          </button>
        )}
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={data ? 'No messages match.' : undefined} />
      {data && (
        <dl className="messages-summary" aria-label="Matching messages by status">
          {MESSAGE_STATUSES.map((s) => (
            <div key={s}>
              <dt>{STATUS_LABELS[s]}</dt>
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
  return (
    <AdminTableFrame caption="Messages, newest first" className="messages-table" columns={['Queued', 'Person', 'Kind', 'Channel', 'Status', 'Tries', 'Sent, due or last error']}>
      {rows.map((m) => (
        <tr key={m.id} data-testid="message-row">
          <td data-label="Queued">{when(m.created_at)}</td>
          <td data-label="Person">
            <div>
              {m.person.name}
              <br />
              <small>{m.person.mobile}</small>
            </div>
          </td>
          <td data-label="Kind">{MESSAGE_KIND_LABELS[m.kind]}</td>
          <td data-label="Channel">
            <div>
              {CHANNEL_LABELS[m.channel]} ({LANG_LABELS[m.lang]})
              <br />
              <small className="messages-recipient">{m.recipient}</small>
            </div>
          </td>
          <td data-label="Status">
            <span className={`message-status is-${m.status}`}>{STATUS_LABELS[m.status]}</span>
          </td>
          <td data-label="Tries">{m.attempts}</td>
          <td data-label="Outcome">
            <div>
              {m.sent_at && <>Sent {when(m.sent_at)}</>}
              {m.next_attempt_at && (m.attempts ? <>Next try {when(m.next_attempt_at)}</> : <>Due {when(m.next_attempt_at)}</>)}
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
  const [kind, setKind] = useState<MessageKind>(MESSAGE_KINDS[0]);
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'message-templates'], queryFn: () => adminCall(calls.adminMessageTemplates), staleTime: Infinity });
  const shown = data?.data.filter((t) => t.kind === kind) ?? [];
  return (
    <>
      <p className="messages-hint">Each message as a devotee receives it, filled with sample data. The texts live in the contract (notifications.ts); SMS go out under their DLT template ids.</p>
      <AdminFilters>
        <label>
          Kind
          <select value={kind} onChange={(ev) => setKind(ev.target.value as MessageKind)}>
            {MESSAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {MESSAGE_KIND_LABELS[k]}
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
  const id = `template-${t.kind}-${t.lang}`;
  return (
    <article className="template" aria-labelledby={id} lang={t.lang}>
      <h2 id={id} lang="en">
        {LANG_LABELS[t.lang]}
      </h2>
      <h3 lang="en">SMS</h3>
      <p className="template-sms" data-testid={`sms-${t.lang}`}>
        {t.sms}
      </p>
      <p className="template-meta" lang="en">
        {t.sms_encoding}, {t.sms.length} characters, {t.sms_segments} segment{t.sms_segments === 1 ? '' : 's'}
      </p>
      <h3 lang="en">Email</h3>
      <p className="template-subject" data-testid={`subject-${t.lang}`}>
        <span lang="en">Subject: </span>
        {t.subject}
      </p>
      <iframe className="template-html" title={`${LANG_LABELS[t.lang]} email as sent`} srcDoc={t.html} sandbox="" />
      <details>
        <summary lang="en">Plain-text part</summary>
        <pre className="template-text">{t.text}</pre>
      </details>
    </article>
  );
}
