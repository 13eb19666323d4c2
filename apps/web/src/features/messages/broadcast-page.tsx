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
  type BroadcastAudience,
  type BroadcastChannel,
  type BroadcastPreview,
  type BroadcastRow,
} from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { EventPicker } from '../../components/event-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { AdminTableFrame } from '../../components/admin-list';
import { ApiError, errorMessage } from '../../lib/api';
import { adminCall } from '../../lib/admin-client';
import { indiaDateTime } from '../../lib/dates';
import './admin-messages.css';

const LANG_LABELS = { en: 'English', ta: 'Tamil' } as const;
const EMPTY_TEXTS = { subject_en: '', body_en: '', subject_ta: '', body_ta: '' };
type Texts = typeof EMPTY_TEXTS;

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

  const draft = {
    event_id: eventId,
    audience,
    channel,
    ...texts,
    ...(audience === 'selected' ? { registration_ids: selectedIds } : {}),
    ...(audience === 'waiting_selected' ? { waiting_ids: waitingIds } : {}),
  };
  const settled = useSettled(draft);
  const preview = useQuery({
    queryKey: ['admin', 'broadcast-preview', settled],
    queryFn: () => adminCall(calls.adminBroadcastPreview, { body: settled }),
    enabled: /^\d+$/.test(settled.event_id),
    placeholderData: keepPreviousData,
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
    const yes = await confirm({
      title: at ? 'Schedule this message?' : 'Send this message now?',
      body: (
        <p>
          {at ? `At ${at.replace('T', ' ')} (India time), to` : 'To'} {BROADCAST_AUDIENCE_LABELS[audience].toLowerCase()} of the event: {count} {count === 1 ? 'person' : 'people'} now chosen, by{' '}
          {BROADCAST_CHANNEL_LABELS[channel].toLowerCase()}. A message sent cannot be called back.
        </p>
      ),
      confirmLabel: at ? 'Schedule' : 'Send now',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await adminCall(calls.adminBroadcastSend, { body: { ...draft, send_at: at, template_id: templateId } });
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
      <h1>Message participants</h1>
      <form className="broadcast-form" onSubmit={send} noValidate>
        <EventPicker value={eventId} onChange={(id) => {
            // The ticked rows are the first event's: another event starts from everyone.
            if (chosenOnly(audience)) setAudience('everyone');
            setParams(id ? { event: id, audience: chosenOnly(audience) ? 'everyone' : audience } : {});
          }} label="Event" />
        <div className="broadcast-row">
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
          <button className="btn" type="submit" disabled={busy || !eventId || (when === 'later' && !sendAt)}>
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
      {eventId && <Sent eventId={eventId} onAnswer={setAnswer} />}
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

/** The event's messages to participants: state, who, how many, and their delivery so far. */
function Sent({ eventId, onAnswer }: { eventId: string; onAnswer: (a: { ok: boolean; text: string }) => void }) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { data } = useQuery({
    queryKey: ['admin', 'broadcasts', eventId],
    queryFn: () => adminCall(calls.adminBroadcasts, { query: { event_id: eventId } }),
    refetchInterval: (q) => (q.state.data?.data.some((b) => b.state === 'scheduled' || (b.progress.queued ?? 0) + (b.progress.sending ?? 0) > 0) ? 5000 : false),
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
      <h2>Sent to this event's participants</h2>
      <AdminTableFrame caption="Messages to participants, newest first" className="messages-table" columns={['When (India)', 'Message', 'Who', 'State', 'Delivery']}>
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
                {BROADCAST_AUDIENCE_LABELS[b.audience]}, {BROADCAST_CHANNEL_LABELS[b.channel].toLowerCase()}
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
