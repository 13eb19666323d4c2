import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, eventCategoryWriteSchema, testimonialWriteSchema, translationWriteSchema } from '@portal/contract/admin-content';
import type { Db } from '../../db/client.ts';
import { openTestDb } from '../../test/harness.ts';
import { createEvent, createProgram } from '../../seed/factories.ts';
import type { ContentChange } from './audit-hook.ts';
import { createCollectionAdmin } from './collection.ts';
import { eventCategories, testimonials, translations } from './collections.ts';

let db: Db;
const changes: ContentChange[] = [];
const record = async (_q: unknown, change: ContentChange) => void changes.push(change);

beforeAll(async () => {
  db = await openTestDb();
  await createProgram(db, { id: 1 });
});
afterAll(() => db.close());

describe('a content collection', () => {
  it('creates, updates and deletes a category nothing refers to, with audit rows', async () => {
    const categories = createCollectionAdmin<{ id: number; name: string; hidden: boolean }>(db, eventCategories);
    const made = await categories.create(eventCategoryWriteSchema.parse({ name: 'Retreats', name_ta: 'தியானம்' }), record);
    expect(made).toMatchObject({ name: 'Retreats', name_ta: 'தியானம்', program_id: null, hidden: false, events: 0 });
    expect(await categories.update(made.id, { name: 'Silent retreats' }, record)).toMatchObject({ name: 'Silent retreats' });
    expect(await categories.remove(made.id, record)).toBe('deleted');
    expect(changes.map((c) => c.action)).toEqual(['create', 'update', 'delete']);
    await expect(categories.get(made.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('hides a category that events refer to', async () => {
    const categories = createCollectionAdmin<{ id: number; hidden: boolean }>(db, eventCategories);
    const made = await categories.create(eventCategoryWriteSchema.parse({ name: 'Camps' }), record);
    await createEvent(db, { category_id: made.id });
    expect(await categories.remove(made.id, record)).toBe('hidden');
    expect(await categories.get(made.id)).toMatchObject({ hidden: true, events: 1 });
  });

  it('keeps only the allowed embed of a testimonial', async () => {
    const items = createCollectionAdmin<{ id: number; media: string }>(db, testimonials);
    const made = await items.create(
      testimonialWriteSchema.parse({ program_id: 1, name: 'Ravi', media: '<script>x()</script><iframe src="https://www.youtube.com/embed/abc"></iframe>' }),
      record,
    );
    expect(made.media).not.toContain('script');
    expect(made.media).toContain('https://www.youtube.com/embed/abc');
  });

  it('refuses a translation word already used, naming the field', async () => {
    const words = createCollectionAdmin<{ id: number }>(db, translations);
    const word = translationWriteSchema.parse({ program_id: 1, trans_word: 'name_label', trans_en: 'Name', trans_ta: 'பெயர்' });
    await words.create(word, record);
    await expect(words.create(word, record)).rejects.toMatchObject({ statusCode: 409, errors: { trans_word: CONTENT_MESSAGES.duplicate } });
  });
});
