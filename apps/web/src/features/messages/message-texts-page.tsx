import { useEffect, useRef, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { MESSAGE_KIND_LABELS } from '@portal/contract/admin-messages';
import { MESSAGE_TEXT_MESSAGES, messageTextSaveSchema, textProblems, type MessageTextEntry, type MessageTextField, type MessageTextKind, type MessageTextPreview, type MessageTextSet } from '@portal/contract/message-texts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminListStatus } from '../../components/admin-list';
import { useConfirm } from '../../components/confirm-dialog';
import { adminCall } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { indiaDateTime } from '../../lib/dates';
import './admin-messages.css';

const ROOT = `${ADMIN_PATHS.root}/message-texts`;
const LANGS = [
  ['en', 'English'],
  ['ta', 'Tamil'],
] as const;
type Lang = (typeof LANGS)[number][0];

const FIELD_LABELS: Record<MessageTextField, string> = {
  subject: 'Email subject',
  heading: 'Email heading',
  body: 'Email text (a blank line between paragraphs)',
  sms: 'SMS text',
  dlt_template_id: 'DLT template id',
  dlt_template_text: 'DLT template as registered ({#var#} for each value)',
  whatsapp_template: 'WhatsApp template name',
};
const MULTILINE: ReadonlySet<MessageTextField> = new Set(['body', 'sms', 'dlt_template_text']);
const FIELDS_IN_ORDER: MessageTextField[] = ['subject', 'heading', 'body', 'sms', 'dlt_template_id', 'dlt_template_text', 'whatsapp_template'];

/**
 * /admin/message-texts (owner, editor): every message kind's wording in English and Tamil, the
 * office's or the built-in; /admin/message-texts/:kind edits one kind with a live preview on
 * sample data. Saved texts apply to messages queued after the save.
 */
export default function MessageTextsPage() {
  return (
    <section className="admin-messages message-texts">
      <h1>Message texts</h1>
      <Routes>
        <Route index element={<KindList />} />
        <Route path=":kind" element={<KindEditor />} />
      </Routes>
    </section>
  );
}

const useTexts = () => useQuery({ queryKey: ['admin', 'message-texts'], queryFn: () => adminCall(calls.adminMessageTexts) });

function KindList() {
  const { data, error, isLoading } = useTexts();
  return (
    <>
      <p className="messages-hint">
        What each message says by email, SMS and WhatsApp. Edit a message to change its words: messages queued after you save use them; messages already waiting keep theirs.
      </p>
      <AdminListStatus error={error} isLoading={isLoading} />
      <ul className="message-texts-list">
        {data?.data.map((e) => (
          <li key={e.kind} className="template" data-testid="message-text-kind">
            <h2>
              <Link to={`${ROOT}/${e.kind}`}>{MESSAGE_KIND_LABELS[e.kind]}</Link>
            </h2>
            <p className="template-meta">{e.custom ? `The office's texts, saved ${indiaDateTime(e.updated_at)}${e.updated_by ? ` by ${e.updated_by}` : ''}` : 'Built-in texts'}</p>
            <div className="message-texts-langs">
              {LANGS.map(([lang, label]) => (
                <div key={lang}>
                  <h3>{label}</h3>
                  <p className="template-subject" lang={lang}>
                    {e.current[lang].subject}
                  </p>
                  <details>
                    <summary>Email text</summary>
                    <p className="template-text" lang={lang}>
                      {e.current[lang].heading}
                      {'\n\n'}
                      {e.current[lang].body}
                    </p>
                  </details>
                  <p className="template-sms" lang={lang} data-testid={`text-sms-${lang}`}>
                    {e.current[lang].sms}
                  </p>
                  <p className="template-meta">
                    DLT {e.current[lang].dlt_template_id || 'not set'} · WhatsApp {e.current[lang].whatsapp_template || 'not set'}
                  </p>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function KindEditor() {
  const kind = useParams().kind as MessageTextKind;
  const { data, error, isLoading } = useTexts();
  const entry = data?.data.find((e) => e.kind === kind);
  if (!entry) return <AdminListStatus error={error} isLoading={isLoading} empty={data ? MESSAGE_TEXT_MESSAGES.notFound : undefined} rows={0} />;
  return <EditorForm key={entry.kind} entry={entry} />;
}

type TextsIn = z.input<typeof messageTextSaveSchema>;
type TextsForm = UseFormReturn<TextsIn, unknown, z.output<typeof messageTextSaveSchema>>;

function EditorForm({ entry }: { entry: MessageTextEntry }) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const form: TextsForm = useForm<TextsIn, unknown, z.output<typeof messageTextSaveSchema>>({ resolver: zodResolver(messageTextSaveSchema), defaultValues: entry.current });
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const name = MESSAGE_KIND_LABELS[entry.kind];

  /** The saved texts (the server's, as it stored them) become the form's. */
  const saved = async (res: { message: string; data: MessageTextEntry }) => {
    setAnswer({ ok: true, text: res.message });
    form.reset(res.data.current);
    await client.invalidateQueries({ queryKey: ['admin', 'message-texts'] });
  };
  const save = useFormSubmit(form, (texts) => adminCall(calls.adminMessageTextSave, { params: { kind: entry.kind }, body: texts }), {
    onStart: () => setAnswer(null),
    onSuccess: saved,
    onFailure: (text) => setAnswer({ ok: false, text }),
  });
  // Restoring the default sends no values: a button, with its answer in the same place.
  const restore = async () => {
    const yes = await confirm({
      title: `Restore the built-in texts of “${name}”?`,
      body: <p>The office’s English and Tamil texts of this message are replaced by the built-in ones. Messages already waiting keep their texts.</p>,
      confirmLabel: 'Restore the default',
    });
    if (!yes) return;
    setRestoring(true);
    try {
      await saved(await adminCall(calls.adminMessageTextRestore, { params: { kind: entry.kind } }));
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setRestoring(false);
    }
  };
  const busy = save.busy || restoring;
  // A refusal's message was about the texts before a change: it goes as they are typed again.
  useEffect(() => {
    const sub = form.watch(() => setAnswer((old) => (old && !old.ok ? null : old)));
    return () => sub.unsubscribe();
  }, [form]);

  return (
    <form className="broadcast-form message-texts-form" onSubmit={(ev) => void save.onSubmit(ev)} noValidate>
      <p>
        <Link to={ROOT}>All message texts</Link>
      </p>
      <h2>{name}</h2>
      <p className="messages-hint">
        Placeholders in braces are filled for each person; choose them from this message’s own list. An SMS must match the DLT template it is registered under: change the registered
        template and its id with it.
      </p>
      <div className="broadcast-texts">
        {LANGS.map(([lang, label]) => (
          <LanguageFields key={lang} lang={lang} label={label} entry={entry} form={form} />
        ))}
      </div>
      {answer && (
        <p className={`alert ${answer.ok ? 'alert-success' : 'alert-error'}`} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="btn" disabled={busy}>
          Save texts
        </button>
        {entry.custom && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void restore()}>
            Restore the default
          </button>
        )}
      </div>
      {dialog}
    </form>
  );
}

function LanguageFields({ lang, label, entry, form }: { lang: Lang; label: string; entry: MessageTextEntry; form: TextsForm }) {
  const [target, setTarget] = useState<MessageTextField>('sms');
  const [placeholder, setPlaceholder] = useState(entry.variables[0] ?? 'name');
  const fields = useRef<Partial<Record<MessageTextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const texts = useWatch({ control: form.control, name: lang }) as MessageTextSet;
  const preview = usePreview(entry.kind, lang, texts);
  // The contract's own check, run as the text is typed (the server runs it again when saving).
  const problems = textProblems(entry.kind, texts);
  const errors = form.formState.errors[lang];
  const problem = (f: MessageTextField) => problems[f] ?? errors?.[f]?.message;

  const insert = () => {
    const el = fields.current[target];
    const value = texts[target];
    const at = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? at;
    form.setValue(`${lang}.${target}`, `${value.slice(0, at)}{${placeholder}}${value.slice(end)}`, { shouldDirty: true });
    el?.focus();
  };

  return (
    <fieldset>
      <legend>{label}</legend>
      {FIELDS_IN_ORDER.map((f) => {
        const id = `mt-${lang}-${f}`;
        const err = problem(f);
        const { ref, ...field } = form.register(`${lang}.${f}`);
        const common = {
          ...field,
          id,
          lang: f === 'dlt_template_id' || f === 'whatsapp_template' ? 'en' : lang,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-error` : undefined,
          onFocus: () => (f === 'dlt_template_id' || f === 'whatsapp_template' || f === 'dlt_template_text' ? undefined : setTarget(f)),
          ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
            ref(el);
            fields.current[f] = el;
          },
        } as const;
        return (
          <label key={f} htmlFor={id}>
            {label}: {FIELD_LABELS[f]}
            {MULTILINE.has(f) ? <textarea {...common} rows={f === 'body' ? 8 : 3} /> : <input {...common} type="text" />}
            {err && (
              <small id={`${id}-error`} className="messages-error" role="alert">
                {err}
              </small>
            )}
          </label>
        );
      })}
      <div className="broadcast-save">
        <label htmlFor={`mt-${lang}-placeholder`}>
          {label}: placeholder to insert in “{FIELD_LABELS[target]}”
          <select id={`mt-${lang}-placeholder`} value={placeholder} onChange={(ev) => setPlaceholder(ev.target.value)}>
            {entry.variables.map((v) => (
              <option key={v} value={v}>{`{${v}}`}</option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-outline" onClick={insert}>
          Insert placeholder ({label})
        </button>
      </div>
      <h3>{label} preview (sample data)</h3>
      {preview ? (
        <div data-testid={`preview-${lang}`}>
          <p className="template-sms" lang={lang} data-testid={`preview-sms-${lang}`}>
            {preview.sms}
          </p>
          <p className="template-meta" data-testid={`preview-segments-${lang}`}>
            {preview.sms_encoding}, {preview.sms_units} characters, {preview.sms_segments} segment{preview.sms_segments === 1 ? '' : 's'}
          </p>
          <p className="template-subject" lang={lang}>
            <span lang="en">Subject: </span>
            {preview.subject}
          </p>
          <iframe className="template-html" title={`${label} email preview`} srcDoc={preview.html} sandbox="" />
        </div>
      ) : (
        <p className="template-meta">Preparing the preview…</p>
      )}
    </fieldset>
  );
}

/** The server's rendering of the texts being typed (a moment after the last key): the same rules as sending. */
function usePreview(kind: MessageTextKind, lang: Lang, texts: MessageTextSet): MessageTextPreview | undefined {
  const [shown, setShown] = useState(texts);
  useEffect(() => {
    const timer = setTimeout(() => setShown(texts), 300);
    return () => clearTimeout(timer);
  }, [texts]);
  const { data } = useQuery({
    queryKey: ['admin', 'message-text-preview', kind, lang, shown],
    queryFn: () => adminCall(calls.adminMessageTextPreview, { body: { kind, lang, texts: shown } }),
    placeholderData: (previous) => previous,
  });
  return data?.data;
}
