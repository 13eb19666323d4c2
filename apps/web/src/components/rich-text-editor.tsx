import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { TextSelection } from '@tiptap/pm/state';
import { calls } from '@portal/contract/calls';
import { youtubeId } from '@portal/contract/embeds';
import type { AdminGalleryImage } from '@portal/contract/admin-gallery';
import { adminCall } from '../lib/admin-client';
import { errorMessage } from '../lib/api';
import './rich-text-editor.css';

/**
 * The back office's rich-text editor (TipTap) for story fields: headings, lists, quotes, links,
 * pictures from the site's own library and YouTube videos. It writes only what the server's
 * story rules keep (lib/sanitize.ts): headings 2 to 4, no code blocks or rules, pictures of the
 * site, YouTube through its no-cookie player. Loaded on its own (rich-text-field.tsx), so neither
 * the public pages nor the back office's other screens carry it.
 */

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang?: 'ta';
  describedBy?: string;
  invalid?: boolean;
  /** The public page's class for this text, so the preview reads as the page will (a program's story by default). */
  previewClass?: string;
  /** Shown, not changed (the field is not the staff member's to change); a disabled fieldset around it does the same. */
  readOnly?: boolean;
}

/** An editor's document as stored: '' for an empty one (so "no story" stays empty). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A YouTube iframe saved before the editor (a bare embed) gets the marker the editor reads it by. */
export function markYoutubeEmbeds(html: string): string {
  return html.replace(/(<div data-youtube-video[^>]*>\s*)?(<iframe\b[^>]*\bsrc="https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[^"]+"[^>]*>\s*<\/iframe>)/gi, (match, marked: string | undefined, frame: string) =>
    marked ? match : `<div data-youtube-video>${frame}</div>`,
  );
}

/**
 * Whether a disabled fieldset holds the element, now and whenever one around it changes: a
 * contenteditable area is no form control, so the browser does not disable it with its fieldset.
 */
function useInDisabledFieldset(ref: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setDisabled(!!el.closest('fieldset:disabled'));
    check();
    const observer = new MutationObserver(check);
    for (let f = el.closest('fieldset'); f; f = f.parentElement?.closest('fieldset') ?? null) observer.observe(f, { attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [ref, ready]);
  return disabled;
}

export default function RichTextEditor({ id, label, value, onChange, lang, describedBy, invalid, previewClass = 'rich-text program-story', readOnly = false }: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  /** The text as the editor last gave it to the form (or was last given it). */
  const emitted = useRef(value);
  const editor = useEditor({
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
      }),
      Image.configure({ inline: false }),
      Youtube.configure({ nocookie: true, width: 640, height: 360, modestBranding: true }),
    ],
    content: markYoutubeEmbeds(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: 'rich-text rte-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = htmlOf(e);
      onChange(emitted.current);
    },
  });
  // The form filled from outside (read back after a save, the starting texts restored): the editor shows it.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(markYoutubeEmbeds(value), { emitUpdate: false });
  }, [editor, value]);
  const [panel, setPanel] = useState<'link' | 'picture' | 'youtube' | 'preview' | undefined>();
  const inDisabledFieldset = useInDisabledFieldset(root, !!editor);
  const editable = !readOnly && !inDisabledFieldset;
  useEffect(() => {
    if (!editor) return;
    // No update event: showing a text read-only does not change it.
    editor.setEditable(editable, false);
    if (!editable) setPanel(undefined);
    // The editing area exists only once the editor is mounted (a production build may run this
    // effect first): marked now when it is there, and at every mount.
    const mark = () => editor.view.dom.setAttribute('aria-readonly', String(!editable));
    if (!editor.isDestroyed) mark();
    editor.on('mount', mark);
    return () => {
      editor.off('mount', mark);
    };
  }, [editor, editable]);
  if (!editor) return null;
  return (
    <div className={editable ? 'rte' : 'rte rte-readonly'} ref={root}>
      <Toolbar editor={editor} label={label} panel={panel} setPanel={setPanel} disabled={!editable} />
      {panel === 'link' && <LinkPanel editor={editor} close={() => setPanel(undefined)} />}
      {panel === 'youtube' && <YoutubePanel editor={editor} close={() => setPanel(undefined)} />}
      {panel === 'picture' && <PicturePanel editor={editor} close={() => setPanel(undefined)} />}
      <EditorContent editor={editor} />
      {panel === 'preview' && (
        <section className="rte-preview" aria-label={`Preview: ${label}`} data-testid="rich-text-preview">
          <p className="muted">As the public page shows it:</p>
          <div className={previewClass} lang={lang} dangerouslySetInnerHTML={{ __html: htmlOf(editor) }} />
        </section>
      )}
    </div>
  );
}

