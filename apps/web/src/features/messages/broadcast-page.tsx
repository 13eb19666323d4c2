import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_CHANNELS,
  BROADCAST_CHANNEL_LABELS,
  BROADCAST_STATE_LABELS,
  BROADCAST_ROLES,
  DEVOTEE_BROADCAST_ROLES,
  GIVER_BROADCAST_ROLES,
  type BroadcastAudience,
  type BroadcastChannel,
  type BroadcastPreview,
  type BroadcastRow,
} from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { EventPicker } from '../../components/event-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { AdminTableFrame } from '../../components/admin-list';
import { ApiError, call, errorMessage } from '../../lib/api';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { indiaDateTime } from '../../lib/dates';
import './admin-messages.css';

const LANG_LABELS = { en: 'English', ta: 'Tamil' } as const;
const EMPTY_TEXTS = { subject_en: '', body_en: '', subject_ta: '', body_ta: '' };
type Texts = typeof EMPTY_TEXTS;

/** Whom a message goes to: an event's participants, or people without an event. */
type Kind = 'event' | 'donors' | 'payers' | 'devotees';
const KIND_LABELS: Record<Kind, string> = {
  event: "An event's participants",
  donors: 'Donors',
  payers: 'People who paid for a registration',
  devotees: 'Devotees',
};
const KIND_ROLES = { event: BROADCAST_ROLES, donors: GIVER_BROADCAST_ROLES, payers: GIVER_BROADCAST_ROLES, devotees: DEVOTEE_BROADCAST_ROLES } as const;
const KINDS = Object.keys(KIND_LABELS) as Kind[];
const EMPTY_FILTERS = { fund: '', from: '', to: '', financial_year: '', program_id: '', q: '' };
type Filters = typeof EMPTY_FILTERS;

