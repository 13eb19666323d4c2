import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_CHANNELS,
  BROADCAST_CHANNEL_LABELS,
  BROADCAST_STATE_LABELS,
  BROADCAST_ROLES,
  DEVOTEE_BROADCAST_ROLES,
  broadcastDraftSchema,
  broadcastFiltersSchema,
  broadcastTemplateInputSchema,
  devoteeBroadcastSchema,
  giverBroadcastSchema,
  GIVER_BROADCAST_ROLES,
  type BroadcastAudience,
  type BroadcastPreview,
  type BroadcastRow,
} from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { EventPicker } from '../../components/event-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { AdminTableFrame } from '../../components/admin-list';
import { call, errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { indiaDateTimeIn } from '../../lib/dates';
import i18n, { currentLang, tx } from '../../lib/i18n';
import './admin-messages.css';
import './admin-strings';

const langLabel = (l: 'en' | 'ta') => i18n.t(`adminMessages.langs.${l}`);
/** A contract label inside an English sentence reads in lower case ("by email"); a Tamil one as labelled. */
const inSentence = (label: string) => (currentLang() === 'ta' ? tx(label) : label.toLowerCase());
const EMPTY_TEXTS = { subject_en: '', body_en: '', subject_ta: '', body_ta: '' };

/** Whom a message goes to: an event's participants, or people without an event. */
type Kind = 'event' | 'donors' | 'payers' | 'devotees';
const KINDS: Kind[] = ['event', 'donors', 'payers', 'devotees'];
/** The page's heading and the filters' legend for each kind (admin-strings.ts). */
const TITLES = { event: 'broadcast.titleEvent', donors: 'broadcast.titleDonors', payers: 'broadcast.titlePayers', devotees: 'broadcast.titleDevotees' } as const;
const WHICH = { event: 'broadcast.whichDevotees', donors: 'broadcast.whichDonors', payers: 'broadcast.whichPayers', devotees: 'broadcast.whichDevotees' } as const;
const KIND_ROLES = { event: BROADCAST_ROLES, donors: GIVER_BROADCAST_ROLES, payers: GIVER_BROADCAST_ROLES, devotees: DEVOTEE_BROADCAST_ROLES } as const;
const EMPTY_FILTERS = { fund: '', from: '', to: '', financial_year: '', program_id: '', q: '' };

/**
 * The composer's own values, checked by the send calls' schemas: how, the texts in both languages,
 * the time, the saved template they started from, and the filters of a message without an event.
 * The event and the chosen rows come from the address (the list that opened the composer).
 */
const composerSchema = broadcastDraftSchema
  .pick({ channel: true, subject_en: true, body_en: true, subject_ta: true, body_ta: true, send_at: true, template_id: true })
  .extend(broadcastFiltersSchema.pick({ fund: true, from: true, to: true, financial_year: true, program_id: true, q: true }).shape);
type ComposerIn = z.input<typeof composerSchema>;
/** A template's name, sent with the composer's texts. */
const templateNameSchema = broadcastTemplateInputSchema.pick({ name: true });

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
 * payments list (`?people=payers&payments=3,4`; finance, owner), or of every row their filter matches
 * ("Select all N matching": `&match=` and the list's own query, e.g. `match=q%3Dravi%26mode%3Dcash`).
 * Same preview, counts, queue and delivery.
 */
/** A list of ids from the address ('1,2,3'); anything else is left out. */
const idsOf = (value: string | null) => (value ?? '').split(',').filter((x) => /^\d{1,9}$/.test(x)).map(Number);

export default function BroadcastPage() {
  const { t } = useTranslation();
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
  const form = useForm<ComposerIn, unknown, z.output<typeof composerSchema>>({
    resolver: zodResolver(composerSchema),
    defaultValues: { channel: 'preferred', ...EMPTY_TEXTS, send_at: '', template_id: '', ...EMPTY_FILTERS, q: params.get('q') ?? '' },
  });
  const v = form.watch();
  const channel = v.channel;
  const texts = { subject_en: v.subject_en, body_en: v.body_en, subject_ta: v.subject_ta, body_ta: v.body_ta };
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const templateForm = useForm<z.input<typeof templateNameSchema>, unknown, z.output<typeof templateNameSchema>>({ resolver: zodResolver(templateNameSchema), defaultValues: { name: '' } });
  const templateName = useWatch({ control: templateForm.control, name: 'name' });
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
  // "Select all N matching" in the donations or payments list: that list's own query (the server finds its rows).
  const matchParam = params.get('match');
  const listFilter = useMemo(() => (matchParam === null ? null : Object.fromEntries(new URLSearchParams(matchParam))), [matchParam]);
  const fromList = (kind === 'donors' || kind === 'payers') && listFilter !== null;
  // The rows chosen in a list are the audience: the composer's own filters do not apply.
  const byList = tickedRows.length > 0 || fromList;
  const filters = { fund: v.fund, from: v.from, to: v.to, financial_year: v.financial_year, program_id: v.program_id, q: v.q };
  const funds = useQuery({ queryKey: ['admin', 'donation-funds'], queryFn: () => adminCall(calls.adminDonationFunds), enabled: kind === 'donors' });
  const programs = useQuery({ queryKey: ['catalog', 'programs'], queryFn: () => call(calls.programList), enabled: kind === 'payers' });

  const peopleFilters =
    kind === 'donors' && listFilter
      ? { donations_filter: listFilter }
      : kind === 'payers' && listFilter
        ? { payments_filter: listFilter }
        : kind === 'donors' && donationIds.length
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

  const chooseTemplate = (id: string) => {
    form.setValue('template_id', id);
    const tm = templates.data?.data.find((x) => String(x.id) === id);
    if (tm) for (const key of ['subject_en', 'body_en', 'subject_ta', 'body_ta'] as const) form.setValue(key, tm[key]);
  };
  const errors = form.formState.errors;
  const refreshSent = () => client.invalidateQueries({ queryKey: ['admin', 'broadcasts'] });

  const sendNow = useFormSubmit(
    form,
    (values) => {
      const { kind: k, ...rest } = draft;
      // The who of the draft (the event, its audience, the chosen rows) and the form's checked how, texts and time.
      const own = { channel: values.channel, subject_en: values.subject_en, body_en: values.body_en, subject_ta: values.subject_ta, body_ta: values.body_ta, template_id: values.template_id === undefined ? '' : String(values.template_id) };
      const body = { ...rest, ...own, send_at: when === 'later' ? values.send_at : '' };
      if (k === 'event') return adminCall(calls.adminBroadcastSend, { body: body as z.input<typeof broadcastDraftSchema> });
      return k === 'devotees' ? adminCall(calls.adminBroadcastDevoteesSend, { body: body as z.input<typeof devoteeBroadcastSchema> }) : adminCall(calls.adminBroadcastGiversSend, { body: body as z.input<typeof giverBroadcastSchema> });
    },
    {
      ask: (values) => {
        const count = preview.data?.data.recipients ?? 0;
        const at = when === 'later' ? values.send_at : '';
        const who = kind === 'event' ? t('broadcast.ofTheEvent', { audience: inSentence(BROADCAST_AUDIENCE_LABELS[audience]) }) : inSentence(t(`broadcast.kinds.${kind}`));
        const said = { who, count, channel: inSentence(BROADCAST_CHANNEL_LABELS[values.channel]), at: at.replace('T', ' ') };
        return confirm({
          title: at ? t('broadcast.confirmSchedule') : t('broadcast.confirmSend'),
          body: <p>{at ? t('broadcast.confirmBodyAt', said) : t('broadcast.confirmBody', said)}</p>,
          confirmLabel: at ? t('broadcast.schedule') : t('broadcast.sendNow'),
        });
      },
      onStart: () => setAnswer(null),
      onSuccess: (res) => {
        setAnswer({ ok: true, text: res.message });
        form.reset({ ...form.getValues(), ...EMPTY_TEXTS, template_id: '' });
      },
      refresh: ['admin', 'broadcasts'],
      onFailure: (text) => {
        setAnswer({ ok: false, text });
        void refreshSent();
      },
    },
  );

  const saveTemplate = useFormSubmit(templateForm, ({ name }) => adminCall(calls.adminBroadcastTemplateSave, { body: { name, ...texts } }), {
    onSuccess: async (res) => {
      templateForm.reset();
      setAnswer({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: ['admin', 'broadcast-templates'] });
      form.setValue('template_id', String(res.data.id));
    },
    onFailure: (text) => setAnswer({ ok: false, text }),
  });

  return (
    <section className="admin-messages broadcast">
      <h1>{t(TITLES[kind])}</h1>
      <form className="broadcast-form" onSubmit={(ev) => void sendNow.onSubmit(ev)} noValidate>
        {kinds.length > 1 && (
          <label>
            {t('broadcast.sendTo')}
            <select value={kind} onChange={(ev) => chooseKind(ev.target.value as Kind)} name="kind">
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`broadcast.kinds.${k}`)}
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
            }} label={t('broadcast.event')} />
        )}
        {kind !== 'event' && (
          <fieldset className="broadcast-row broadcast-filters">
            <legend>{t(WHICH[kind])}</legend>
            {tickedRows.length > 0 && (
              <p data-testid="broadcast-chosen">
                {kind === 'donors' ? t('broadcast.chosenDonations', { count: tickedRows.length }) : t('broadcast.chosenPayments', { count: tickedRows.length })}{' '}
                <Link to={`?people=${kind}`}>{t(kind === 'donors' ? 'broadcast.allDonors' : 'broadcast.allPayers')}</Link>
              </p>
            )}
            {fromList && preview.data?.data.rows !== undefined && (
              <p data-testid="broadcast-chosen">
                {kind === 'donors' ? t('broadcast.matchingDonations', { count: preview.data.data.rows }) : t('broadcast.matchingPayments', { count: preview.data.data.rows })}{' '}
                <Link to={`?people=${kind}`}>{t(kind === 'donors' ? 'broadcast.allDonors' : 'broadcast.allPayers')}</Link>
              </p>
            )}
            {kind === 'donors' && !byList && (
              <label>
                {t('broadcast.fund')}
                <select {...form.register('fund')}>
                  <option value="">{t('broadcast.anyFund')}</option>
                  {funds.data?.data.map((f) => (
                    <option key={f.category} value={f.category}>
                      {tx(f.label)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kind === 'payers' && !byList && (
              <label>
                {t('broadcast.program')}
                <select {...form.register('program_id')}>
                  <option value="">{t('broadcast.anyProgram')}</option>
                  {programs.data?.data.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kind !== 'devotees' && !byList && (
              <>
                <label>
                  {t('broadcast.financialYear')}
                  <select {...form.register('financial_year')} aria-invalid={!!errors.financial_year}>
                    <option value="">{t('broadcast.anyYear')}</option>
                    {financialYears().map((fy) => (
                      <option key={fy} value={fy}>
                        {fy}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {kind === 'donors' ? t('broadcast.gaveFrom') : t('broadcast.registeredFrom')}
                  <input type="date" {...form.register('from')} aria-invalid={!!errors.from} />
                  {errors.from && <small className="messages-error">{tx(errors.from.message ?? '')}</small>}
                </label>
                <label>
                  {t('broadcast.until')}
                  <input type="date" {...form.register('to')} aria-invalid={!!errors.to} />
                  {errors.to && <small className="messages-error">{tx(errors.to.message ?? '')}</small>}
                </label>
              </>
            )}
            {kind === 'devotees' &&
              (userIds.length ? (
                <p data-testid="broadcast-chosen">
                  {t('broadcast.chosenDevotees', { count: userIds.length })}{' '}
                  <Link to="?people=devotees">{t('broadcast.allDevotees')}</Link>
                </p>
              ) : (
                <label>
                  {t('broadcast.devoteeSearch')}
                  <input type="search" {...form.register('q')} />
                </label>
              ))}
          </fieldset>
        )}
        <div className="broadcast-row">
          {kind === 'event' && (
            <label>
              {t('broadcast.who')}
              <select value={audience} onChange={(ev) => setAudience(ev.target.value as BroadcastAudience)} name="audience">
                {audiences.map((a) => (
                  <option key={a} value={a}>
                    {tx(BROADCAST_AUDIENCE_LABELS[a])}
                    {chosenOnly(a) && ` (${chosenCount[a]})`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {t('broadcast.channel')}
            <select {...form.register('channel')}>
              {BROADCAST_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {tx(BROADCAST_CHANNEL_LABELS[c])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('broadcast.template')}
            <select value={String(v.template_id ?? '')} onChange={(ev) => chooseTemplate(ev.target.value)} name="template">
              <option value="">{t('broadcast.noTemplate')}</option>
              {templates.data?.data.map((tm) => (
                <option key={tm.id} value={tm.id}>
                  {tm.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="broadcast-texts">
          <fieldset>
            <legend>{t('broadcast.english')}</legend>
            <TextInput label={t('broadcast.subject')} field={form.register('subject_en')} error={errors.subject_en?.message} lang="en" />
            <TextInput label={t('broadcast.message')} field={form.register('body_en')} error={errors.body_en?.message} lang="en" multiline />
          </fieldset>
          <fieldset>
            <legend>{t('broadcast.tamil')}</legend>
            <TextInput label={t('broadcast.subject')} field={form.register('subject_ta')} error={errors.subject_ta?.message} lang="ta" />
            <TextInput label={t('broadcast.message')} field={form.register('body_ta')} error={errors.body_ta?.message} lang="ta" multiline />
          </fieldset>
        </div>
        <fieldset className="broadcast-when">
          <legend>{t('broadcast.when')}</legend>
          <label>
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('broadcast.now')}
          </label>
          <label>
            <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> {t('broadcast.later')}
          </label>
          {when === 'later' && (
            <label>
              {t('broadcast.dateTime')}
              <input type="datetime-local" {...form.register('send_at')} aria-invalid={!!errors.send_at} />
              {errors.send_at && <small className="messages-error">{tx(errors.send_at.message ?? '')}</small>}
            </label>
          )}
        </fieldset>
        {preview.error && <p role="alert">{errorMessage(preview.error)}</p>}
        {preview.data && <Preview p={preview.data.data} />}
        <p role="status" aria-live="polite" className={answer ? (answer.ok ? 'alert alert-success' : 'alert alert-error') : ''}>
          {answer?.text ?? ''}
        </p>
        <div className="admin-actions">
          <button className="btn" type="submit" disabled={sendNow.busy || (kind === 'event' && !eventId) || (when === 'later' && !v.send_at)}>
            {when === 'later' ? t('broadcast.schedule') : t('broadcast.sendNow')}
          </button>
        </div>
        <div className="broadcast-save">
          <label>
            {t('broadcast.templateName')}
            <input type="text" {...templateForm.register('name')} aria-invalid={!!templateForm.formState.errors.name} />
            {templateForm.formState.errors.name && <small className="messages-error">{tx(templateForm.formState.errors.name.message ?? '')}</small>}
          </label>
          <button className="btn btn-outline" type="button" onClick={() => void saveTemplate.onSubmit()} disabled={saveTemplate.busy || !templateName.trim() || !texts.subject_en || !texts.body_en || !texts.subject_ta || !texts.body_ta}>
            {t('broadcast.saveTemplate')}
          </button>
        </div>
      </form>
      {dialog}
      {kind === 'event' ? eventId && <Sent eventId={eventId} onAnswer={setAnswer} /> : <Sent people={kind === 'devotees' ? 'devotees' : 'givers'} onAnswer={setAnswer} />}
    </section>
  );
}

function TextInput({ label, field, error, lang, multiline }: { label: string; field: UseFormRegisterReturn; error?: string; lang?: string; multiline?: boolean }) {
  const common = { ...field, lang, 'aria-invalid': !!error };
  return (
    <label>
      {label}
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      {error && <small className="messages-error">{tx(error)}</small>}
    </label>
  );
}

/** Who gets it, per channel and language, who is skipped; each language's SMS and email with a real participant's data. */
function Preview({ p }: { p: BroadcastPreview }) {
  const { t } = useTranslation();
  return (
    <div className="broadcast-preview">
      <dl className="messages-summary" aria-label={t('broadcast.recipients')}>
        <div>
          <dt>{t('broadcast.people')}</dt>
          <dd data-testid="broadcast-recipients">{p.recipients}</dd>
        </div>
        <div>
          <dt>{t('broadcast.email')}</dt>
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
          <dt>{t('broadcast.inLangs')}</dt>
          <dd>
            {p.by_lang.en} / {p.by_lang.ta}
          </dd>
        </div>
        <div>
          <dt>{t('broadcast.optedOut')}</dt>
          <dd data-testid="broadcast-opted-out">{p.opted_out}</dd>
        </div>
        {p.no_address > 0 && (
          <div>
            <dt>{t('broadcast.noAddress')}</dt>
            <dd>{p.no_address}</dd>
          </div>
        )}
      </dl>
      <div className="templates">
        {p.langs.map((l) => (
          <article key={l.lang} className="template" aria-labelledby={`preview-${l.lang}`} data-testid={`preview-${l.lang}`}>
            <h2 id={`preview-${l.lang}`}>{langLabel(l.lang)}</h2>
            <p className="template-meta">{l.sample_name ? t('broadcast.asRead', { name: l.sample_name }) : t('broadcast.sample')}</p>
            <h3>{t('broadcast.smsWhatsapp')}</h3>
            <p className="template-sms" lang={l.lang} data-testid={`preview-sms-${l.lang}`}>
              {l.sms}
            </p>
            <p className={`template-meta${l.sms_segments > p.sms_limit ? ' messages-error' : ''}`} data-testid={`preview-segments-${l.lang}`}>
              {t('broadcast.segments', { encoding: l.sms_encoding, units: l.sms_units, count: l.sms_segments, limit: p.sms_limit, dlt: l.dlt_template_id, whatsapp: l.whatsapp_template })}
            </p>
            <h3>{t('broadcast.email')}</h3>
            <p className="template-subject" lang={l.lang}>
              {l.subject}
            </p>
            <iframe className="template-html" title={t('broadcast.emailAsSent', { lang: langLabel(l.lang) })} srcDoc={l.html} sandbox="" />
          </article>
        ))}
      </div>
    </div>
  );
}

/** The messages sent to the event's participants (or to devotees, or to donors and payers): state, who, how many, and their delivery so far. */
function Sent({ eventId, people, onAnswer }: { eventId?: string; people?: 'devotees' | 'givers'; onAnswer: (a: { ok: boolean; text: string }) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { data } = useQuery({
    queryKey: ['admin', 'broadcasts', eventId ?? people],
    queryFn: () => adminCall(calls.adminBroadcasts, { query: eventId ? { event_id: eventId } : { people } }),
    refetchInterval: (q) => (q.state.data?.data.some((b) => b.state === 'scheduled' || b.state === 'queuing' || (b.progress.queued ?? 0) + (b.progress.sending ?? 0) > 0) ? 5000 : false),
  });
  async function cancel(b: BroadcastRow) {
    if (!(await confirm({ title: t('broadcast.cancelTitle'), body: <p>{t('broadcast.cancelBody', { subject: b.subject_en })}</p>, confirmLabel: t('broadcast.cancelConfirm') }))) return;
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
      <h2>{eventId ? t('broadcast.sentEvent') : people === 'devotees' ? t('broadcast.sentDevotees') : t('broadcast.sentGivers')}</h2>
      <AdminTableFrame
        caption={t('broadcast.sentCaption')}
        className="messages-table"
        columns={[t('broadcast.whenIndia'), t('broadcast.message'), t('broadcast.who'), t('broadcast.state'), t('broadcast.delivery')]}
      >
        {data.data.map((b) => (
          <tr key={b.id} data-testid="broadcast-row">
            <td data-label={t('broadcast.when')}>{indiaDateTimeIn(b.send_at, currentLang())}</td>
            <td data-label={t('broadcast.message')}>
              <div>
                {b.subject_en}
                <br />
                <small lang="ta">{b.subject_ta}</small>
              </div>
            </td>
            <td data-label={t('broadcast.who')}>
              <div>
                {tx(BROADCAST_AUDIENCE_LABELS[b.audience])}
                {b.filters ? ` (${b.filters})` : ''}, {inSentence(BROADCAST_CHANNEL_LABELS[b.channel])}
                <br />
                <small>{t('broadcast.by', { name: b.created_by })}</small>
              </div>
            </td>
            <td data-label={t('broadcast.state')}>
              <span className={`message-status is-${b.state === 'queued' ? 'sent' : b.state}`}>{tx(BROADCAST_STATE_LABELS[b.state])}</span>
            </td>
            <td data-label={t('broadcast.delivery')}>
              {b.state === 'scheduled' ? (
                <button type="button" className="btn btn-outline" onClick={() => void cancel(b)}>
                  {t('broadcast.cancel')}
                </button>
              ) : (
                <div data-testid="broadcast-progress">
                  {t('broadcast.progress', { sent: b.progress.sent ?? 0, total: b.recipients })}
                  {b.progress.failed ? t('broadcast.failed', { count: b.progress.failed }) : ''}
                  {b.opted_out ? t('broadcast.optedOutCount', { count: b.opted_out }) : ''}
                  <br />
                  <Link to={`${ADMIN_PATHS.root}/messages?kind=broadcast&subject=broadcast:${b.id}`}>{t('broadcast.eachDelivery')}</Link>
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
