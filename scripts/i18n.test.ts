import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { TranslationEntry } from '@portal/contract/tamil';
import i18n, { withReviews } from '../apps/web/src/lib/i18n.ts';
import { REVIEWS_FILE, exportFile, importFile } from './i18n.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'i18n-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the translator's file", () => {
  it('carries the interface strings beside the messages, and an edited Tamil string comes back into the app', async () => {
    const file = path.join(dir, 'tamil.json');
    await exportFile(file);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as TranslationEntry[];
    const byKey = new Map(rows.map((r) => [r.key, r]));
    expect(byKey.get('MESSAGES.required')).toMatchObject({ en: 'This field is required!', reviewed: false });
    expect(byKey.get('UI.nav.home')).toMatchObject({ en: 'Home', ta: 'முகப்பு', reviewed: false });
    expect(byKey.get('UI.gallery.title')).toMatchObject({ en: 'Image Gallery', reviewed: false });
    expect(byKey.get('UI.share.copy')?.en).toBe('Copy link');
    // Every interface string has its Tamil.
    expect(rows.filter((r) => r.key.startsWith('UI.') && !r.ta.trim()).map((r) => r.key)).toEqual([]);

    const edited = 'புகைப்படக் களஞ்சியம்';
    byKey.get('UI.gallery.title')!.ta = edited;
    byKey.get('UI.gallery.title')!.reviewed = true;
    writeFileSync(file, JSON.stringify([...byKey.values()]));
    const reviewsFile = path.join(dir, 'tamil-reviews.ts');
    copyFileSync(REVIEWS_FILE, reviewsFile);
    await importFile(file, reviewsFile);

    const { TAMIL_REVIEWS } = (await import(pathToFileURL(reviewsFile).href)) as typeof import('../packages/contract/src/tamil-reviews.ts');
    expect(TAMIL_REVIEWS['UI.gallery.title']).toEqual({ ta: edited, reviewed: true });
    // The app reads the reviews first: its Tamil bundle shows the translator's text.
    i18n.addResourceBundle('ta', 'translation', withReviews(i18n.getResourceBundle('ta', 'translation') as Record<string, unknown>, TAMIL_REVIEWS), true, true);
    expect(i18n.t('gallery.title', { lng: 'ta' })).toBe(edited);
    expect(i18n.t('gallery.title', { lng: 'en' })).toBe('Image Gallery');
  });

  it('refuses an unknown key or an empty Tamil text and changes nothing', async () => {
    const file = path.join(dir, 'bad.json');
    const reviewsFile = path.join(dir, 'untouched.ts');
    copyFileSync(REVIEWS_FILE, reviewsFile);
    writeFileSync(file, JSON.stringify([{ key: 'UI.nav.home', en: 'Home', ta: ' ', reviewed: true }, { key: 'UI.nope', en: 'x', ta: 'ய', reviewed: true }]));
    await expect(importFile(file, reviewsFile)).rejects.toThrow(/UI.nav.home: empty Tamil[\s\S]*UI.nope: unknown key/);
    expect(readFileSync(reviewsFile, 'utf8')).toBe(readFileSync(REVIEWS_FILE, 'utf8'));
  });
});