/** The toolbar: one tab stop, arrow keys move between its buttons (the ARIA toolbar pattern). */
function Toolbar({
  editor,
  label,
  panel,
  setPanel,
  disabled,
}: {
  editor: Editor;
  label: string;
  panel: string | undefined;
  setPanel: (p: 'link' | 'picture' | 'youtube' | 'preview' | undefined) => void;
  disabled: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [focus, setFocus] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();
  const toggle = (p: 'link' | 'picture' | 'youtube' | 'preview') => setPanel(panel === p ? undefined : p);
  const buttons: Array<{ label: string; text: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void }> = [
    { label: 'Heading', text: 'H2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', text: 'H3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bold', text: <b>B</b>, pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: <i>I</i>, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Bulleted list', text: '• List', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1. List', pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Quote', text: '“ ”', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: state.link ? 'Edit link' : 'Link', text: 'Link', pressed: panel === 'link', run: () => toggle('link') },
    { label: 'Picture from the library', text: 'Picture', pressed: panel === 'picture', run: () => toggle('picture') },
    { label: 'YouTube video', text: 'YouTube', pressed: panel === 'youtube', run: () => toggle('youtube') },
    { label: 'Undo', text: '↶', disabled: !state.undo, run: () => chain().undo().run() },
    { label: 'Redo', text: '↷', disabled: !state.redo, run: () => chain().redo().run() },
    { label: 'Preview', text: 'Preview', pressed: panel === 'preview', run: () => toggle('preview') },
  ];
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : e.key === 'Home' ? -focus : e.key === 'End' ? buttons.length - 1 - focus : 0;
    if (!step) return;
    e.preventDefault();
    const next = (focus + step + buttons.length) % buttons.length;
    setFocus(next);
    ref.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={`Format: ${label}`} aria-disabled={disabled || undefined} ref={ref} onKeyDown={onKeyDown}>
      {buttons.map((b, i) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          title={b.label}
          aria-pressed={b.pressed === undefined ? undefined : b.pressed}
          disabled={disabled || b.disabled}
          tabIndex={i === focus ? 0 : -1}
          onFocus={() => setFocus(i)}
          onClick={b.run}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}

function Panel({ title, children, onSubmit, close, error }: { title: string; children: ReactNode; onSubmit?: () => void; close: () => void; error?: string }) {
  return (
    <div
      className="rte-panel"
      role="group"
      aria-label={title}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
        // Enter applies the panel without sending the surrounding form.
        if (e.key === 'Enter' && onSubmit && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          onSubmit();
        }
      }}
    >
      {children}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      <div className="rte-panel-actions">
        {onSubmit && (
          <button type="button" className="btn" onClick={onSubmit}>
            Apply
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}

const isLink = (v: string) => /^(https?:\/\/\S+|mailto:\S+|tel:[+0-9 ()-]+)$/i.test(v);

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState((editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [error, setError] = useState<string>();
  const apply = () => {
    const v = href.trim();
    if (!isLink(v)) return setError('Enter a web address starting with https:// or http://');
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: v, marks: [{ type: 'link', attrs: { href: v } }] }).run();
    // The caret goes after the link, so what is typed or inserted next does not replace its text.
    else chain.setLink({ href: v }).command(({ tr }) => (tr.setSelection(TextSelection.create(tr.doc, tr.selection.to)), true)).run();
    close();
  };
  return (
    <Panel title="Link" onSubmit={apply} close={close} error={error}>
      <label htmlFor={id}>Link address</label>
      <input id={id} type="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} />
      {editor.isActive('link') && (
        <button type="button" className="btn-link" onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), close())}>
          Remove the link
        </button>
      )}
    </Panel>
  );
}

function YoutubePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const apply = () => {
    const video = youtubeId(url.trim());
    if (!video) return setError('Enter a YouTube address, such as https://www.youtube.com/watch?v=…');
    editor.chain().focus().setYoutubeVideo({ src: `https://www.youtube.com/watch?v=${video}` }).run();
    close();
  };
  return (
    <Panel title="YouTube video" onSubmit={apply} close={close} error={error}>
      <label htmlFor={id}>YouTube address</label>
      <input id={id} type="url" value={url} autoFocus onChange={(e) => setUrl(e.target.value)} />
    </Panel>
  );
}

/** Pictures of the site's gallery, found by caption, or a new one uploaded (stored and resized by the server). */
function PicturePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const searchId = useId();
  const altId = useId();
  const uploadId = useId();
  const [q, setQ] = useState('');
  const [alt, setAlt] = useState('');
  const [images, setImages] = useState<AdminGalleryImage[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      adminCall(calls.adminGalleryImages, { query: { q: q || undefined, per_page: 12 } }).then(
        (res) => live && setImages(res.data),
        (err: unknown) => live && setError(errorMessage(err)),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const insert = (src: string, caption: string) => {
    editor.chain().focus().setImage({ src, alt: alt.trim() || caption }).run();
    close();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const body = new FormData();
      body.append('picture', file);
      insert((await adminCall(calls.adminPictureUpload, { query: { field: 'story' }, body })).url, '');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Picture from the library" close={close} error={error}>
      <label htmlFor={altId}>Describe the picture (for those who cannot see it)</label>
      <input id={altId} value={alt} onChange={(e) => setAlt(e.target.value)} />
      <label htmlFor={searchId}>Find a gallery picture by its caption</label>
      <input id={searchId} type="search" value={q} autoFocus onChange={(e) => setQ(e.target.value)} />
      <ul className="rte-pictures" aria-label="Gallery pictures">
        {images?.length === 0 && <li className="muted">No pictures found</li>}
        {images?.map((img) => (
          <li key={img.id}>
            <button type="button" onClick={() => insert(img.image, img.caption)} aria-label={`Insert: ${img.caption || `picture ${img.id}`}`}>
              <img src={img.image} alt="" width={120} height={90} loading="lazy" />
              <span>{img.caption || `Picture ${img.id}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={uploadId}>Or upload a new picture (JPEG, PNG or WebP)</label>
      <input id={uploadId} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])} />
    </Panel>
  );
}