/** The financial years to choose from: this one and the four before (India's year starts 1 April). */
function financialYears(): string[] {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  const start = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return Array.from({ length: 5 }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}

/** The value after it has stopped changing for `ms` (the preview is asked once typing pauses). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * /admin/message-participants?event={id}&audience={who} (coordinator, owner): write a message to an
 * event's participants in English and Tamil (or start from a saved template), see who gets it per
 * channel and language and each language's message with a real participant's data, send it now or
 * at a time in India; follow the messages sent. Opened from the registrations list ("Message these"),
 * or from its bulk bar with the ticked registrations (`&registrations=1,2,3`: the audience 'selected'),
 * or from the waiting list's bulk bar with the ticked places (`&waiting=4,5`: 'waiting_selected').
 * Without an event (`?people=donors|payers|devotees`): donors by fund, dates or financial year and
 * payers by dates and program (finance, owner), devotees by the devotees list's search or the people
 * ticked there (`&q=`, `&users=1,2,3`; coordinator, owner); the donors of the donations ticked in the
 * donations list (`?people=donors&donations=1,2`) and the payers of the payments ticked in the
 * payments list (`?people=payers&payments=3,4`; finance, owner). Same preview, counts, queue and delivery.
 */
/** A list of ids from the address ('1,2,3'); anything else is left out. */
const idsOf = (value: string | null) => (value ?? '').split(',').filter((x) => /^\d{1,9}$/.test(x)).map(Number);

export default function BroadcastPage() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const audienceParam = params.get('audience') ?? '';
  // The registrations ticked in the list (bulk actions' Message): only they can be 'selected'.
  const selectedIds = useMemo(() => idsOf(params.get('registrations')), [params]);
  // The places ticked on the waiting list (its bulk bar's Message): only they can be 'waiting_selected'.
  const waitingIds = useMemo(() => idsOf(params.get('waiting')), [params]);
  const chosenCount: Partial<Record<BroadcastAudience, number>> = { selected: selectedIds.length, waiting_selected: waitingIds.length };
  const audiences = BROADCAST_AUDIENCES.filter((a) => chosenCount[a] === undefined || chosenCount[a] > 0);
  const chosenOnly = (a: BroadcastAudience) => chosenCount[a] !== undefined;
  const [audience, setAudience] = useState<BroadcastAudience>((BROADCAST_AUDIENCES as readonly string[]).includes(audienceParam) ? (audienceParam as BroadcastAudience) : 'everyone');
  const [channel, setChannel] = useState<BroadcastChannel>('preferred');
  const [texts, setTexts] = useState<Texts>(EMPTY_TEXTS);
  const [templateId, setTemplateId] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; errors?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const { confirm, dialog } = useConfirm();
  const client = useQueryClient();
  const role = useStaff()?.role ?? 'coordinator';
  const kinds = KINDS.filter((k) => roleAllowed(role, KIND_ROLES[k]));
  const peopleParam = params.get('people') ?? '';
  const kind: Kind = (kinds as string[]).includes(peopleParam) ? (peopleParam as Kind) : (kinds[0] ?? 'event');
  const chooseKind = (k: Kind) => setParams(k === 'event' ? {} : { people: k });
  // The devotees ticked in the devotees list (its bulk bar's Message), and its search.
  const userIds = useMemo(() => idsOf(params.get('users')), [params]);
  // The rows ticked in the donations or payments list (their bulk bar's Message): their people.
  const donationIds = useMemo(() => idsOf(params.get('donations')), [params]);
  const paymentIds = useMemo(() => idsOf(params.get('payments')), [params]);
  const tickedRows = kind === 'donors' ? donationIds : kind === 'payers' ? paymentIds : [];
  const [filters, setFilters] = useState<Filters>({ ...EMPTY_FILTERS, q: params.get('q') ?? '' });
  const setFilter = (key: keyof Filters) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFilters((f) => ({ ...f, [key]: ev.target.value }));
  const funds = useQuery({ queryKey: ['admin', 'donation-funds'], queryFn: () => adminCall(calls.adminDonationFunds), enabled: kind === 'donors' });
  const programs = useQuery({ queryKey: ['catalog', 'programs'], queryFn: () => call(calls.programList), enabled: kind === 'payers' });

  const peopleFilters =
    kind === 'donors' && donationIds.length
      ? { donation_ids: donationIds }
      : kind === 'payers' && paymentIds.length
        ? { payment_ids: paymentIds }
        : kind === 'donors'
      ? { fund: filters.fund, from: filters.from, to: filters.to, financial_year: filters.financial_year }
      : kind === 'payers'
        ? { from: filters.from, to: filters.to, financial_year: filters.financial_year, program_id: filters.program_id }
        : { q: filters.q, ...(userIds.length ? { user_ids: userIds } : {}) };
  const draft =
    kind === 'event'
      ? { kind, event_id: eventId, audience, channel, ...texts, ...(audience === 'selected' ? { registration_ids: selectedIds } : {}), ...(audience === 'waiting_selected' ? { waiting_ids: waitingIds } : {}) }
      : { kind, audience: kind, channel, ...texts, ...peopleFilters };
  const settled = useSettled(draft);
  const preview = useQuery({
    queryKey: ['admin', 'broadcast-preview', settled],
    queryFn: () => {
      const { kind: k, ...body } = settled;
      if (k === 'event') return adminCall(calls.adminBroadcastPreview, { body: body as never });
      return k === 'devotees' ? adminCall(calls.adminBroadcastDevoteesPreview, { body: body as never }) : adminCall(calls.adminBroadcastGiversPreview, { body: body as never });
    },
    enabled: settled.kind === kind && (settled.kind !== 'event' || /^\d+$/.test(String((settled as { event_id?: string }).event_id ?? ''))),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const templates = useQuery({ queryKey: ['admin', 'broadcast-templates'], queryFn: () => adminCall(calls.adminBroadcastTemplates) });

  const setText = (key: keyof Texts) => (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setTexts((t) => ({ ...t, [key]: ev.target.value }));
  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const t = templates.data?.data.find((x) => String(x.id) === id);
    if (t) setTexts({ subject_en: t.subject_en, body_en: t.body_en, subject_ta: t.subject_ta, body_ta: t.body_ta });
  };
  const fieldError = (key: string) => answer?.errors?.[key];

  async function send(ev: FormEvent) {
    ev.preventDefault();
    const count = preview.data?.data.recipients ?? 0;
    const at = when === 'later' ? sendAt : '';
    const who = kind === 'event' ? `${BROADCAST_AUDIENCE_LABELS[audience].toLowerCase()} of the event` : KIND_LABELS[kind].toLowerCase();
    const yes = await confirm({
      title: at ? 'Schedule this message?' : 'Send this message now?',
      body: (
        <p>
          {at ? `At ${at.replace('T', ' ')} (India time), to` : 'To'} {who}: {count} {count === 1 ? 'person' : 'people'} now chosen, by{' '}
          {BROADCAST_CHANNEL_LABELS[channel].toLowerCase()}. A message sent cannot be called back.
        </p>
      ),
      confirmLabel: at ? 'Schedule' : 'Send now',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const { kind: k, ...rest } = draft;
      const body = { ...rest, send_at: at, template_id: templateId } as never;
      const res = k === 'event' ? await adminCall(calls.adminBroadcastSend, { body }) : k === 'devotees' ? await adminCall(calls.adminBroadcastDevoteesSend, { body }) : await adminCall(calls.adminBroadcastGiversSend, { body });
      setAnswer({ ok: true, text: res.message });
      setTexts(EMPTY_TEXTS);
      setTemplateId('');
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err), errors: err instanceof ApiError ? err.errors : undefined });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['admin', 'broadcasts'] });
    }
  }

  async function saveTemplate() {
    try {
      const res = await adminCall(calls.adminBroadcastTemplateSave, { body: { name: templateName, ...texts } });
      setTemplateName('');
      setAnswer({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: ['admin', 'broadcast-templates'] });
      setTemplateId(String(res.data.id));
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err), errors: err instanceof ApiError ? err.errors : undefined });
    }
  }

  return (
    <section className="admin-messages broadcast">
      <h1>{kind === 'event' ? 'Message participants' : `Message ${KIND_LABELS[kind].toLowerCase()}`}</h1>
      <form className="broadcast-form" onSubmit={send} noValidate>
        {kinds.length > 1 && (
          <label>
            Send to
            <select value={kind} onChange={(ev) => chooseKind(ev.target.value as Kind)} name="kind">
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'event' && (
          <EventPicker value={eventId} onChange={(id) => {
              // The ticked rows are the first event's: another event starts from everyone.
              if (chosenOnly(audience)) setAudience('everyone');
              setParams(id ? { event: id, audience: chosenOnly(audience) ? 'everyone' : audience } : {});
            }} label="Event" />
        )}
        {kind !== 'event' && (
          <fieldset className="broadcast-row broadcast-filters">
            <legend>Which {KIND_LABELS[kind].toLowerCase()}</legend>
            {tickedRows.length > 0 && (
              <p data-testid="broadcast-chosen">
                {kind === 'donors'
                  ? `The donors of the ${tickedRows.length} ${tickedRows.length === 1 ? 'donation' : 'donations'} chosen in the donations list (a gift recorded without an account has nobody to write to).`
                  : `The payers of the ${tickedRows.length} ${tickedRows.length === 1 ? 'payment' : 'payments'} chosen in the payments list.`}{' '}
                <Link to={`?people=${kind}`}>Choose all {KIND_LABELS[kind].toLowerCase()} instead</Link>
              </p>
            )}
            {kind === 'donors' && !tickedRows.length && (
              <label>
                Fund
                <select value={filters.fund} onChange={setFilter('fund')} name="fund">
                  <option value="">Any fund</option>
                  {funds.data?.data.map((f) => (
                    <option key={f.category} value={f.category}>
                      {f.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kind === 'payers' && !tickedRows.length && (
              <label>
                Program
                <select value={filters.program_id} onChange={setFilter('program_id')} name="program_id">
                  <option value="">Any program</option>
                  {programs.data?.data.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kind !== 'devotees' && !tickedRows.length && (
              <>
                <label>
                  Financial year
                  <select value={filters.financial_year} onChange={setFilter('financial_year')} name="financial_year">
                    <option value="">Any year</option>
                    {financialYears().map((fy) => (
                      <option key={fy} value={fy}>
                        {fy}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {kind === 'donors' ? 'Gave from (India date)' : 'Registered from (India date)'}
                  <input type="date" value={filters.from} onChange={setFilter('from')} name="from" />
                </label>
                <label>
                  Until (India date)
                  <input type="date" value={filters.to} onChange={setFilter('to')} name="to" aria-invalid={!!fieldError('to')} />
                  {fieldError('to') && <small className="messages-error">{fieldError('to')}</small>}
                </label>
              </>
            )}
            {kind === 'devotees' &&
              (userIds.length ? (
                <p data-testid="broadcast-chosen">
                  The {userIds.length} {userIds.length === 1 ? 'devotee' : 'devotees'} chosen in the devotees list.{' '}
                  <Link to="?people=devotees">Choose all devotees instead</Link>
                </p>
              ) : (
                <label>
                  Name, mobile or email contains (empty: every devotee)
                  <input type="search" value={filters.q} onChange={setFilter('q')} name="q" />
                </label>
              ))}
          </fieldset>
        )}
        <div className="broadcast-row">
          {kind === 'event' && (
            <label>
              Who
              <select value={audience} onChange={(ev) => setAudience(ev.target.value as BroadcastAudience)} name="audience">
                {audiences.map((a) => (
                  <option key={a} value={a}>
                    {BROADCAST_AUDIENCE_LABELS[a]}
                    {chosenOnly(a) && ` (${chosenCount[a]})`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Channel
            <select value={channel} onChange={(ev) => setChannel(ev.target.value as BroadcastChannel)} name="channel">
              {BROADCAST_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {BROADCAST_CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Start from a template
            <select value={templateId} onChange={(ev) => chooseTemplate(ev.target.value)} name="template">
              <option value="">None: write it here</option>
              {templates.data?.data.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="broadcast-texts">
          <fieldset lang="en">
            <legend>English</legend>
            <TextInput label="Subject (email)" value={texts.subject_en} onChange={setText('subject_en')} error={fieldError('subject_en')} name="subject_en" />
            <TextInput label="Message" value={texts.body_en} onChange={setText('body_en')} error={fieldError('body_en')} name="body_en" multiline />
          </fieldset>
          <fieldset>
            <legend>Tamil</legend>
            <TextInput label="Subject (email)" value={texts.subject_ta} onChange={setText('subject_ta')} error={fieldError('subject_ta')} name="subject_ta" lang="ta" />
            <TextInput label="Message" value={texts.body_ta} onChange={setText('body_ta')} error={fieldError('body_ta')} name="body_ta" lang="ta" multiline />
          </fieldset>
        </div>
        <fieldset className="broadcast-when">
          <legend>When</legend>
          <label>
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
          </label>
          <label>
            <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a time (India time)
          </label>
          {when === 'later' && (
            <label>
              Date and time (India)
              <input type="datetime-local" value={sendAt} onChange={(ev) => setSendAt(ev.target.value)} name="send_at" aria-invalid={!!fieldError('send_at')} />
              {fieldError('send_at') && <small className="messages-error">{fieldError('send_at')}</small>}
            </label>
          )}
        </fieldset>
        {preview.error && <p role="alert">{errorMessage(preview.error)}</p>}
        {preview.data && <Preview p={preview.data.data} />}
        <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'alert alert-success' : 'alert alert-error') : ''}>
          {answer?.text ?? ''}
        </p>
        <div className="admin-actions">
          <button className="btn" type="submit" disabled={busy || (kind === 'event' && !eventId) || (when === 'later' && !sendAt)}>
            {when === 'later' ? 'Schedule' : 'Send now'}
          </button>
        </div>
        <div className="broadcast-save">
          <label>
            Template name
            <input type="text" value={templateName} onChange={(ev) => setTemplateName(ev.target.value)} name="template_name" aria-invalid={!!fieldError('name')} />
          </label>
          <button className="btn btn-outline" type="button" onClick={() => void saveTemplate()} disabled={!templateName.trim() || !texts.subject_en || !texts.body_en || !texts.subject_ta || !texts.body_ta}>
            Save these texts as a template
          </button>
        </div>
      </form>
      {dialog}
      {kind === 'event' ? eventId && <Sent eventId={eventId} onAnswer={setAnswer} /> : <Sent people={kind === 'devotees' ? 'devotees' : 'givers'} onAnswer={setAnswer} />}
    </section>
  );
}

function TextInput({ label, value, onChange, error, name, lang, multiline }: {
  label: string;
  value: string;
  onChange: (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  name: string;
  lang?: string;
  multiline?: boolean;
}) {
  const common = { value, onChange, name, lang, 'aria-invalid': !!error };
  return (
    <label>
      {label}
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      {error && <small className="messages-error">{error}</small>}
    </label>
  );
}

/** Who gets it, per channel and language, who is skipped; each language's SMS and email with a real participant's data. */
function Preview({ p }: { p: BroadcastPreview }) {
  return (
    <div className="broadcast-preview">
      <dl className="messages-summary" aria-label="Recipients of the message">
        <div>
          <dt>People</dt>
          <dd data-testid="broadcast-recipients">{p.recipients}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd data-testid="broadcast-email">{p.by_channel.email}</dd>
        </div>
        <div>
          <dt>SMS</dt>
          <dd data-testid="broadcast-sms">{p.by_channel.sms}</dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd data-testid="broadcast-whatsapp">{p.by_channel.whatsapp}</dd>
        </div>
        <div>
          <dt>In English / Tamil</dt>
          <dd>
            {p.by_lang.en} / {p.by_lang.ta}
          </dd>
        </div>
        <div>
          <dt>Skipped: opted out</dt>
          <dd data-testid="broadcast-opted-out">{p.opted_out}</dd>
        </div>
        {p.no_address > 0 && (
          <div>
            <dt>Skipped: no address</dt>
            <dd>{p.no_address}</dd>
          </div>
        )}
      </dl>
      <div className="templates">
        {p.langs.map((l) => (
          <article key={l.lang} className="template" aria-labelledby={`preview-${l.lang}`} data-testid={`preview-${l.lang}`}>
            <h2 id={`preview-${l.lang}`}>{LANG_LABELS[l.lang]}</h2>
            <p className="template-meta">{l.sample_name ? `As ${l.sample_name} will read it` : 'With sample data (nobody of this language is chosen)'}</p>
            <h3>SMS and WhatsApp</h3>
            <p className="template-sms" lang={l.lang} data-testid={`preview-sms-${l.lang}`}>
              {l.sms}
            </p>
            <p className={`template-meta${l.sms_segments > p.sms_limit ? ' messages-error' : ''}`} data-testid={`preview-segments-${l.lang}`}>
              {l.sms_encoding}, {l.sms_units} units, {l.sms_segments} segment{l.sms_segments === 1 ? '' : 's'} (at most {p.sms_limit}) · DLT template {l.dlt_template_id} · WhatsApp template {l.whatsapp_template}
            </p>
            <h3>Email</h3>
            <p className="template-subject" lang={l.lang}>
              {l.subject}
            </p>
            <iframe className="template-html" title={`${LANG_LABELS[l.lang]} email as sent`} srcDoc={l.html} sandbox="" />
          </article>
        ))}
      </div>
    </div>
  );
}

/** The messages sent to the event's participants (or to devotees, or to donors and payers): state, who, how many, and their delivery so far. */
function Sent({ eventId, people, onAnswer }: { eventId?: string; people?: 'devotees' | 'givers'; onAnswer: (a: { ok: boolean; text: string }) => void }) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { data } = useQuery({
    queryKey: ['admin', 'broadcasts', eventId ?? people],
    queryFn: () => adminCall(calls.adminBroadcasts, { query: eventId ? { event_id: eventId } : { people } }),
    refetchInterval: (q) => (q.state.data?.data.some((b) => b.state === 'scheduled' || b.state === 'queuing' || (b.progress.queued ?? 0) + (b.progress.sending ?? 0) > 0) ? 5000 : false),
  });
  async function cancel(b: BroadcastRow) {
    if (!(await confirm({ title: 'Cancel this scheduled message?', body: <p>{b.subject_en}: nothing will be sent.</p>, confirmLabel: 'Cancel the message' }))) return;
    try {
      onAnswer({ ok: true, text: (await adminCall(calls.adminBroadcastCancel, { params: { id: String(b.id) } })).message });
    } catch (err) {
      onAnswer({ ok: false, text: errorMessage(err) });
    }
    await client.invalidateQueries({ queryKey: ['admin', 'broadcasts'] });
  }
  if (!data?.data.length) return null;
  return (
    <>
      <h2>{eventId ? "Sent to this event's participants" : people === 'devotees' ? 'Sent to devotees' : 'Sent to donors and payers'}</h2>
      <AdminTableFrame caption="Messages sent, newest first" className="messages-table" columns={['When (India)', 'Message', 'Who', 'State', 'Delivery']}>
        {data.data.map((b) => (
          <tr key={b.id} data-testid="broadcast-row">
            <td data-label="When">{indiaDateTime(b.send_at)}</td>
            <td data-label="Message">
              <div>
                {b.subject_en}
                <br />
                <small lang="ta">{b.subject_ta}</small>
              </div>
            </td>
            <td data-label="Who">
              <div>
                {BROADCAST_AUDIENCE_LABELS[b.audience]}
                {b.filters ? ` (${b.filters})` : ''}, {BROADCAST_CHANNEL_LABELS[b.channel].toLowerCase()}
                <br />
                <small>by {b.created_by}</small>
              </div>
            </td>
            <td data-label="State">
              <span className={`message-status is-${b.state === 'queued' ? 'sent' : b.state}`}>{BROADCAST_STATE_LABELS[b.state]}</span>
            </td>
            <td data-label="Delivery">
              {b.state === 'scheduled' ? (
                <button type="button" className="btn btn-outline" onClick={() => void cancel(b)}>
                  Cancel
                </button>
              ) : (
                <div data-testid="broadcast-progress">
                  {b.progress.sent ?? 0} of {b.recipients} sent{b.progress.failed ? `, ${b.progress.failed} failed` : ''}
                  {b.opted_out ? `, ${b.opted_out} opted out` : ''}
                  <br />
                  <Link to={`${ADMIN_PATHS.root}/messages?kind=broadcast&subject=broadcast:${b.id}`}>Each person's delivery</Link>
                </div>
              )}
            </td>
          </tr>
        ))}
      </AdminTableFrame>
      {dialog}
    </>
  );
}
