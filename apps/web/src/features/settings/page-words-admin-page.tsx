import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { PAGE_WORDS, WORD_PAGES, WORD_PAGE_TITLES, startingWord, wordKeys, type PageWord, type PageWords, type WordPage } from '@portal/contract/page-words';
import { pageWordsBodySchema, type AdminPageWords, type PageWordsBody } from '@portal/contract/page-words-calls';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { adminCall } from '../../lib/admin-client';
import { FormField } from '../../components/form-field';
import { RichTextField } from '../../components/rich-text-field';
import { FormAlerts } from '../../components/form-alerts';
import { FoundationSections, IntroSections } from '../../components/page-sections';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import './settings.css';

/**
 * /admin/page-words (editors and the owner): the words of the home page's introduction and of
 * the foundation page, English and Tamil side by side, with a preview of the page as it will
 * read in either language. Titles are plain text; paragraphs are written in the rich-text
 * editor. Saving sends the page's words; the server keeps what changed (titles' tags removed,
 * paragraphs sanitised), audits it, and the site shows it at once.
 */
export default function PageWordsAdminPage() {
  const [page, setPage] = useState<WordPage>('home');
  return (
    <section aria-labelledby="page-words-title">
      <h1 id="page-words-title">Page words</h1>
      <p className="muted">The home page’s introduction and the foundation page, in English and Tamil. Titles are plain text; texts have headings, lists, links, pictures and videos.</p>
      <div className="settings-actions" role="group" aria-label="Page">
        {WORD_PAGES.map((p) => (
          <button key={p} type="button" className={p === page ? 'btn' : 'btn btn-outline'} aria-pressed={p === page} onClick={() => setPage(p)}>
            {WORD_PAGE_TITLES[p]}
          </button>
        ))}
      </div>
      <PageWordsLoader key={page} page={page} />
    </section>
  );
}

function PageWordsLoader({ page }: { page: WordPage }) {
  const [words, setWords] = useState<AdminPageWords>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    adminCall(calls.adminPageWords, { params: { page } }).then(
      (res) => setWords(res.data),
      (err: unknown) => setLoadError(errorMessage(err)),
    );
  }, [page]);
  if (loadError)
    return (
      <p className="alert alert-error" role="alert">
        {loadError}
      </p>
    );
  return words ? <PageWordsForm page={page} initial={words} /> : <p className="muted">Loading…</p>;
}

type Values = { words: Record<string, { en: string; ta: string }> };
const valuesOf = (w: AdminPageWords): Values => ({ words: Object.fromEntries(Object.entries(w.words).map(([k, v]) => [k, { en: v.en, ta: v.ta }])) });
const startingValues = (page: WordPage): Values => ({
  words: Object.fromEntries(wordKeys(page).map((k) => [k, { en: startingWord(page, k, 'en'), ta: startingWord(page, k, 'ta') }])),
});

function PageWordsForm({ page, initial }: { page: WordPage; initial: AdminPageWords }) {
  const form = useForm<PageWordsBody, unknown, z.output<typeof pageWordsBodySchema>>({ resolver: zodResolver(pageWordsBodySchema), defaultValues: valuesOf(initial) });
  const [saved, setSaved] = useState<string>();
  const { onSubmit, busy, error: general } = useFormSubmit(form, (body) => adminCall(calls.adminPageWordsUpdate, { params: { page }, body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => {
      form.reset(valuesOf(res.data));
      setSaved(res.message);
    },
  });

  const entries = Object.entries(PAGE_WORDS[page] as Record<string, PageWord>);
  return (
    <FormProvider {...form}>
      <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={WORD_PAGE_TITLES[page]}>
        <fieldset>
          <legend>{WORD_PAGE_TITLES[page]}</legend>
          {entries.map(([key, word]) =>
            word.long ? (
              // A text's two editors one above the other: each needs the width for its toolbar.
              <div className="settings-twin settings-twin-rich" key={key}>
                <RichTextField name={`words.${key}.en`} label={`${word.label} (English)`} previewClass="rich-text page-text" />
                <RichTextField name={`words.${key}.ta`} label={`${word.label} (Tamil)`} lang="ta" hint="Empty: the English text is shown" previewClass="rich-text page-text" />
              </div>
            ) : (
              <div className="settings-twin" key={key}>
                <WordField name={`words.${key}.en`} label={`${word.label} (English)`} required />
                <WordField name={`words.${key}.ta`} label={`${word.label} (Tamil)`} lang="ta" hint="Empty: the English text is shown" />
              </div>
            ),
          )}
        </fieldset>
        <FormAlerts error={general} success={saved} />
        <div className="settings-actions">
          <button type="submit" className="btn" disabled={busy}>
            Save
          </button>
          <button
            type="button"
            className="btn btn-outline"
            // Fills the form only: nothing changes on the site until Save.
            onClick={() => (form.reset(startingValues(page), { keepDefaultValues: true }), setSaved('The starting texts are in the form: press Save to use them'))}
          >
            Restore the starting texts
          </button>
        </div>
        <Preview page={page} />
      </form>
    </FormProvider>
  );
}

/** A title: one line of plain text. */
function WordField({ name, label, required, lang, hint }: { name: string; label: string; required?: boolean; lang?: 'ta'; hint?: string }) {
  const { register, getFieldState, formState } = useFormContext<PageWordsBody>();
  const error = (getFieldState(name as never, formState).error as { message?: string } | undefined)?.message;
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      {(aria) => <input {...aria} {...register(name as never)} lang={lang} />}
    </FormField>
  );
}

/** The page as it will read, from the words in the form (Tamil word by word, an empty one showing the English). */
function Preview({ page }: { page: WordPage }) {
  const [lang, setLang] = useState<'en' | 'ta'>('en');
  const values = useWatch<PageWordsBody, 'words'>({ name: 'words' });
  const words = Object.fromEntries(
    wordKeys(page).map((k) => {
      const w = values?.[k];
      return [k, lang === 'ta' && w?.ta.trim() ? w.ta : (w?.en ?? '')];
    }),
  );
  return (
    <section className="page-words-preview" aria-labelledby="preview-title" data-testid="page-words-preview">
      <div className="settings-actions">
        <h2 id="preview-title">Preview</h2>
        <div role="group" aria-label="Preview language" className="settings-actions">
          {(['en', 'ta'] as const).map((l) => (
            <button key={l} type="button" className={l === lang ? 'btn' : 'btn btn-outline'} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {l === 'en' ? 'English' : 'Tamil'}
            </button>
          ))}
        </div>
      </div>
      <div className="page-words-frame">
        {page === 'home' ? (
          <IntroSections words={words as PageWords<'home'>} lang={lang} />
        ) : (
          <>
            <h1 lang={lang}>{words.title}</h1>
            <FoundationSections words={words as PageWords<'foundation'>} learnMore={lang === 'ta' ? 'நிகழ்ச்சி பற்றி' : 'About the program'} lang={lang} />
          </>
        )}
      </div>
    </section>
  );
}
